import type { ClueCard } from "@/lib/content/clue-card";
import { buildBuiltInDeck } from "@/lib/content/deck/build-deck";
import { STATES } from "@/lib/content/state-data";

let deck: readonly ClueCard[] | null = null;

/**
 * The deck every game can use without a teacher's own cards, generated from content/states.json
 * and content/facts (see docs/deck.md for the time it takes) the first time it is asked for, then
 * kept for the process. Not at import: building it costs seconds of CPU, and a server whose classes
 * play only card games never needs it.
 */
export function builtInClueDeck(): readonly ClueCard[] {
  deck ??= Object.freeze(buildBuiltInDeck(STATES));
  return deck;
}
