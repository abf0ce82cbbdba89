import { z } from "zod";
import { clueCardSchema, type ClueCard } from "@/lib/content/clue-card";

/**
 * A card as a teacher imports or exports it: everything but the id, which the database assigns, and the
 * built-in deck's level and clue picture, which only the generator makes.
 */
export type NewCard = Omit<ClueCard, "id" | "level" | "clueImage">;

export const CSV_COLUMNS = [
  "question",
  "answer",
  "alternatives",
  "clue1",
  "clue2",
  "clue3",
  "clue4",
  "clue5",
  "clue6",
] as const;

/** Alternatives share one CSV cell separated by "|", so an alternative cannot itself contain one. */
export const ALTERNATIVES_SEPARATOR = "|";

export const newCardSchema = clueCardSchema
  .omit({ id: true, level: true, clueImage: true })
  .refine((card) => card.alternatives.every((alternative) => !alternative.includes(ALTERNATIVES_SEPARATOR)), {
    message: `an accepted answer may not contain "${ALTERNATIVES_SEPARATOR}"`,
    path: ["alternatives"],
  });

export const LIMITS = {
  question: 200,
  clue: 300,
  answer: 100,
  alternative: 100,
  alternatives: 10,
  rows: 500,
} as const;

export type ImportProblem = { row: number | null; field: string | null; reason: string };

export type ImportResult = { ok: true; cards: NewCard[] } | { ok: false; problems: ImportProblem[] };

export type ImportOptions = { maxBytes: number; maxRows?: number };

export const newCardsSchema = z.array(newCardSchema);
