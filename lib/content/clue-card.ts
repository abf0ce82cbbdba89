import { z } from "zod";

/**
 * The clue card contract shared by the engine, the built-in deck generator and teachers' decks:
 * one question, six clues from hardest to easiest, one answer and its accepted alternatives.
 */
export const CLUE_CARD_KINDS = ["state", "capital", "city", "custom"] as const;
export type ClueCardKind = (typeof CLUE_CARD_KINDS)[number];

const clueText = z.string().trim().min(1).max(300);

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
  })
  .strict();

export type ClueCard = z.infer<typeof clueCardSchema>;
export const CLUES_PER_CARD = 6;
