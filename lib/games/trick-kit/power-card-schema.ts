import { z } from "zod";
import { CATEGORIES } from "./cards";
import { CLUE_ORDERS, SQUARES, STAR_AREAS, VERSIONS, type PowerCard } from "./power-cards";

/*
 * The schemas of the Power cards: a command's base, and the deck file. Apart from power-cards.ts,
 * which the screens import (`[PAGE-WEIGHT]`).
 */

const POWER_DECK_SIZE = 15;

export const baseSchema = z.union([z.literal(1), z.literal(10), z.literal(20), z.literal(30), z.literal(50)]);

const powerCardSchema: z.ZodType<PowerCard> = z
  .object({
    id: z.string().regex(/^P\d{2}$/, "an id like P07"),
    base: baseSchema,
    category: z.enum(CATEGORIES),
    star: z.enum(STAR_AREAS),
    order: z.enum(CLUE_ORDERS),
    square: z.enum(SQUARES),
    version: z.enum(VERSIONS),
  })
  .strict();

const powerDeckFileSchema = z
  .object({ about: z.string(), cards: z.array(powerCardSchema).length(POWER_DECK_SIZE) })
  .strict()
  .refine((deck) => new Set(deck.cards.map((card) => card.id)).size === deck.cards.length, "Power card ids must be unique");

/** Checks a Power deck file, naming each problem. The server runs it on content/power-cards.json when it loads its games. */
export function parsePowerDeck(raw: unknown): PowerCard[] {
  const result = powerDeckFileSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(deck)"}: ${issue.message}`);
    throw new Error(`content/power-cards.json is invalid:\n  ${problems.join("\n  ")}`);
  }
  return result.data.cards;
}
