import { CARD_LEVELS, type CardLevel } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import type { DeckBuild, GeneratedCard } from "@/lib/content/deck/build-deck";
import { isCoordinateFact, isKnownFor } from "@/lib/content/deck/facts";
import { candidateCountsAfterEachClue } from "@/lib/content/deck/solver";
import { subjectsOfKind, type GeneratedKind } from "@/lib/content/deck/subjects";

/**
 * The figures the issue holds the deck to, measured on a generated deck with the solver (not with the
 * generator's own bookkeeping): the report prints them and the content tests hold them to their bars.
 */
export type KindCurve = {
  kind: GeneratedKind | "all";
  cards: number;
  pool: number | null;
  /** Mean candidates left after clues 1..6. */
  meanCandidates: number[];
  /** Cards first settled after clue 1..6 (index 0 = clue 1). */
  settledAt: number[];
  /** Cards per teacher label. */
  levels: Record<CardLevel, number>;
};

export type DeckFigures = {
  cards: number;
  cardsByKind: Record<GeneratedKind, number>;
  clues: number;
  distinctClues: number;
  distinctClueRatio: number;
  /** The clue text on the most cards. */
  mostRepeated: { text: string; cards: number; share: number };
  /** Clues that rule out no candidate left by the clues before them. */
  deadClues: number;
  cardsWithDeadClues: number;
  /** Cards that clue 1 settles, and cards with more than three candidates after clue 5. */
  settledByFirstClue: number;
  openAfterFifth: number;
  letterCards: number;
  letterShare: number;
  /** Curated ("known for") facts per card, on average, and the share of cards with two or more. */
  knownForPerCard: number;
  knownForShare: number;
  /** City cards with at least two clues about the city itself (its coordinates count once). */
  cityCards: number;
  cityOwnFactCards: number;
  cityOwnFactShare: number;
  curves: KindCurve[];
  unbuilt: number;
};

export function solverCounts(generated: GeneratedCard, states: readonly UsState[]): number[] {
  return candidateCountsAfterEachClue(generated.facts, generated.card.kind as GeneratedKind, states);
}

export function ownClueCount(generated: GeneratedCard): number {
  const curated = generated.facts.filter((fact) => fact.type === "cityCurated").length;
  return curated + (generated.facts.some(isCoordinateFact) ? 1 : 0);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function deckFigures(build: DeckBuild, states: readonly UsState[]): DeckFigures {
  const cards = build.cards;
  const counts = cards.map((generated) => solverCounts(generated, states));
  const uses = new Map<string, number>();
  for (const { card } of cards) for (const clue of new Set(card.clues)) uses.set(clue, (uses.get(clue) ?? 0) + 1);
  const [topText, topCount] = [...uses].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ["", 0];
  const pools: Record<GeneratedKind, number> = {
    state: subjectsOfKind("state", states).length,
    capital: subjectsOfKind("capital", states).length,
    city: subjectsOfKind("city", states).length,
  };
  const dead = counts.map((curve, index) => curve.filter((count, clue) => count === (clue === 0 ? pools[cards[index]?.card.kind as GeneratedKind] : curve[clue - 1])).length);
  const letterCards = cards.filter(({ facts }) => facts.some((fact) => fact.type === "nameInitial")).length;
  const knownFor = cards.map(({ facts }) => facts.filter(isKnownFor).length);
  const cityCards = cards.filter(({ card }) => card.kind === "city");
  const cityOwn = cityCards.filter((generated) => ownClueCount(generated) >= 2).length;
  const clues = cards.length * 6;

  const curves: KindCurve[] = (["state", "capital", "city", "all"] as const).map((kind) => {
    const members = cards.map((generated, index) => ({ generated, curve: counts[index] ?? [] })).filter(({ generated }) => kind === "all" || generated.card.kind === kind);
    const levels = Object.fromEntries(CARD_LEVELS.map((level) => [level, members.filter(({ generated }) => generated.card.level === level).length])) as Record<CardLevel, number>;
    return {
      kind,
      cards: members.length,
      pool: kind === "all" ? null : pools[kind],
      meanCandidates: [0, 1, 2, 3, 4, 5].map((clue) => mean(members.map(({ curve }) => curve[clue] ?? 0))),
      settledAt: [1, 2, 3, 4, 5, 6].map((clue) => members.filter(({ curve }) => curve.indexOf(1) + 1 === clue).length),
      levels,
    };
  });

  return {
    cards: cards.length,
    cardsByKind: {
      state: cards.filter(({ card }) => card.kind === "state").length,
      capital: cards.filter(({ card }) => card.kind === "capital").length,
      city: cityCards.length,
    },
    clues,
    distinctClues: uses.size,
    distinctClueRatio: clues === 0 ? 0 : uses.size / clues,
    mostRepeated: { text: topText, cards: topCount, share: cards.length === 0 ? 0 : topCount / cards.length },
    deadClues: dead.reduce((sum, count) => sum + count, 0),
    cardsWithDeadClues: dead.filter((count) => count > 0).length,
    settledByFirstClue: counts.filter((curve) => curve[0] === 1).length,
    openAfterFifth: counts.filter((curve) => (curve[4] ?? 0) > 3).length,
    letterCards,
    letterShare: cards.length === 0 ? 0 : letterCards / cards.length,
    knownForPerCard: mean(knownFor),
    knownForShare: cards.length === 0 ? 0 : knownFor.filter((count) => count >= 2).length / cards.length,
    cityCards: cityCards.length,
    cityOwnFactCards: cityOwn,
    cityOwnFactShare: cityCards.length === 0 ? 0 : cityOwn / cityCards.length,
    curves,
    unbuilt: build.unbuilt.length,
  };
}
