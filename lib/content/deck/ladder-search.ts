import { countBits, intersect, type Bitset } from "@/lib/content/deck/bitset";
import type { Fact, FactType } from "@/lib/content/deck/facts";

export const CLUES = 6;

/** A usable clue for one card: its fact, its text, and which candidates it leaves standing. */
export type PoolFact = {
  fact: Fact;
  key: string;
  text: string;
  difficulty: number;
  holdsFor: Bitset;
  /** A curated "known for" fact. */
  knownFor: boolean;
  /** About the city itself: a curated city fact, or where it lies (from its coordinates). */
  own: "curated" | "coordinates" | null;
  /** "My name begins with the letter…" */
  letter: boolean;
  /** Names the capital: allowed only as the last clue. */
  lastOnly: boolean;
};

/** Facts that say nearly the same thing share a family, so one ladder uses at most one of them. */
const FAMILY: Partial<Record<FactType, string>> = {
  statehoodYear: "joined",
  statehoodDecade: "joined",
  statehoodRank: "order",
  originalThirteen: "order",
  areaAbout: "area",
  areaRank: "area",
  areaBand: "area",
  populationAbout: "population",
  populationRank: "population",
  populationBand: "population",
  timeZones: "timeZones",
  timeZoneCount: "timeZones",
  region: "censusRegion",
  division: "censusRegion",
  rectangle: "shape",
  proportion: "shape",
  cityPart: "cityPosition",
  farthestOfTopFive: "cityPosition",
  topCity: "cities",
  largestCity: "cities",
};

export function familyOf(fact: Fact): string {
  return FAMILY[fact.type] ?? fact.type;
}

/** Clue one is something few players know; clue six something many do. */
export const FIRST_CLUE_MIN_DIFFICULTY = 5;
export const LAST_CLUE_MAX_DIFFICULTY = 4;
/** After clue five at most this many candidates remain for a player who knows every fact. */
export const MAX_CANDIDATES_AFTER_FIFTH = 3;
/** Candidates the search aims to leave after clue five (between 2 and the maximum). */
const TARGET_AFTER_FIFTH = 2.5;

/** How many of the most promising clues the search tries at each step. */
const BRANCHES = 5;
/** Falling short of the expected difficulty for a position costs this much per point, squared. */
const DIFFICULTY_WEIGHT = 0.04;
/** A clue the class already heard on another card for the same answer. */
const REPEAT_COST = 1;
/** A fact type that is on every card so far costs this much more. */
const VARIETY_WEIGHT = 1;
/** Each card that already reads the same sentence costs this much: the deck should not repeat itself. */
const TEXT_REUSE_COST = 0.35;
/** A clue that is not a curated "known for" fact costs this much: those are what the deck teaches. */
const NOT_KNOWN_FOR_COST = 0.45;

export type LadderRules = {
  /** Facts this ladder may not use at all (an earlier ladder's first and last clues). */
  forbidden: ReadonlySet<string>;
  /** Facts an earlier ladder of the same answer used: allowed, but at most `maxRepeats` of them and at a cost. */
  usedBefore: ReadonlySet<string>;
  maxRepeats: number;
  /** How often each fact type already appears in the deck, per card, to keep the deck varied. */
  typeShare: (type: FactType) => number;
  /** How many cards already use this clue text; at `textCap` the text is used up. */
  textUses: (text: string) => number;
  textCap: number;
  /** False once the deck has used up its share of letter clues. */
  letterAllowed: boolean;
  /** City cards need this many clues about the city itself (coordinates count once). */
  minOwnFacts: number;
};

export type LadderResult = { ok: true; ladder: PoolFact[] } | { ok: false; reason: string };

function ownCount(ladder: readonly PoolFact[]): number {
  const curated = ladder.filter((item) => item.own === "curated").length;
  return curated + (ladder.some((item) => item.own === "coordinates") ? 1 : 0);
}

/**
 * Deterministic search for six clues, hardest first, that leave only the answer after the sixth.
 * Hard rules: difficulty never rises; one fact per family; every clue rules out at least one candidate
 * still standing; clue one is obscure and leaves several; clue five leaves at most three; clue six leaves
 * exactly one and is well known; the capital only as clue six; a text or the letter clue only while the
 * deck has uses of it left; a city card's own facts. Among the ladders that obey them, the one closest to
 * an even (geometric) narrowing that uses the most curated facts wins; ties go to the first found.
 */
export function searchLadder(pool: readonly PoolFact[], universe: number, start: Bitset, rules: LadderRules): LadderResult {
  const usable = pool
    .filter((item) => !rules.forbidden.has(item.key) && rules.textUses(item.text) < rules.textCap && (rules.letterAllowed || !item.letter))
    .sort((a, b) => b.difficulty - a.difficulty || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!usable.some((item) => item.difficulty <= LAST_CLUE_MAX_DIFFICULTY && countBits(item.holdsFor) < universe)) {
    return { ok: false, reason: `no usable fact of difficulty ${LAST_CLUE_MAX_DIFFICULTY} or less for the last clue` };
  }
  const targetLog = (position: number) =>
    Math.log(universe) + (Math.log(TARGET_AFTER_FIFTH) - Math.log(universe)) * Math.min(1, (position + 1) / (CLUES - 1));
  const expectedDifficulty = (position: number) => 9 - (9 * position) / (CLUES - 1);
  let best: { ladder: PoolFact[]; cost: number } | null = null;

  const visit = (chosen: PoolFact[], set: Bitset, count: number, costSoFar: number) => {
    const position = chosen.length;
    const isLast = position === CLUES - 1;
    const maxDifficulty = chosen.at(-1)?.difficulty ?? Infinity;
    const families = new Set(chosen.map((item) => familyOf(item.fact)));
    const repeats = chosen.filter((item) => rules.usedBefore.has(item.key)).length;
    const options: { item: PoolFact; set: Bitset; count: number; cost: number }[] = [];
    for (const item of usable) {
      if (item.difficulty > maxDifficulty || families.has(familyOf(item.fact))) continue;
      if (position === 0 && item.difficulty < FIRST_CLUE_MIN_DIFFICULTY) continue;
      if (isLast ? item.difficulty > LAST_CLUE_MAX_DIFFICULTY : item.lastOnly) continue;
      const isRepeat = rules.usedBefore.has(item.key);
      if (isRepeat && repeats >= rules.maxRepeats) continue;
      // Too few clues left to reach the city card's own facts: this branch cannot finish.
      if (rules.minOwnFacts > 0 && ownCount([...chosen, item]) + (CLUES - 1 - position) < rules.minOwnFacts) continue;
      const next = intersect(set, item.holdsFor);
      const nextCount = countBits(next);
      if (nextCount >= count) continue;
      if (isLast ? nextCount !== 1 : nextCount < 2) continue;
      if (position === CLUES - 2 && nextCount > MAX_CANDIDATES_AFTER_FIFTH) continue;
      let cost = isLast ? 0 : (Math.log(nextCount) - targetLog(position)) ** 2;
      cost += DIFFICULTY_WEIGHT * Math.max(0, expectedDifficulty(position) - item.difficulty) ** 2;
      if (!item.knownFor) cost += NOT_KNOWN_FOR_COST;
      if (isRepeat) cost += REPEAT_COST;
      cost += VARIETY_WEIGHT * rules.typeShare(item.fact.type) + TEXT_REUSE_COST * rules.textUses(item.text);
      options.push({ item, set: next, count: nextCount, cost });
    }
    options.sort((a, b) => a.cost - b.cost);
    for (const option of options.slice(0, BRANCHES)) {
      const ladder = [...chosen, option.item];
      const cost = costSoFar + option.cost;
      if (best !== null && cost >= best.cost) continue;
      if (ladder.length === CLUES) best = { ladder, cost };
      else visit(ladder, option.set, option.count, cost);
    }
  };

  visit([], start, universe, 0);
  if (best === null) return { ok: false, reason: "no six-clue ladder meets the rules with the facts available" };
  return { ok: true, ladder: (best as { ladder: PoolFact[] }).ladder };
}
