import { parseCardsImport, type ImportProblem } from "@/lib/content/deck-io";
import type { CardInput, StoredCard } from "./api";

/** The form's own state: accepted answers are typed one per line. */
export type CardDraft = { question: string; answer: string; alternativesText: string; clues: string[] };

export const CLUE_FIELDS = ["clue1", "clue2", "clue3", "clue4", "clue5", "clue6"] as const;
export type DraftField = "question" | "answer" | "alternatives" | (typeof CLUE_FIELDS)[number];

export const emptyDraft = (): CardDraft => ({ question: "", answer: "", alternativesText: "", clues: ["", "", "", "", "", ""] });

export function draftFromCard(card: StoredCard): CardDraft {
  return { question: card.question, answer: card.answer, alternativesText: card.alternatives.join("\n"), clues: [...card.clues] };
}

export function alternativesOf(draft: CardDraft): string[] {
  return draft.alternativesText
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export function inputOf(draft: CardDraft): CardInput {
  const [c1 = "", c2 = "", c3 = "", c4 = "", c5 = "", c6 = ""] = draft.clues;
  return { question: draft.question, answer: draft.answer, alternatives: alternativesOf(draft), clues: [c1, c2, c3, c4, c5, c6] };
}

/**
 * The server's rules, run in the browser while typing: the server checks a card by reading it as a
 * one-card JSON import, so doing the same here gives the same problems before anything is sent.
 */
export function draftProblems(draft: CardDraft): ImportProblem[] {
  const result = parseCardsImport("card.json", JSON.stringify([inputOf(draft)]), { maxBytes: 64 * 1024, maxRows: 1 });
  return result.ok ? [] : result.problems.map((problem) => ({ ...problem, row: null }));
}

/** Problems keyed by the form field they belong to; a list-level "clues" problem goes on clue 1. */
export function problemsByField(problems: readonly ImportProblem[]): { byField: Map<DraftField, string[]>; general: string[] } {
  const byField = new Map<DraftField, string[]>();
  const general: string[] = [];
  const fields: readonly string[] = ["question", "answer", "alternatives", ...CLUE_FIELDS];
  for (const problem of problems) {
    const field = problem.field === "clues" ? "clue1" : problem.field;
    if (field !== null && fields.includes(field)) {
      const key = field as DraftField;
      byField.set(key, [...(byField.get(key) ?? []), sentence(problem.reason)]);
    } else {
      general.push(sentence(problem.reason));
    }
  }
  return { byField, general };
}

/** deck-io's reasons are lower-case clauses; the form shows them as sentences. */
export function sentence(reason: string): string {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
