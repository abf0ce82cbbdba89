import { shuffled, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { ALL_CARDS, earlierStatehood, type CardCode } from "./cards";
import { POWER_CARD_IDS } from "./power-cards";
import type { Pair, Side } from "./teams";

/** A freshly shuffled GeoPlunge deck (all 50 cards), top card first. */
export function shuffledCards(rng: RngState): [CardCode[], RngState] {
  return shuffled(ALL_CARDS, rng);
}

/** A freshly shuffled Power deck (all 15 cards), top card first. */
export function shuffledPowerCards(rng: RngState): [string[], RngState] {
  return shuffled(POWER_CARD_IDS, rng);
}

/** Takes `count` cards off the top. */
export function take<T>(deck: readonly T[], count: number): [T[], T[]] {
  if (deck.length < count) throw new Error(`The deck has ${deck.length} cards; ${count} were needed`);
  return [deck.slice(0, count), deck.slice(count)];
}

/** Deals `count` cards to each team, one at a time, starting with side 0. */
export function dealEach<T>(deck: readonly T[], count: number): [Pair<T[]>, T[]] {
  const hands: Pair<T[]> = [[], []];
  for (let i = 0; i < 2 * count; i++) {
    const card = deck[i];
    if (card === undefined) throw new Error("The deck ran out while dealing");
    hands[(i % 2) as Side].push(card);
  }
  return [hands, deck.slice(2 * count)];
}

/**
 * "Each team picks one GeoPlunge card without looking at it in advance and whichever team's card has
 * a statehood ranking closer to 1 will be the lead team" — the cards go back and the deck is
 * shuffled again afterwards, so only the generator moves on.
 */
export function drawForFirstLead(rng: RngState): { cards: Pair<CardCode>; lead: Side; rng: RngState } {
  const [deck, next] = shuffledCards(rng);
  const [first, second] = deck;
  if (first === undefined || second === undefined) throw new Error("empty deck");
  return { cards: [first, second], lead: earlierStatehood(first, second) === first ? 0 : 1, rng: next };
}
