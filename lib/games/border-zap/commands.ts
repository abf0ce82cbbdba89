import { z } from "zod";
import { adjustScoreSchema } from "../trick-kit/scoring";

const cardCode = z.string().regex(/^[A-Z]{2}$/, "a card's two-letter postal code, e.g. UT");

/** Steps 1 and 2: the card this team gives the other team (both teams pick, then the cards change hands at once). */
export const tradeSchema = z.object({ type: z.literal("trade"), card: cardCode }).strict();
/** Step 1's end (BZ-3.3): the team has looked at its 3 cards and puts them face-down; Step 2 is dealt once both teams have. */
export const setAsideSchema = z.object({ type: z.literal("setAside") }).strict();
/** Step 3: lay one card face-down on the discard pile, leaving 6. */
const zapDiscardSchema = z.object({ type: z.literal("discard"), card: cardCode }).strict();
/** Step 4: lead a card face-down; the state's name is announced. */
const zapLeadSchema = z.object({ type: z.literal("lead"), card: cardCode }).strict();
/** Step 4: play a card face-up on the other team's lead. */
const zapFollowSchema = z.object({ type: z.literal("follow"), card: cardCode }).strict();

export const zapBattleCommandSchema = z.discriminatedUnion("type", [
  tradeSchema,
  setAsideSchema,
  zapDiscardSchema,
  zapLeadSchema,
  zapFollowSchema,
]);
export type ZapBattleCommand = z.infer<typeof zapBattleCommandSchema>;

export const borderZapCommandSchema = z.discriminatedUnion("type", [
  tradeSchema,
  setAsideSchema,
  zapDiscardSchema,
  zapLeadSchema,
  zapFollowSchema,
  adjustScoreSchema,
]);
export type BorderZapCommand = z.infer<typeof borderZapCommandSchema>;

export const BORDER_ZAP_MODERATOR_COMMANDS = ["adjustScore"] as const;
