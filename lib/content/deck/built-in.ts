import type { ClueCard } from "@/lib/content/clue-card";
import { buildBuiltInDeck } from "@/lib/content/deck/build-deck";
import { STATES } from "@/lib/content/state-data";

/**
 * The deck every game can use without a teacher's own cards, generated once per process from
 * content/states.json and content/facts (see docs/deck.md for the time it takes), at first import.
 */
export const BUILT_IN_DECK: readonly ClueCard[] = Object.freeze(buildBuiltInDeck(STATES));
