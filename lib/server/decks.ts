import "server-only";
import type { ClueCard } from "@/lib/content/clue-card";
import { builtInClueDeck } from "@/lib/content/deck/built-in";
import { db } from "./db/client";

let builtIn: ClueCard[] | null = null;

/** The deck generated from content/states.json and content/facts (deterministic, so built once per process and shared with the Cities Reference Card). */
export function builtInDeck(): ClueCard[] {
  builtIn ??= [...builtInClueDeck()];
  return builtIn;
}

/** The cards of the owner's decks; another teacher's deck counts as missing. */
export async function customDeckCards(
  owner: string,
  deckIds: readonly string[],
): Promise<{ ok: true; cards: ClueCard[] } | { ok: false; missing: string[] }> {
  if (deckIds.length === 0) return { ok: true, cards: [] };
  const decks = await db().deck.findMany({
    where: { id: { in: [...deckIds] }, ownerId: owner },
    include: { cards: { orderBy: { position: "asc" } } },
  });
  const missing = deckIds.filter((id) => !decks.some((d) => d.id === id));
  if (missing.length) return { ok: false, missing };
  return {
    ok: true,
    cards: decks.flatMap((deck) =>
      deck.cards.map((card) => ({
        id: `custom-${card.id}`,
        kind: "custom" as const,
        question: card.question,
        clues: JSON.parse(card.clues) as ClueCard["clues"],
        answer: card.answer,
        alternatives: JSON.parse(card.alternatives) as string[],
        sourceState: null,
      })),
    ),
  };
}
