import { z } from "zod";
import { CATEGORIES } from "../trick-kit/cards";
import { baseSchema } from "../trick-kit/power-card-schema";
import { adjustScoreSchema } from "../trick-kit/scoring";

/** A card is named by its postal code ("NY"), a Power card by its id ("P07"). */
const cardCode = z.string().regex(/^[A-Z]{2}$/, "a card's two-letter postal code, e.g. NY");
const powerId = z.string().regex(/^P\d{2}$/, "a Power card id, e.g. P07");

/** Lay one GeoPlunge card face-down on the discard pile (repeat until the hand has 8). */
export const discardSchema = z.object({ type: z.literal("discard"), card: cardCode }).strict();
/** Level 4 Step 2: "Cards" or "Call" (the first-trick lead team first; the other team may only say "Cards"). */
const chooseRoleSchema = z.object({ type: z.literal("chooseRole"), role: z.enum(["cards", "call"]) }).strict();
/** Level 4 Step 2: the second team tries to become the Call Team and sets the number of BUR cards. */
const upTheBurSchema = z.object({ type: z.literal("upTheBur"), burCards: z.union([z.literal(3), z.literal(4), z.literal(5)]) }).strict();
/** Level 4 Step 3: the Call Team removes one of the three Power cards and names the first of the other two. */
const pickPowerSchema = z.object({ type: z.literal("pickPower"), remove: powerId, first: powerId.optional() }).strict();
/** Level 4 Step 6: Pulling the Power, or not. */
const pullPowerSchema = z.object({ type: z.literal("pullPower"), pull: z.boolean() }).strict();
/** Lead a trick face-down, announcing the category (unless a Power card sets it) and, when the lead chooses, the base. */
export const leadSchema = z
  .object({
    type: z.literal("lead"),
    card: cardCode,
    category: z.enum(CATEGORIES).optional(),
    base: baseSchema.optional(),
    power: powerId.optional(),
  })
  .strict();
/** Play face-up on the other team's lead, with at most one Power card (optionally to Change the Base). */
export const followSchema = z
  .object({ type: z.literal("follow"), card: cardCode, power: powerId.optional(), changeBase: z.boolean().optional() })
  .strict();

export const ranksBattleCommandSchema = z.discriminatedUnion("type", [
  discardSchema,
  chooseRoleSchema,
  upTheBurSchema,
  pickPowerSchema,
  pullPowerSchema,
  leadSchema,
  followSchema,
]);
export type RanksBattleCommand = z.infer<typeof ranksBattleCommandSchema>;

export const playTheRanksCommandSchema = z.discriminatedUnion("type", [
  discardSchema,
  chooseRoleSchema,
  upTheBurSchema,
  pickPowerSchema,
  pullPowerSchema,
  leadSchema,
  followSchema,
  adjustScoreSchema,
]);
export type PlayTheRanksCommand = z.infer<typeof playTheRanksCommandSchema>;

export const PLAY_THE_RANKS_MODERATOR_COMMANDS = ["adjustScore"] as const;
