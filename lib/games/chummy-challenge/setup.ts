import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-kit/geoplunge-count";

/**
 * What the teacher sets for a Chummy Challenge table: the count of five (Combo 3's bounds), the
 * reading pace (Ruling CC-R2) and the time a team has to type its answer (Ruling CC-R3).
 *
 * Words a minute the board reads at: 150 is an unhurried reading-aloud pace. */
export const READING_WORDS_PER_MINUTE = { min: 60, max: 240, default: 150 } as const;
/** Seconds a team has to confer and type its answer after its buzz is judged. */
export const ANSWER_SECONDS = { min: 10, max: 90, default: 30 } as const;

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
