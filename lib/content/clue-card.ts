import { z } from "zod";

/**
 * The clue card contract shared by the engine, the built-in deck generator and teachers' decks:
 * one question, six clues from hardest to easiest, one answer and its accepted alternatives.
 */
export const CLUE_CARD_KINDS = ["state", "capital", "city", "custom"] as const;
export type ClueCardKind = (typeof CLUE_CARD_KINDS)[number];

const clueText = z.string().trim().min(1).max(300);

/** How hard a built-in card plays, for the teacher (from the solver's curve; see docs/deck.md). */
export const CARD_LEVELS = ["easy", "medium", "hard"] as const;
export type CardLevel = (typeof CARD_LEVELS)[number];

/**
 * A picture that goes with one clue (a state's outline, a city marked on it). Only the board view of
 * that clue carries it, once the clue is read: the path names nothing, so it gives nothing away early.
 */
export const clueImageSchema = z
  .object({
    clue: z.number().int().min(1).max(6),
    viewBox: z.string().regex(/^0 0 \d{1,4} \d{1,4}$/),
    /** SVG path data: moves, lines and closes only (nothing a browser could run). */
    outline: z.string().regex(/^[Mmlz0-9 -]+$/).max(8000),
    marker: z.object({ x: z.number().int().min(0).max(9999), y: z.number().int().min(0).max(9999) }).strict().nullable(),
  })
  .strict();
export type ClueImage = z.infer<typeof clueImageSchema>;

export const clueCardSchema = z
  .object({
    id: z.string().min(1).max(80),
    kind: z.enum(CLUE_CARD_KINDS),
    question: z.string().trim().min(1).max(200),
    clues: z.tuple([clueText, clueText, clueText, clueText, clueText, clueText]),
    answer: z.string().trim().min(1).max(100),
    alternatives: z.array(z.string().trim().min(1).max(100)).max(10),
    /** Postal code of the state the card is about; null for a teacher's card with no state. */
    sourceState: z.string().regex(/^[A-Z]{2}$/).nullable(),
    /** Built-in cards only: how hard the card plays. */
    level: z.enum(CARD_LEVELS).optional(),
    /** Built-in cards only: the picture of one clue. */
    clueImage: clueImageSchema.optional(),
  })
  .strict();

export type ClueCard = z.infer<typeof clueCardSchema>;
export const CLUES_PER_CARD = 6;
