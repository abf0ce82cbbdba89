import { countBits, intersect, type Bitset } from "@/lib/content/deck/bitset";
import type { Fact, FactType } from "@/lib/content/deck/facts";

export const CLUES = 6;

/** A usable clue for one card: its fact, its text, and which candidates it leaves standing. */
export type PoolFact = { fact: Fact; key: string; text: string; difficulty: number; holdsFor: Bitset };

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
  nameWordCount: "name",
  nameInitial: "name",
};

export function familyOf(fact: Fact): string {
  return FAMILY[fact.type] ?? fact.type;
}

/** Clue one is something few players know; clue six something most do. */
export const FIRST_CLUE_MIN_DIFFICULTY = 5;
export const LAST_CLUE_MAX_DIFFICULTY = 2;

/** How many of the most promising clues the search tries at each step. */
const BRANCHES = 6;
/** Falling short of the expected difficulty for a position costs this much per point, squared. */
const DIFFICULTY_WEIGHT = 0.05;
/** Naming the answer outright before the last clue makes the rest of the card pointless. */
const EARLY_FINISH_COST = 4;
/** A clue the class already heard on another card for the same answer. */
const REPEAT_COST = 1;
/** A fact type that is on every card so far costs this much more. */
const VARIETY_WEIGHT = 1;
/** A clue that rules nobody out is a wasted turn. */
const STALL_COST = 1.5;

/**
 * Deterministic search for six clues, hardest first, that leave only the answer after the sixth.
 * Hard rules: difficulty never rises, one fact per family, clue one leaves at least two candidates and
 * is obscure, clue six leaves exactly one and is well known. Among the ladders that obey them, the one
 * closest to an even (geometric) narrowing wins; ties go to the first found in a fixed order.
 */
export type LadderRules = {
  /** Facts this ladder may not use at all (an earlier ladder's first and last clues). */
  forbidden: ReadonlySet<string>;
  /** Facts an earlier ladder of the same answer used: allowed, but at most `maxRepeats` of them and at a cost. */
  usedBefore: ReadonlySet<string>;
  maxRepeats: number;
  /** How often each fact type already appears in the deck, per card, to keep the deck varied. */
  typeShare: (type: FactType) => number;
};

export function searchLadder(
  pool: readonly PoolFact[],
  universe: number,
  start: Bitset,
  rules: LadderRules,
): PoolFact[] | null {
  const usable = pool
    .filter((item) => !rules.forbidden.has(item.key))
    .sort((a, b) => b.difficulty - a.difficulty || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const targetLog = (position: number) => Math.log(universe) * (1 - (position + 1) / CLUES);
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
      if (isLast && item.difficulty > LAST_CLUE_MAX_DIFFICULTY) continue;
      const isRepeat = rules.usedBefore.has(item.key);
      if (isRepeat && repeats >= rules.maxRepeats) continue;
      const next = intersect(set, item.holdsFor);
      const nextCount = countBits(next);
      if (position === 0 && nextCount < 2) continue;
      if (isLast && nextCount !== 1) continue;
      let cost = (Math.log(nextCount) - targetLog(position)) ** 2;
      cost += DIFFICULTY_WEIGHT * Math.max(0, expectedDifficulty(position) - item.difficulty) ** 2;
      if (!isLast && nextCount === 1) cost += EARLY_FINISH_COST;
      if (nextCount === count && count > 1) cost += STALL_COST;
      if (isRepeat) cost += REPEAT_COST;
      cost += VARIETY_WEIGHT * rules.typeShare(item.fact.type);
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
  return best === null ? null : (best as { ladder: PoolFact[] }).ladder;
}
