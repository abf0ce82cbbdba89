import type { StoredCard } from "@/lib/server/deck-store";

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Cards whose question, answer, accepted answers or clues contain every word typed, in any order. */
export function searchCards(cards: readonly StoredCard[], query: string): StoredCard[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cards];
  return cards.filter((card) => {
    const haystack = fold([card.question, card.answer, ...card.alternatives, ...card.clues].join("\n"));
    return words.every((word) => haystack.includes(word));
  });
}
