import { z } from "zod";
import { setAsideSchema, tradeSchema } from "../border-zap/commands";
import { discardSchema, followSchema, leadSchema } from "../play-the-ranks/commands";
import { adjustScoreSchema } from "../trick-kit/scoring";

/** "Are you GeoPlunging?": a team stands up (opts in) or stays seated (says no) before the count of five ends. */
const geoPlungeSchema = z.object({ type: z.literal("geoPlunge") }).strict();
const declineGeoPlungeSchema = z.object({ type: z.literal("declineGeoPlunge") }).strict();
/** The count of five is over: the platform's timer (as the moderator) sends this at the deadline. */
const closeGeoPlungeSchema = z.object({ type: z.literal("closeGeoPlunge") }).strict();

/**
 * PTR1/PTR2 use the Play the Ranks lead and follow (category, base, Power card); PTB leads and
 * follows with a card only, trades in Steps 1 and 2, and puts its first 3 cards face-down after looking at them.
 */
export const combo3Game4CommandSchema = z.discriminatedUnion("type", [
  discardSchema,
  leadSchema,
  followSchema,
  tradeSchema,
  setAsideSchema,
  geoPlungeSchema,
  declineGeoPlungeSchema,
  closeGeoPlungeSchema,
  adjustScoreSchema,
]);
export type Combo3Game4Command = z.infer<typeof combo3Game4CommandSchema>;

export const COMBO3_GAME4_MODERATOR_COMMANDS = ["adjustScore", "closeGeoPlunge"] as const;
