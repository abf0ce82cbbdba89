import type { CardLevel, ClueCard, ClueImage } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import { answerFor, sharedCityNames } from "@/lib/content/deck/answer-names";
import { addToBitset, countBits, emptyBitset, fullBitset, intersect, type Bitset } from "@/lib/content/deck/bitset";
import { slug } from "@/lib/content/deck/city-names";
import {
  factAllows,
  factDifficulty,
  factKey,
  factsAbout,
  isCoordinateFact,
  isKnownFor,
  spokenReach,
  type Fact,
  type FactContext,
  type FactType,
} from "@/lib/content/deck/facts";
import { giveawayCheck, mentionsPhrase } from "@/lib/content/deck/giveaway";
import {
  CITY_LAST_CLUE_MAX_DIFFICULTY,
  LAST_CLUE_MAX_DIFFICULTY,
  searchLadder,
  type LadderRules,
  type PoolFact,
} from "@/lib/content/deck/ladder-search";
import { readsForCity, renderFact } from "@/lib/content/deck/render-fact";
import { subjectsOfKind, type GeneratedKind, type Subject } from "@/lib/content/deck/subjects";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import type { CuratedFacts } from "@/lib/content/facts/schema";
import { stateSilhouette } from "@/lib/content/geo/silhouette";

/** A built-in card with the facts its clues were rendered from and the solver's curve, for tests and the report. */
export type GeneratedCard = { card: ClueCard; facts: Fact[]; counts: number[] };

/** A card the builder could not make, and why (so a gap in the facts is visible, not silent). */
export type UnbuiltCard = { kind: GeneratedKind; subject: string; reason: string };

export type DeckBuild = { cards: GeneratedCard[]; unbuilt: UnbuiltCard[] };

export const QUESTIONS: Readonly<Record<GeneratedKind, string>> = {
  state: "Which state am I?",
  capital: "Which state capital am I?",
  city: "Which city am I? I am one of the five largest cities in my state.",
};

/** The bar: the deck has at least as many cards as the original box. */
export const MIN_DECK_CARDS = 284;
/** No clue text on more than this share of the cards. */
export const MAX_TEXT_SHARE = 0.02;
/** A "My name begins with…" clue on at most this share of the cards. */
export const MAX_LETTER_SHARE = 0.1;
/** A city gets a card only with this many usable curated facts of its own. */
export const MIN_CITY_FACTS = 3;
/** A city card needs this many clues about the city itself (its coordinates count once). */
export const MIN_CITY_OWN_CLUES = 2;
/** Search steps for a wished-for ladder (two known-for facts, the outline last) before settling for less. */
const WISH_BUDGET = 300;
/** Where the data allows, each state gets up to this many ladders built from different facts. */
const LADDERS_PER_STATE = 3;

const FIRST_PERSON = /\b(I|I'm|I've|me|my|here)\b/i;

/**
 * A fact true of most candidates wastes a turn; above this share of the field it is not used as a clue.
 */
const WEAK_FACT_SHARE = 0.6;

function mentionedCodes(fact: Fact): string[] {
  return fact.type === "borders" || fact.type === "cornerTouch" || fact.type === "inState" || fact.type === "nearBorder" ? [fact.code] : [];
}

function cardId(subject: Subject, ladder: number): string {
  switch (subject.type) {
    case "state":
      return `state-${subject.state.code}-${ladder}`;
    case "capital":
      return `capital-${subject.state.code}`;
    case "city":
      return `city-${subject.state.code}-${slug(subject.city)}`;
  }
}

/**
 * The teacher's label, from the solver's curve: how long the card stays open for a player who knows
 * every fact, as the mean over clues 1–4 of log(candidates left) / log(pool). A card whose field stays
 * wide until late asks more of the class (hard); one that narrows early gives more away (easy). The
 * bounds split the deck roughly 30/40/30.
 */
export function openness(counts: readonly number[], pool: number): number {
  return [0, 1, 2, 3].reduce((sum, clue) => sum + Math.log(counts[clue] ?? 1) / Math.log(pool), 0) / 4;
}
export const EASY_BELOW = 0.4;
export const HARD_FROM = 0.44;

export function levelOf(counts: readonly number[], pool: number): CardLevel {
  const value = openness(counts, pool);
  if (value < EASY_BELOW) return "easy";
  if (value >= HARD_FROM) return "hard";
  return "medium";
}

const ISLAND_STATES = new Set(["AK", "HI"]);

/** The outline clue's sentence: its figure keeps the text different from state to state. */
function silhouetteText(subject: Subject): string | null {
  const place = subject.place;
  if (place === null) return null;
  const northSouth = spokenReach(place, "northSouth");
  const eastWest = spokenReach(place, "eastWest");
  // The same figures as the reach clues ("I stretch about … miles from north to south"): one measure, one
  // rounding (`spokenReach`). Both directions, so states of one north–south figure (Kansas, Nebraska, North
  // Dakota…) keep different sentences; a direction no card says (`EXTENT_NOT_SAID`, e.g. Texas north–south)
  // is left out here too.
  const figures = [
    ...(northSouth === null ? [] : [`${northSouth} miles from north to south`]),
    ...(eastWest === null ? [] : [`${eastWest} miles from east to west`]),
  ];
  const span = ISLAND_STATES.has(place.code) ? "islands and all" : figures.length === 0 ? null : `about ${figures.join(" and ")}`;
  if (subject.type === "state") {
    return ISLAND_STATES.has(place.code)
      ? "Look at the board: that is my outline, islands and all."
      : span === null
        ? "Look at the board: that is my outline."
        : `Look at the board: that is my outline. I stretch ${span}.`;
  }
  if (subject.cityPlace === null) return null;
  return span === null ? "Look at the board: the dot is me, in my state's outline." : `Look at the board: the dot is me, in my state's outline (${span}).`;
}

function clueImageOf(subject: Subject, clue: number): ClueImage {
  const city = subject.type === "state" ? undefined : subject.cityPlace?.coordinate;
  const image = stateSilhouette(subject.state.code, city === undefined ? undefined : [city.lon, city.lat]);
  return { clue, ...image };
}

type DeckState = {
  textUses: Map<string, number>;
  typeUsage: Map<FactType, number>;
  cards: number;
  letterCards: number;
};

type KindContext = {
  kind: GeneratedKind;
  subjects: Subject[];
  everyone: Bitset;
  holdsFor: (fact: Fact, key: string) => Bitset;
};

function kindContext(kind: GeneratedKind, states: readonly UsState[]): KindContext {
  const subjects = subjectsOfKind(kind, states);
  const cache = new Map<string, Bitset>();
  return {
    kind,
    subjects,
    everyone: fullBitset(subjects.length),
    holdsFor: (fact, key) => {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const set = emptyBitset(subjects.length);
      subjects.forEach((candidate, index) => {
        if (factAllows(fact, candidate)) addToBitset(set, index);
      });
      cache.set(key, set);
      return set;
    },
  };
}

/**
 * Generates the built-in deck: a ladder for every state, every capital and every top-five city with
 * enough curated facts of its own, then up to two more ladders per state. Pure and deterministic:
 * the same states and facts give the same deck, byte for byte.
 */
export function generateDeck(states: readonly UsState[], curated: CuratedFacts): DeckBuild {
  const names = new Map(states.map((state) => [state.code, state.name]));
  const stateName = (code: string) => names.get(code) ?? code;
  const stateNameWords = new Set(states.flatMap((state) => state.name.toLowerCase().split(/\s+/)));
  const shared = sharedCityNames(states);
  const factContext: FactContext = { states, curated, silhouetteText };
  const contexts = {
    state: kindContext("state", states),
    capital: kindContext("capital", states),
    city: kindContext("city", states),
  } as const;
  const unbuilt: UnbuiltCard[] = [];
  const cards: GeneratedCard[] = [];

  /** The facts a card about this subject may use, rendered in the card's voice and vetted. */
  const poolFor = (context: KindContext, subject: Subject): PoolFact[] => {
    const { answer, alternatives } = answerFor(subject, shared);
    const givesAway = giveawayCheck({ answer, alternatives, sourceState: subject.state.code });
    const pool: PoolFact[] = [];
    const texts = new Set<string>();
    for (const fact of factsAbout(subject, factContext)) {
      if (mentionedCodes(fact).some((code) => !names.has(code))) continue;
      if (fact.type === "curated" && context.kind !== "state" && !readsForCity(fact.text)) continue;
      // A curated sentence that never says "I", "my" or "here" is not tied to the card's answer.
      if ((fact.type === "curated" || fact.type === "cityCurated") && !FIRST_PERSON.test(fact.text)) continue;
      const text = renderFact(fact, { kind: context.kind, stateName, stateNameWords });
      // Two files may hold the same sentence (a shared fact and a state's own): one is enough.
      if (givesAway(text) || texts.has(text)) continue;
      texts.add(text);
      const key = factKey(fact);
      const holders = context.holdsFor(fact, key);
      const count = countBits(holders);
      if (count > WEAK_FACT_SHARE * context.subjects.length || count === 0) continue;
      const namesCapital =
        fact.type === "capital" || (context.kind !== "capital" && mentionsPhrase(text, subject.state.capital));
      // A sentence that names the card's own state as a whole word ("The Arkansas River…" on Little Rock,
      // "West Virginia" on Norfolk, "the Oregon grape" on Hillsboro) reads like the final "I am in …" clue.
      const namesState = context.kind !== "state" && mentionsPhrase(text, subject.state.name);
      pool.push({
        fact,
        key,
        text,
        difficulty: factDifficulty(fact),
        holdsFor: holders,
        holders: count,
        knownFor: isKnownFor(fact),
        own: fact.type === "cityCurated" ? "curated" : isCoordinateFact(fact) ? "coordinates" : null,
        letter: fact.type === "nameInitial",
        lastOnly: namesCapital || namesState,
      });
    }
    return pool;
  };

  const cityFactCount = (pool: readonly PoolFact[]) => pool.filter((item) => item.own === "curated").length;
  const eligible = (context: KindContext, subject: Subject, pool: readonly PoolFact[]): string | null => {
    if (context.kind !== "city") return null;
    if (subject.type !== "city") return null;
    if (subject.isCapital) return "a capital: asked on its capital card";
    const count = cityFactCount(pool);
    return count < MIN_CITY_FACTS ? `${count} usable curated city fact${count === 1 ? "" : "s"} (needs ${MIN_CITY_FACTS})` : null;
  };

  const jobs: { context: KindContext; subject: Subject; pool: PoolFact[] }[] = [];
  // Cities are listed largest first across all states, so among equally constrained cities (below) each
  // state's best-known ones get first pick of the deck's sentences.
  const byRank = (subjects: Subject[]) =>
    subjects
      .map((subject, index) => ({ subject, index, rank: subject.type === "state" ? 0 : (subject.cityRank ?? 6) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((entry) => entry.subject);
  for (const kind of ["state", "capital", "city"] as const) {
    const context = contexts[kind];
    for (const subject of byRank(context.subjects)) {
      const pool = poolFor(context, subject);
      const reason = eligible(context, subject, pool);
      if (reason === null) jobs.push({ context, subject, pool });
      else if (!reason.startsWith("a capital")) unbuilt.push({ kind, subject: subject.key, reason });
    }
  }
  // Caps are shares of the deck, set from the smallest deck the issue accepts: a deck of at least that
  // many cards then keeps every text (and the letter clue) within its share, whatever its final size.
  const planned = MIN_DECK_CARDS;
  const textCap = Math.max(1, Math.floor(MAX_TEXT_SHARE * planned));
  const letterCap = Math.floor(MAX_LETTER_SHARE * planned);
  const deck: DeckState = { textUses: new Map(), typeUsage: new Map(), cards: 0, letterCards: 0 };
  const history = new Map<string, { forbidden: Set<string>; usedBefore: Set<string>; ladders: number }>();

  const build = (context: KindContext, subject: Subject, pool: PoolFact[]): boolean => {
    const past = history.get(`${context.kind}:${subject.key}`) ?? { forbidden: new Set<string>(), usedBefore: new Set<string>(), ladders: 0 };
    const rules: LadderRules = {
      forbidden: past.forbidden,
      usedBefore: past.usedBefore,
      maxRepeats: 2,
      typeShare: (type) => (deck.typeUsage.get(type) ?? 0) / Math.max(1, deck.cards),
      textUses: (text) => deck.textUses.get(text) ?? 0,
      textCap,
      letterAllowed: deck.letterCards < letterCap,
      minOwnFacts: context.kind === "city" ? MIN_CITY_OWN_CLUES : 0,
      lastClueMaxDifficulty: context.kind === "city" ? CITY_LAST_CLUE_MAX_DIFFICULTY : LAST_CLUE_MAX_DIFFICULTY,
    };
    // Wishes, tried in order until one can be met: two "known for" facts on the card, and a state's
    // first card ending on the state's outline drawn on the board.
    const outline = context.kind === "state" && past.ladders === 0 ? pool.find((item) => item.fact.type === "silhouette") : undefined;
    const wishes: Partial<LadderRules>[] = [
      ...(outline === undefined ? [] : [{ lastKey: outline.key, minKnownFor: 2, budget: WISH_BUDGET }, { lastKey: outline.key }]),
      { minKnownFor: 2, budget: WISH_BUDGET },
      {},
    ];
    let result = searchLadder(pool, context.subjects.length, context.everyone, { ...rules, ...wishes[0] });
    for (const wish of wishes.slice(1)) {
      if (result.ok) break;
      result = searchLadder(pool, context.subjects.length, context.everyone, { ...rules, ...wish });
    }
    if (!result.ok) {
      if (past.ladders === 0) unbuilt.push({ kind: context.kind, subject: subject.key, reason: result.reason });
      return false;
    }
    const ladder = result.ladder;
    past.ladders += 1;
    for (const item of ladder) past.usedBefore.add(item.key);
    for (const item of [ladder[0], ladder.at(-1)]) if (item !== undefined) past.forbidden.add(item.key);
    history.set(`${context.kind}:${subject.key}`, past);
    for (const item of ladder) {
      deck.typeUsage.set(item.fact.type, (deck.typeUsage.get(item.fact.type) ?? 0) + 1);
      deck.textUses.set(item.text, (deck.textUses.get(item.text) ?? 0) + 1);
    }
    if (ladder.some((item) => item.letter)) deck.letterCards += 1;
    deck.cards += 1;

    let set = context.everyone;
    const counts = ladder.map((item) => {
      set = intersect(set, item.holdsFor);
      return countBits(set);
    });
    const { answer, alternatives } = answerFor(subject, shared);
    const imageClue = ladder.findIndex((item) => item.fact.type === "silhouette");
    const card: ClueCard = {
      id: cardId(subject, past.ladders),
      kind: context.kind,
      question: QUESTIONS[context.kind],
      clues: ladder.map((item) => item.text) as ClueCard["clues"],
      answer,
      alternatives,
      sourceState: subject.state.code,
      level: levelOf(counts, context.subjects.length),
    };
    if (imageClue !== -1) card.clueImage = clueImageOf(subject, imageClue + 1);
    cards.push({ card, facts: ladder.map((item) => item.fact), counts });
    return true;
  };

  // Most constrained first: a subject with few facts broad enough to open a ladder goes before one with
  // many, while the deck's sentences are all still unused (each may be used only so often).
  const openers = (pool: readonly PoolFact[], universe: number) => pool.filter((item) => item.holders >= 6 && item.holders <= universe * 0.6).length;
  const order: Record<GeneratedKind, number> = { state: 0, capital: 1, city: 2 };
  jobs.sort((a, b) => order[a.context.kind] - order[b.context.kind] || openers(a.pool, a.context.subjects.length) - openers(b.pool, b.context.subjects.length));
  for (const { context, subject, pool } of jobs) build(context, subject, pool);
  // Extra state ladders open and close with facts no earlier ladder of that state used, and repeat at
  // most two of its clues, so a class that meets the state twice hears a new card.
  for (let round = 2; round <= LADDERS_PER_STATE; round += 1) {
    for (const { context, subject, pool } of jobs) {
      if (context.kind !== "state" || history.get(`state:${subject.key}`)?.ladders !== round - 1) continue;
      build(context, subject, pool);
    }
  }
  cards.sort((a, b) => order[a.card.kind as GeneratedKind] - order[b.card.kind as GeneratedKind] || (a.card.id < b.card.id ? -1 : 1));
  return { cards, unbuilt };
}

/** The deck's cards; without `curated`, the facts in content/facts (read once and validated). */
export function buildBuiltInDeck(states: readonly UsState[], curated: CuratedFacts = builtInFacts(states)): ClueCard[] {
  return generateDeck(states, curated).cards.map((generated) => generated.card);
}
