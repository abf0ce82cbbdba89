import { countBits, countIntersection, intersect, type Bitset } from "@/lib/content/deck/bitset";
import type { BandMeasure, Fact, FactType } from "@/lib/content/deck/facts";

export const CLUES = 6;

/** A usable clue for one card: its fact, its text, and which candidates it leaves standing. */
export type PoolFact = {
  fact: Fact;
  key: string;
  text: string;
  difficulty: number;
  holdsFor: Bitset;
  /** How many candidates the fact holds for: each of their cards could want the same sentence. */
  holders: number;
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
  // band facts are placed in their measure's family by familyOf
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
  extent: "shape",
  silhouette: "shape",
  cityPart: "cityPosition",
  farthestOfTopFive: "cityPosition",
  capitalDistance: "cityDistance",
  largestDistance: "cityDistance",
  topCity: "cities",
  largestCity: "cities",
};

const BAND_FAMILY: Readonly<Record<BandMeasure, string>> = {
  dcMiles: "dcDistance",
  northSouthMiles: "shape",
  eastWestMiles: "shape",
  areaSqMi: "area",
  joinedYear: "joined",
  middleLatitude: "latitude",
  middleLongitudeWest: "longitude",
};

export function familyOf(fact: Fact): string {
  if (fact.type === "band") return BAND_FAMILY[fact.measure];
  return FAMILY[fact.type] ?? fact.type;
}

/**
 * Clues run from hard to easy, but a clue may be up to this much harder than the one before it: the
 * strict order, on top of the deck's other rules, leaves many states with no ladder at all.
 */
export const MAX_DIFFICULTY_RISE = 3;
/** Each point a clue is harder than the one before costs this much. */
const DIFFICULTY_RISE_COST = 0.4;

/** Clue one is something few players know; clue six something many do. */
export const FIRST_CLUE_MIN_DIFFICULTY = 5;
export const LAST_CLUE_MAX_DIFFICULTY = 4;
/**
 * A city card's last clue is one of the city's own curated facts (each is true of that city alone, so it
 * can only come last), and the authors rate few of those below 5.
 */
export const CITY_LAST_CLUE_MAX_DIFFICULTY = 8;
/** After clue five at most this many candidates remain for a player who knows every fact. */
export const MAX_CANDIDATES_AFTER_FIFTH = 3;
/** Clue one aims to leave about pool^0.62 candidates: 11 of 50, 31 of 250. */
const FIRST_CLUE_POOL_EXPONENT = 0.62;
/** Candidates the search aims to leave after clue five (between 2 and the maximum). */
const TARGET_AFTER_FIFTH = 2.5;

/**
 * The search tries clues cheapest first, every one if need be, and keeps the best complete ladder; it
 * stops after this many steps, so a card with no ladder costs milliseconds, not minutes.
 */
export const NODE_BUDGET = 3000;
/** Steps the search may still take to improve on the first complete ladder it finds. */
const IMPROVEMENT_BUDGET = 100;
/** Falling short of the expected difficulty for a position costs this much per point, squared. */
const DIFFICULTY_WEIGHT = 0.04;
/** A clue the class already heard on another card for the same answer. */
const REPEAT_COST = 1;
/** A fact type that is on every card so far costs this much more. */
const VARIETY_WEIGHT = 1;
/** Each card that already reads the same sentence costs this much: the deck should not repeat itself. */
const TEXT_REUSE_COST = 0.8;
/**
 * A sentence true of many candidates is wanted by many cards but may be used only `textCap` times:
 * each doubling of demand over supply costs this much, so the cards that have other choices leave it.
 */
const CONTENTION_WEIGHT = 0;
/** A clue that is not a curated "known for" fact costs this much: those are what the deck teaches. */
const NOT_KNOWN_FOR_COST = 1.2;

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
  lastClueMaxDifficulty: number;
  /** When set, the last clue must be this fact (a state's outline on the board). */
  lastKey?: string;
  /** The ladder must hold at least this many curated "known for" facts. */
  minKnownFor?: number;
  /** Search steps allowed (default {@link NODE_BUDGET}): a wish that may not be met gets fewer. */
  budget?: number;
};

export type LadderResult = { ok: true; ladder: PoolFact[] } | { ok: false; reason: string };


/**
 * Deterministic search for six clues, hardest first, that leave only the answer after the sixth.
 * Hard rules: difficulty rises by at most two points from one clue to the next (and at a cost); one fact per family; every clue rules out at least one candidate
 * still standing; clue one is obscure and leaves several; clue five leaves at most three; clue six leaves
 * exactly one and is well known; the capital only as clue six; a text or the letter clue only while the
 * deck has uses of it left; a city card's own facts. Among the ladders that obey them, the one closest to
 * an even (geometric) narrowing that uses the most curated facts wins; ties go to the first found.
 */
export function searchLadder(pool: readonly PoolFact[], universe: number, start: Bitset, rules: LadderRules): LadderResult {
  const usable = pool
    .filter((item) => !rules.forbidden.has(item.key) && rules.textUses(item.text) < rules.textCap && (rules.letterAllowed || !item.letter))
    .sort((a, b) => b.difficulty - a.difficulty || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const lastMax = rules.lastClueMaxDifficulty;
  if (!usable.some((item) => item.difficulty <= lastMax && countBits(item.holdsFor) < universe)) {
    return { ok: false, reason: `no usable fact of difficulty ${lastMax} or less for the last clue` };
  }
  const result = searchWithBudget(usable, universe, start, rules);
  if (result.ladder !== null) return { ok: true, ladder: result.ladder };
  return { ok: false, reason: `no six-clue ladder meets the rules (the best tries stopped after clue ${result.deepest}) with the facts available` };
}

function searchWithBudget(
  usable: readonly PoolFact[],
  universe: number,
  start: Bitset,
  rules: LadderRules,
): { ladder: PoolFact[] | null; deepest: number } {
  let budget = rules.budget ?? NODE_BUDGET;
  const lastMax = rules.lastClueMaxDifficulty;
  // Clue one aims at a few dozen of 250 cities (about a dozen of 50 states), then an even, geometric
  // narrowing to two or three after clue five. The broadest facts ("in the South") are the most shared,
  // so aiming lower leaves them to the cards that need them.
  const firstLog = Math.log(Math.min(universe - 1, Math.max(8, universe ** FIRST_CLUE_POOL_EXPONENT)));
  const targetLog = (position: number) => firstLog + ((Math.log(TARGET_AFTER_FIFTH) - firstLog) * Math.min(position, CLUES - 2)) / (CLUES - 2);
  const expectedDifficulty = (position: number) => 9 - (9 * position) / (CLUES - 1);
  let best: { ladder: PoolFact[]; cost: number } | null = null;
  let deepest = 0;

  // Per-item facts the inner loop needs, computed once: a family as a bit, whether it repeats an earlier ladder.
  const familyIds = new Map<string, number>();
  const info = new Map(
    usable.map((item) => {
      const name = familyOf(item.fact);
      if (!familyIds.has(name)) familyIds.set(name, familyIds.size);
      return [item, { family: 2 ** (familyIds.get(name) ?? 0), repeat: rules.usedBefore.has(item.key) }] as const;
    }),
  );
  const bitOf = (item: PoolFact) => info.get(item) ?? { family: 0, repeat: false };
  // Families beyond 52 would not fit a number's bits; pools hold about 30.
  if (familyIds.size > 52) throw new Error(`Too many fact families (${familyIds.size}) for one card`);
  const finishers = usable.filter((item) => item.difficulty <= lastMax && (rules.lastKey === undefined || item.key === rules.lastKey));
  const middles = usable.filter((item) => !item.lastOnly);

  type Node = { chosen: PoolFact[]; families: number; repeats: number; own: number; coordinates: boolean; knownFor: number; set: Bitset; count: number };
  const extend = (node: Node, item: PoolFact, set: Bitset, count: number): Node => ({
    chosen: [...node.chosen, item],
    families: node.families + bitOf(item).family,
    repeats: node.repeats + (bitOf(item).repeat ? 1 : 0),
    own: node.own + (item.own === "curated" || (item.own === "coordinates" && !node.coordinates) ? 1 : 0),
    coordinates: node.coordinates || item.own === "coordinates",
    knownFor: node.knownFor + (item.knownFor ? 1 : 0),
    set,
    count,
  });

  /** Can `item` follow the clues of `node`? Returns how many candidates would be left, or null. */
  const step = (node: Node, item: PoolFact): number | null => {
    const position = node.chosen.length;
    const isLast = position === CLUES - 1;
    const previous = node.chosen[position - 1];
    if (previous !== undefined && item.difficulty > previous.difficulty + MAX_DIFFICULTY_RISE) return null;
    const { family, repeat } = bitOf(item);
    if (Math.floor(node.families / family) % 2 === 1) return null;
    if (position === 0 && item.difficulty < FIRST_CLUE_MIN_DIFFICULTY) return null;
    if (isLast ? item.difficulty > lastMax : item.lastOnly) return null;
    if (rules.lastKey !== undefined && isLast !== (item.key === rules.lastKey)) return null;
    if (repeat && node.repeats >= rules.maxRepeats) return null;
    // Too few clues left to reach the city card's own facts (or the wished-for known-for facts).
    if (rules.minOwnFacts > 0) {
      const own = node.own + (item.own === "curated" || (item.own === "coordinates" && !node.coordinates) ? 1 : 0);
      if (own + (CLUES - 1 - position) < rules.minOwnFacts) return null;
    }
    if (rules.minKnownFor !== undefined && node.knownFor + (item.knownFor ? 1 : 0) + (CLUES - 1 - position) < rules.minKnownFor) return null;
    const nextCount = countIntersection(node.set, item.holdsFor);
    if (nextCount >= node.count) return null;
    if (isLast ? nextCount !== 1 : nextCount < 2) return null;
    if (position === CLUES - 2 && nextCount > MAX_CANDIDATES_AFTER_FIFTH) return null;
    return nextCount;
  };

  /** Looking ahead from clue four: is there a fifth clue, and then a sixth, that finish the card? */
  const canFinish = (node: Node): boolean => {
    if (node.chosen.length === CLUES) return node.count === 1;
    const isLast = node.chosen.length === CLUES - 1;
    for (const item of isLast ? finishers : middles) {
      const nextCount = step(node, item);
      if (nextCount === null) continue;
      if (isLast) return true;
      if (canFinish(extend(node, item, intersect(node.set, item.holdsFor), nextCount))) return true;
    }
    return false;
  };

  const visit = (node: Node, costSoFar: number) => {
    const position = node.chosen.length;
    deepest = Math.max(deepest, position);
    const isLast = position === CLUES - 1;
    const previous = node.chosen[position - 1];
    const options: { item: PoolFact; count: number; cost: number }[] = [];
    for (const item of usable) {
      const nextCount = step(node, item);
      if (nextCount === null) continue;
      let cost = isLast ? 0 : (Math.log(nextCount) - targetLog(position)) ** 2;
      cost += DIFFICULTY_WEIGHT * Math.max(0, expectedDifficulty(position) - item.difficulty) ** 2;
      cost += DIFFICULTY_RISE_COST * Math.max(0, item.difficulty - (previous?.difficulty ?? Infinity));
      if (!item.knownFor) cost += NOT_KNOWN_FOR_COST;
      cost += CONTENTION_WEIGHT * Math.max(0, Math.log2(item.holders / rules.textCap));
      if (rules.usedBefore.has(item.key)) cost += REPEAT_COST;
      cost += VARIETY_WEIGHT * rules.typeShare(item.fact.type) + TEXT_REUSE_COST * rules.textUses(item.text);
      options.push({ item, count: nextCount, cost });
    }
    options.sort((a, b) => a.cost - b.cost);
    for (const option of options) {
      if (budget <= 0) return;
      const cost = costSoFar + option.cost;
      if (best !== null && cost >= best.cost) continue;
      const next = extend(node, option.item, intersect(node.set, option.item.holdsFor), option.count);
      // From clue four on, only branches that can still be finished are worth a turn of the search.
      if (position >= CLUES - 3 && !canFinish(next)) continue;
      budget -= 1;
      if (next.chosen.length === CLUES) {
        // A ladder is in hand: a few more steps may find a cheaper one, but not many (start-up time).
        if (best === null) budget = Math.min(budget, IMPROVEMENT_BUDGET);
        best = { ladder: next.chosen, cost };
      } else visit(next, cost);
    }
  };

  visit({ chosen: [], families: 0, repeats: 0, own: 0, coordinates: false, knownFor: 0, set: start, count: universe }, 0);
  // Read through a function: `visit` assigns `best` inside its closure.
  const found = (): { ladder: PoolFact[] } | null => best;
  return { ladder: found()?.ladder ?? null, deepest };
}
