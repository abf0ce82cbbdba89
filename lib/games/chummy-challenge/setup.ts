import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-kit/geoplunge-count";
import { ANSWER_SECONDS, READING_WORDS_PER_MINUTE } from "./numbers";

export { ANSWER_SECONDS, READING_WORDS_PER_MINUTE };

/** What the teacher sets for a Chummy Challenge table (the bounds and why: numbers.ts). */
export const chummyOptionsSchema = z
  .object({
    geoPlungeSeconds: z.number().int().min(GEOPLUNGE_SECONDS.min).max(GEOPLUNGE_SECONDS.max).default(GEOPLUNGE_SECONDS.default),
    wordsPerMinute: z
      .number()
      .int()
      .min(READING_WORDS_PER_MINUTE.min)
      .max(READING_WORDS_PER_MINUTE.max)
      .default(READING_WORDS_PER_MINUTE.default),
    answerSeconds: z.number().int().min(ANSWER_SECONDS.min).max(ANSWER_SECONDS.max).default(ANSWER_SECONDS.default),
  })
  .strict();
export const chummySetupSchema = chummyOptionsSchema;
export type ChummySetup = z.infer<typeof chummySetupSchema>;

/** Milliseconds between two words at the table's pace. */
export function msPerWord(setup: ChummySetup): number {
  return Math.round(60_000 / setup.wordsPerMinute);
}
