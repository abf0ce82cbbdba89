import type { ClueCard } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import { answerFor, sharedCityNames } from "@/lib/content/deck/answer-names";
import { addToBitset, countBits, emptyBitset, fullBitset, intersect, type Bitset } from "@/lib/content/deck/bitset";
import { slug } from "@/lib/content/deck/city-names";
import { DIFFICULTY, factHolds, factKey, factsAbout, type Fact, type FactType } from "@/lib/content/deck/facts";
import { giveawayCheck } from "@/lib/content/deck/giveaway";
import { CLUES, searchLadder, type PoolFact } from "@/lib/content/deck/ladder-search";
import { renderFact } from "@/lib/content/deck/render-fact";
import { subjectsOfKind, type GeneratedKind, type Subject } from "@/lib/content/deck/subjects";

/** A built-in card together with the facts its clues were rendered from, for the solver and the report. */
export type GeneratedCard = { card: ClueCard; facts: Fact[] };

export const QUESTIONS: Readonly<Record<GeneratedKind, string>> = {
  state: "Which state am I?",
  capital: "Which state capital am I?",
  city: "Which city am I?",
};

/**
 * A fact true of most candidates ("my name is a single word", "I am not my state's capital") wastes a turn;
 * above this share of the field it is not used as a clue.
 */
const WEAK_FACT_SHARE = 0.6;

/** Where the data allows, each state gets this many ladders built from different facts. */
const LADDERS_PER_STATE = 3;

function mentionedCodes(fact: Fact): string[] {
  return fact.type === "borders" || fact.type === "cornerTouch" || fact.type === "inState" ? [fact.code] : [];
}

/** The clue (1-based) after which a player knowing the data is sure of the answer. */
function settlesAt(ladder: readonly PoolFact[], everyone: Bitset): number {
  let set = everyone;
  for (const [index, item] of ladder.entries()) {
    set = intersect(set, item.holdsFor);
    if (countBits(set) === 1) return index + 1;
  }
  return Infinity;
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

function ladderCards(kind: GeneratedKind, states: readonly UsState[]): GeneratedCard[] {
  const subjects = subjectsOfKind(kind, states);
  const names = new Map(states.map((state) => [state.code, state.name]));
  const stateName = (code: string) => names.get(code) ?? code;
  const stateNameWords = new Set(states.flatMap((state) => state.name.toLowerCase().split(/\s+/)));
  const shared = sharedCityNames(states);
  const holdsCache = new Map<string, Bitset>();
  const holdsFor = (fact: Fact, key: string): Bitset => {
    const cached = holdsCache.get(key);
    if (cached !== undefined) return cached;
    const set = emptyBitset(subjects.length);
    subjects.forEach((candidate, index) => {
      if (factHolds(fact, candidate)) addToBitset(set, index);
    });
    holdsCache.set(key, set);
    return set;
  };
  const everyone = fullBitset(subjects.length);
  const typeUsage = new Map<FactType, number>();
  let cardsSoFar = 0;
  const typeShare = (type: FactType) => (typeUsage.get(type) ?? 0) / Math.max(1, cardsSoFar);
  const cards: GeneratedCard[] = [];
  const seenKeys = new Set<string>();

  for (const subject of subjects) {
    // A capital is asked about on its capital card; a second "which city" card would repeat it.
    if (subject.type === "city" && subject.isCapital) continue;
    if (seenKeys.has(subject.key)) continue;
    seenKeys.add(subject.key);

    const { answer, alternatives } = answerFor(subject, shared);
    const givesAway = giveawayCheck({ answer, alternatives, sourceState: subject.state.code });
    const pool: PoolFact[] = [];
    for (const fact of factsAbout(subject)) {
      if (mentionedCodes(fact).some((code) => !names.has(code))) continue;
      const text = renderFact(fact, { kind, stateName, stateNameWords });
      if (givesAway(text)) continue;
      const key = factKey(fact);
      const holders = holdsFor(fact, key);
      if (countBits(holders) > WEAK_FACT_SHARE * subjects.length) continue;
      pool.push({ fact, key, text, difficulty: DIFFICULTY[fact.type], holdsFor: holders });
    }

    const ladders = subject.type === "state" ? LADDERS_PER_STATE : 1;
    // A second ladder opens and closes differently and repeats at most two middle clues, so a class that
    // meets the state twice hears a new card; it is kept only if the solver still needs clue five or six.
    const forbidden = new Set<string>();
    const usedBefore = new Set<string>();
    for (let ladderNumber = 1; ladderNumber <= ladders; ladderNumber += 1) {
      const rules = { forbidden, usedBefore, maxRepeats: 2, typeShare };
      const ladder = searchLadder(pool, subjects.length, everyone, rules);
      if (ladder === null) break;
      if (ladderNumber > 1 && settlesAt(ladder, everyone) < CLUES - 1) break;
      for (const item of ladder) usedBefore.add(item.key);
      for (const item of [ladder[0], ladder.at(-1)]) if (item !== undefined) forbidden.add(item.key);
      for (const item of ladder) typeUsage.set(item.fact.type, (typeUsage.get(item.fact.type) ?? 0) + 1);
      cardsSoFar += 1;
      cards.push({
        card: {
          id: cardId(subject, ladderNumber),
          kind,
          question: QUESTIONS[kind],
          clues: ladder.map((item) => item.text) as ClueCard["clues"],
          answer,
          alternatives,
          sourceState: subject.state.code,
        },
        facts: ladder.map((item) => item.fact),
      });
    }
  }
  return cards;
}

/** The built-in deck with each card's facts: state ladders, then capitals, then top cities. */
export function generateDeck(states: readonly UsState[]): GeneratedCard[] {
  return [...ladderCards("state", states), ...ladderCards("capital", states), ...ladderCards("city", states)];
}

export function buildBuiltInDeck(states: readonly UsState[]): ClueCard[] {
  return generateDeck(states).map((generated) => generated.card);
}
