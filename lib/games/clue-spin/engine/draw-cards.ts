import { z } from "zod";
import drawCardsJson from "@/content/draw-cards.json";

/** The original box holds 27 draw cards; the pile is always exactly that size. */
export const DRAW_PILE_SIZE = 27;

export const SAVED_POWERS = ["extraTurn", "freeClue", "repeatClue", "blockSale", "blockBid", "secondAnswer"] as const;
export type SavedPower = (typeof SAVED_POWERS)[number];

const points = z.number().int().min(1).max(20);

const drawCardEffectSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("playAs"), mode: z.enum(["answer-or-sell", "playoff"]) }).strict(),
  z.object({ type: z.literal("bidAgainstChosen") }).strict(),
  z.object({ type: z.literal("spinAgain") }).strict(),
  z.object({ type: z.literal("collectFromBank"), amount: points }).strict(),
  z.object({ type: z.literal("payBank"), amount: points }).strict(),
  z.object({ type: z.literal("collectFromEachTeam"), amount: points }).strict(),
  z.object({ type: z.literal("save"), power: z.enum(SAVED_POWERS) }).strict(),
]);
export type DrawCardEffect = z.infer<typeof drawCardEffectSchema>;

export const drawCardSchema = z
  .object({
    id: z.string().regex(/^d\d{2}$/),
    title: z.string().trim().min(1).max(40),
    text: z.string().trim().min(1).max(300),
    effect: drawCardEffectSchema,
  })
  .strict();
export type DrawCard = z.infer<typeof drawCardSchema>;

export const drawCardsFileSchema = z
  .object({ cards: z.array(drawCardSchema).length(DRAW_PILE_SIZE) })
  .strict()
  .refine((file) => new Set(file.cards.map((card) => card.id)).size === file.cards.length, {
    message: "Draw card ids must be unique",
  });

/** Parsed once at load: a malformed content file stops the app at start-up, not mid-game. */
export const DRAW_CARDS: readonly DrawCard[] = drawCardsFileSchema.parse(drawCardsJson).cards;

const byId = new Map(DRAW_CARDS.map((card) => [card.id, card]));

export function drawCardById(id: string): DrawCard {
  const card = byId.get(id);
  if (!card) throw new Error(`Unknown draw card ${id}`);
  return card;
}

export function savedPowerOf(id: string): SavedPower | null {
  const effect = drawCardById(id).effect;
  return effect.type === "save" ? effect.power : null;
}
