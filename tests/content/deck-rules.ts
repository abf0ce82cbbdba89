import type { ClueCard } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";

/**
 * The deck's giveaway rules, written apart from the generator's own filter so the tests can catch a
 * filter that is too lax.
 */

/** Words that name a kind of place rather than a particular one; everything else in an answer identifies it. */
const GENERIC = new Set(
  "new north south east west city saint st fort ft mount mt san santa los las des del the and of island lake beach falls springs park county heights hills grand great little".split(" "),
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function mentions(text: string, phrase: string): boolean {
  return new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`, "i").test(text);
}

/** A clue that contains the answer, an accepted alternative, an identifying word of them, or the postal code. */
export function giveaways(card: ClueCard): string[] {
  const found: string[] = [];
  for (const [index, clue] of card.clues.entries()) {
    for (const name of [card.answer, ...card.alternatives]) {
      if (clue.toLowerCase().includes(name.toLowerCase())) found.push(`clue ${index + 1} contains "${name}"`);
      for (const word of name.split(/[^A-Za-z'.]+/)) {
        const bare = word.replace(/\.$/, "");
        if (bare.length < 3 || GENERIC.has(bare.toLowerCase())) continue;
        if (mentions(clue, bare)) found.push(`clue ${index + 1} has "${bare}"`);
      }
    }
    if (card.sourceState !== null && new RegExp(`\\b${card.sourceState}\\b`).test(clue)) found.push(`clue ${index + 1} has the postal code`);
  }
  return found;
}

/** The "no capital before the last clue": the card's state's capital is named only in clue 6. */
export function deckRuleProblems(card: ClueCard, states: readonly UsState[]): string[] {
  const state = states.find((candidate) => candidate.code === card.sourceState);
  if (state === undefined || card.kind === "capital") return [];
  return card.clues
    .slice(0, 5)
    .flatMap((clue, index) => (mentions(clue, state.capital) ? [`${card.id}: clue ${index + 1} names the capital ${state.capital}`] : []));
}
