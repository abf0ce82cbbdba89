import { z } from "zod";
import { adjustScoreSchema } from "../trick-kit/scoring";

import { GROUP_SIZE, GROUPS_SHOWN, MAX_GROUPS } from "./numbers";

export { BORDER_UP_HAND, GROUP_SIZE, MAX_GROUPS } from "./numbers";

const cardSchema = z.string().min(1).max(4);
const groupIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_GROUPS - 1);
const slotIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(GROUP_SIZE - 1);
/** Server-clock ms of the press (the phone's press clock); the platform replaces it with the stamp it accepts. */
const pressedAtSchema = z.number().optional();

/** The count of five (BU-1): the team's player nearest the dealer stands up (GeoPlunging) or stays seated. */
const standUpSchema = z.object({ type: z.literal("standUp") }).strict();
const staySeatedSchema = z.object({ type: z.literal("staySeated") }).strict();
/** The team's arrangement (BU-4): a card into a group's slot (swapping with a card there), or back among the loose cards. */
const placeSchema = z.object({ type: z.literal("place"), card: cardSchema, group: groupIndexSchema, slot: slotIndexSchema }).strict();
const unplaceSchema = z.object({ type: z.literal("unplace"), card: cardSchema }).strict();
/** The shouts (BU-6): GeoPlunge shows 2 groups, ThreeOPlunge 3 (for the Bonus Points). */
const geoPlungeSchema = z.object({ type: z.literal("geoPlunge"), pressedAt: pressedAtSchema }).strict();
const threeOPlungeSchema = z.object({ type: z.literal("threeOPlunge"), pressedAt: pressedAtSchema }).strict();
/** The platform's timers (as the moderator): the count ends, the cards turn, the judging window closes. */
const closeCountSchema = z.object({ type: z.literal("closeCount") }).strict();
const revealCardsSchema = z.object({ type: z.literal("revealCards") }).strict();
const closeShoutsSchema = z.object({ type: z.literal("closeShouts") }).strict();
/** The teacher ends the race as a tie (Combo 3's races: "the teacher can call a race a tie"). */
const callTieSchema = z.object({ type: z.literal("callTie") }).strict();

export const borderUpCommandSchema = z.discriminatedUnion("type", [
  standUpSchema,
  staySeatedSchema,
  placeSchema,
  unplaceSchema,
  geoPlungeSchema,
  threeOPlungeSchema,
  closeCountSchema,
  revealCardsSchema,
  closeShoutsSchema,
  callTieSchema,
  adjustScoreSchema,
]);
export type BorderUpCommand = z.infer<typeof borderUpCommandSchema>;
export type ShoutCommand = Extract<BorderUpCommand, { type: "geoPlunge" | "threeOPlunge" }>;
export type ShoutCall = ShoutCommand["type"];

export const BORDER_UP_MODERATOR_COMMANDS = ["closeCount", "revealCards", "closeShouts", "callTie", "adjustScore"] as const;
/** The shouts are ordered by when they were pressed (`combo3-kit/fair-shouts.ts`). */
export const BORDER_UP_SHOUTS = ["geoPlunge", "threeOPlunge"] as const;
/** Moves of the team's own arrangement: the phone sends them without the table version it showed (BU-4). */
export const BORDER_UP_ARRANGE_MOVES = ["place", "unplace"] as const;

/** How many groups a shout shows (BU-6). */
export function groupsShown(call: ShoutCall): number {
  return GROUPS_SHOWN[call];
}
