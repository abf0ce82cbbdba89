import { z } from "zod";
import { adjustScoreSchema } from "../trick-kit/scoring";
import { LONGEST_TYPED_ANSWER } from "./judge";

/** Server-clock ms of the press (the phone's press clock); the platform replaces it with the stamp it accepts. */
const pressedAtSchema = z.number().optional();

/** CC-1: the count of five (the team's player nearest the dealer stands up, or stays seated). */
const standUpSchema = z.object({ type: z.literal("standUp") }).strict();
const staySeatedSchema = z.object({ type: z.literal("staySeated") }).strict();
/** CC-3: the team names its GeoPlunger for this challenge, one of its members. */
const nameGeoPlungerSchema = z.object({ type: z.literal("nameGeoPlunger"), playerId: z.string().min(1).max(64) }).strict();
/** CC-5: the GeoPlunger shouts "GeoPlunge" (the buzzer), stamped with its press time. */
const buzzSchema = z.object({ type: z.literal("buzz"), pressedAt: pressedAtSchema }).strict();
/** CC-6: any player of the buzzing team types the team's answer. */
const answerSchema = z
  .object({
    type: z.literal("answer"),
    text: z
      .string()
      .trim()
      .min(1, "type your team's answer")
      .max(LONGEST_TYPED_ANSWER, `an answer is at most ${LONGEST_TYPED_ANSWER} characters`),
  })
  .strict();
/** The platform's timers (as the moderator): each refused before its time. */
const closeCountSchema = z.object({ type: z.literal("closeCount") }).strict();
const readWordSchema = z.object({ type: z.literal("readWord") }).strict();
const closeBuzzesSchema = z.object({ type: z.literal("closeBuzzes") }).strict();
const endListeningSchema = z.object({ type: z.literal("endListening") }).strict();
const answerTimeUpSchema = z.object({ type: z.literal("answerTimeUp") }).strict();
const endRevealSchema = z.object({ type: z.literal("endReveal") }).strict();
/** CC-10: the teacher overrules the app's judgement of a team's answer in the challenge just judged. */
const overruleSchema = z.object({ type: z.literal("overrule"), teamId: z.string().min(1), right: z.boolean() }).strict();

export const chummyCommandSchema = z.discriminatedUnion("type", [
  standUpSchema,
  staySeatedSchema,
  nameGeoPlungerSchema,
  buzzSchema,
  answerSchema,
  closeCountSchema,
  readWordSchema,
  closeBuzzesSchema,
  endListeningSchema,
  answerTimeUpSchema,
  endRevealSchema,
  overruleSchema,
  adjustScoreSchema,
]);
export type ChummyCommand = z.infer<typeof chummyCommandSchema>;

/** The clocked steps the platform's wake sends. */
export const CHUMMY_TIMER_COMMANDS = ["closeCount", "readWord", "closeBuzzes", "endListening", "answerTimeUp", "endReveal"] as const;
export const CHUMMY_MODERATOR_COMMANDS = [...CHUMMY_TIMER_COMMANDS, "overrule", "adjustScore"] as const;
/** The buzz is ordered by when it was pressed (`combo3-kit/fair-shouts.ts`). */
export const CHUMMY_PRESS_STAMPED = ["buzz"] as const;
