import { z } from "zod";
import { CLUE_OPTIONS } from "@/lib/content/state-iq-clue-cards";
import { adjustScoreSchema } from "../trick-kit/scoring";
import { GUESS_MAX_LENGTH } from "./setup";

/** "Are you GeoPlunging?" after the hidden cards are dealt: a team stands up (opts in) or stays seated. */
const geoPlungeSchema = z.object({ type: z.literal("geoPlunge") }).strict();
const declineGeoPlungeSchema = z.object({ type: z.literal("declineGeoPlunge") }).strict();

/**
 * A Type A clue: the clue-giving team (the one holding the card) chooses an option of the turned Clue
 * card and, for "1 border state", "2 border states" or "1 top city", which ones (postal codes, or
 * the city's name).
 */
const giveClueSchema = z
  .object({
    type: z.literal("giveClue"),
    option: z.enum(CLUE_OPTIONS),
    pick: z.array(z.string().min(1).max(60)).max(2).default([]),
  })
  .strict();

/** A Type B clue: the guessing team chooses one of the card's two options. */
const askClueSchema = z.object({ type: z.literal("askClue"), option: z.enum(CLUE_OPTIONS) }).strict();

/** The guessing team's guess: a state's name or postal code, typed or picked from the list of 50. */
const guessSchema = z
  .object({
    type: z.literal("guess"),
    state: z.string().max(GUESS_MAX_LENGTH, `a guess is a state's name, at most ${GUESS_MAX_LENGTH} characters`),
  })
  .strict();

/** The platform's timer (as the moderator) ends the count of five. */
const closeGeoPlungeSchema = z.object({ type: z.literal("closeGeoPlunge") }).strict();

/** The teacher overrules the app's judgement of the last guess (right or wrong). */
const overruleSchema = z.object({ type: z.literal("overrule"), right: z.boolean() }).strict();

export const stateIqCommandSchema = z.discriminatedUnion("type", [
  geoPlungeSchema,
  declineGeoPlungeSchema,
  giveClueSchema,
  askClueSchema,
  guessSchema,
  closeGeoPlungeSchema,
  overruleSchema,
  adjustScoreSchema,
]);
export type StateIqCommand = z.infer<typeof stateIqCommandSchema>;

export const STATE_IQ_MODERATOR_COMMANDS = ["closeGeoPlunge", "overrule", "adjustScore"] as const;
