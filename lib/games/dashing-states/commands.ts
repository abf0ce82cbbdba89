import { z } from "zod";
import { adjustScoreSchema } from "../trick-kit/scoring";

/** A slot of the team's row of six, left (0) to right (5). */
export const RACE_SLOTS = 6;
const slotSchema = z
  .number()
  .int()
  .min(0)
  .max(RACE_SLOTS - 1);
const cardIdSchema = z.string().min(1).max(40);

/** "Are you GeoPlunging?" before race 1: a team stands up (opts in) or stays seated. */
const geoPlungeSchema = z.object({ type: z.literal("geoPlunge") }).strict();
const declineGeoPlungeSchema = z.object({ type: z.literal("declineGeoPlunge") }).strict();

/**
 * A teammate moves one of the team's cards: into a slot of the row (a card already there goes where
 * the moved card came from), face-down (the unused card; one at most), or back to the loose cards.
 */
const arrangeSchema = z
  .object({
    type: z.literal("arrange"),
    card: cardIdSchema,
    to: z.union([z.object({ slot: slotSchema }).strict(), z.literal("faceDown"), z.literal("loose")]),
  })
  .strict();

/** "GeoPlunge!": stamped with the moment it was pressed (server-clock ms), as the platform accepts it. */
const shoutSchema = z.object({ type: z.literal("shout"), pressedAt: z.number().optional() }).strict();

/** A member of the shouting team identifies one of their cards: the state's name and its capital (races 1–2) or statehood rank (race 3). */
const answerSchema = z
  .object({
    type: z.literal("answer"),
    card: cardIdSchema,
    name: z.string().max(80),
    detail: z.string().max(80),
  })
  .strict();

/** The platform's timers (as the moderator): the count of five ends, the cards turn, the judging window closes, the next race is dealt. */
const closeGeoPlungeSchema = z.object({ type: z.literal("closeGeoPlunge") }).strict();
const revealSchema = z.object({ type: z.literal("reveal") }).strict();
const closeShoutsSchema = z.object({ type: z.literal("closeShouts") }).strict();
const nextRaceSchema = z.object({ type: z.literal("nextRace") }).strict();

/** The teacher: call the race in play a tie, or overrule the judgement of one part of one card's identification. */
const callTieSchema = z.object({ type: z.literal("callTie") }).strict();
const overruleSchema = z
  .object({
    type: z.literal("overrule"),
    card: cardIdSchema,
    part: z.enum(["name", "detail"]),
    right: z.boolean(),
  })
  .strict();

export const dashingCommandSchema = z.discriminatedUnion("type", [
  geoPlungeSchema,
  declineGeoPlungeSchema,
  arrangeSchema,
  shoutSchema,
  answerSchema,
  closeGeoPlungeSchema,
  revealSchema,
  closeShoutsSchema,
  nextRaceSchema,
  callTieSchema,
  overruleSchema,
  adjustScoreSchema,
]);
export type DashingCommand = z.infer<typeof dashingCommandSchema>;
export type ArrangeTarget = Extract<DashingCommand, { type: "arrange" }>["to"];

export const DASHING_MODERATOR_COMMANDS = [
  "closeGeoPlunge",
  "reveal",
  "closeShouts",
  "nextRace",
  "callTie",
  "overrule",
  "adjustScore",
] as const;

/** Commands stamped with when they were pressed. */
export const DASHING_PRESS_COMMANDS = ["shout"] as const;
