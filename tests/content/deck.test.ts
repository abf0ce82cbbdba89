import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { clueCardSchema } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import { STATES } from "@/lib/content/state-data";
import { cityOfAnswer } from "@/lib/content/deck/answer-names";
import { everydayCityName } from "@/lib/content/deck/city-names";
import {
  buildBuiltInDeck,
  generateDeck,
  levelOf,
  MAX_LETTER_SHARE,
  MAX_TEXT_SHARE,
  MIN_CITY_FACTS,
  MIN_DECK_CARDS,
  QUESTIONS,
  type DeckBuild,
} from "@/lib/content/deck/build-deck";
import { factDifficulty, factTruth, FRAGILE_RANK_MARGIN } from "@/lib/content/deck/facts";
import { deckFigures, ownClueCount, solverCounts } from "@/lib/content/deck/figures";
import {
  CITY_LAST_CLUE_MAX_DIFFICULTY,
  FIRST_CLUE_MIN_DIFFICULTY,
  LAST_CLUE_MAX_DIFFICULTY,
  MAX_CANDIDATES_AFTER_FIFTH,
  MAX_DIFFICULTY_RISE,
} from "@/lib/content/deck/ladder-search";
import { renderFact } from "@/lib/content/deck/render-fact";
import { SAMPLE_STATES } from "@/lib/content/deck/sample-states";
import { candidatesAfterEachClue } from "@/lib/content/deck/solver";
import { subjectName, subjectsOfKind, type GeneratedKind } from "@/lib/content/deck/subjects";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import type { CuratedFacts } from "@/lib/content/facts/schema";
import { matchAnswer } from "@/lib/games/answer-kit/match";
import { deckRuleProblems, giveaways } from "./deck-rules";

const FULL_FACTS = builtInFacts(STATES);

/** The real curated facts that concern the sample states (the sample is a subset of the 50). */
function factsForSample(states: readonly UsState[]): CuratedFacts {
  const codes = new Set(states.map((state) => state.code));
  return {
    stateFacts: FULL_FACTS.stateFacts.filter((fact) => fact.holdsFor.some((code) => codes.has(code))),
    cityFacts: FULL_FACTS.cityFacts.filter((fact) => codes.has(fact.state)),
  };
}

let buildMs = 0;
function timedBuild(states: readonly UsState[], facts: CuratedFacts): DeckBuild {
  const start = performance.now();
  const build = generateDeck(states, facts);
  buildMs = performance.now() - start;
  return build;
}

describe.each([
  ["hand-made sample states", SAMPLE_STATES, factsForSample(SAMPLE_STATES)],
  ["content/states.json and content/facts", STATES, FULL_FACTS],
] as const)("built-in deck from %s", (_label, states, facts) => {
  const build = timedBuild(states, facts);
  const generated = build.cards;
  const names = new Map(states.map((state) => [state.code, state.name]));

  it("[DECK-1] every card is a valid clue card with a unique id, its kind, its source state and a level", () => {
    const ids = new Set<string>();
    for (const { card } of generated) {
      expect(clueCardSchema.parse(card)).toEqual(card);
      expect(ids.has(card.id)).toBe(false);
      ids.add(card.id);
      expect(card.question).toBe(QUESTIONS[card.kind as GeneratedKind]);
      expect(names.has(card.sourceState ?? "")).toBe(true);
      expect(card.level).toBeDefined();
    }
  });

  it("[DECK-2] no clue gives the answer away", () => {
    expect(generated.flatMap(({ card }) => giveaways(card).map((problem) => `${card.id}: ${problem}`))).toEqual([]);
  });

  it("[DECK-3] the solver: several candidates after clue 1, every clue rules out someone, at most three after clue 5, only the answer after clue 6", () => {
    for (const { card, facts: ladder } of generated) {
      const kind = card.kind as GeneratedKind;
      const rounds = candidatesAfterEachClue(ladder, kind, states);
      const counts = rounds.map((candidates) => candidates.length);
      expect(counts[0], card.id).toBeGreaterThanOrEqual(2);
      for (let clue = 1; clue < counts.length; clue += 1) expect(counts[clue], `${card.id} clue ${clue + 1}`).toBeLessThan(counts[clue - 1] ?? 0);
      expect(counts[4], card.id).toBeLessThanOrEqual(MAX_CANDIDATES_AFTER_FIFTH);
      const last = rounds.at(-1) ?? [];
      expect(last.length, card.id).toBe(1);
      const stateName = names.get(card.sourceState ?? "") ?? "";
      expect(last[0]?.state.code, card.id).toBe(card.sourceState);
      expect(last[0] === undefined ? null : subjectName(last[0]), card.id).toBe(kind === "state" ? card.answer : cityOfAnswer(card.answer, stateName));
    }
  });

  it("[DECK-4] every clue is the text of a fact that is true of the answer", () => {
    const words = new Set(states.flatMap((state) => state.name.toLowerCase().split(/\s+/)));
    const stateName = (code: string) => names.get(code) ?? code;
    for (const { card, facts: ladder } of generated) {
      const kind = card.kind as GeneratedKind;
      expect(ladder.map((fact) => renderFact(fact, { kind, stateName, stateNameWords: words }))).toEqual(card.clues);
      const answer = candidatesAfterEachClue(ladder, kind, states).at(-1)?.[0];
      if (answer === undefined) throw new Error(card.id);
      for (const fact of ladder) expect(factTruth(fact, answer), `${card.id} ${JSON.stringify(fact)}`).toBe(true);
    }
  });

  it("[DECK-5] clues run from hard to easy: an obscure first clue, a well-known last one, never much harder on the way", () => {
    for (const { card, facts: ladder } of generated) {
      const difficulties = ladder.map(factDifficulty);
      expect(difficulties[0], card.id).toBeGreaterThanOrEqual(FIRST_CLUE_MIN_DIFFICULTY);
      expect(difficulties[5], card.id).toBeLessThanOrEqual(card.kind === "city" ? CITY_LAST_CLUE_MAX_DIFFICULTY : LAST_CLUE_MAX_DIFFICULTY);
      for (let clue = 1; clue < 6; clue += 1) expect(difficulties[clue], card.id).toBeLessThanOrEqual((difficulties[clue - 1] ?? 0) + MAX_DIFFICULTY_RISE);
    }
  });

  it("[DECK-6] the same data gives the same deck, byte for byte", () => {
    const copy = structuredClone(states) as UsState[];
    expect(JSON.stringify(buildBuiltInDeck(copy, structuredClone(facts)))).toBe(JSON.stringify(generated.map((item) => item.card)));
  });

  it("[DECK-7] clues read like a host: short, first person, a whole sentence, small numbers in words", () => {
    for (const { card, facts: ladder } of generated) {
      card.clues.forEach((clue, index) => {
        expect(clue.length, clue).toBeLessThanOrEqual(140);
        expect(clue, card.id).toMatch(/\b(I|I'm|me|my|My|here|Here)\b/);
        expect(clue, card.id).toMatch(/[.!?]["'”’)]*$/);
        const fact = ladder[index];
        // The generator's own sentences say one to nine in words; the authors' sentences are theirs.
        if (fact?.type !== "curated" && fact?.type !== "cityCurated") expect(clue, card.id).not.toMatch(/(?<![\d,.])\d (?!percent|million|and)\p{L}/u);
      });
    }
  });

  it("[DECK-8] a state's extra ladders open and close differently and share at most two clues", () => {
    const ladders = new Map<string, string[][]>();
    for (const { card } of generated.filter((item) => item.card.kind === "state")) ladders.set(card.answer, [...(ladders.get(card.answer) ?? []), [...card.clues]]);
    for (const [answer, list] of ladders) {
      for (const [i, first] of list.entries()) {
        for (const second of list.slice(i + 1)) {
          expect(second[0], answer).not.toBe(first[0]);
          expect(second[5], answer).not.toBe(first[5]);
          expect(second.filter((clue) => first.includes(clue)).length, answer).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it("[DECK-13] no clue before the last names the capital of the card's state, and no card is left unexplained", () => {
    expect(generated.flatMap(({ card }) => deckRuleProblems(card, states))).toEqual([]);
    for (const item of build.unbuilt) expect(item.reason.length, item.subject).toBeGreaterThan(10);
  });

  it("[DECK-14] every city card says the answer is one of its state's five largest, has its own facts and accepts the bare name", () => {
    for (const generated_ of generated.filter((item) => item.card.kind === "city")) {
      const { card, facts: ladder } = generated_;
      expect(card.question).toMatch(/one of the five largest cities in my state/);
      expect(ownClueCount(generated_), card.id).toBeGreaterThanOrEqual(2);
      expect(ladder.filter((fact) => fact.type === "cityCurated").length, card.id).toBeGreaterThanOrEqual(1);
      const city = cityOfAnswer(card.answer, names.get(card.sourceState ?? "") ?? "");
      expect(matchAnswer(city, card.answer, card.alternatives), card.id).toBe("matches");
      expect(matchAnswer(everydayCityName(city).toLowerCase(), card.answer, card.alternatives), card.id).toBe("matches");
    }
  });

  it("[DECK-15] a rank clue whose neighbours are within 2 % names its census; no area rank that close is used", () => {
    const byPopulation = [...states].sort((a, b) => b.population.census2020 - a.population.census2020);
    const byArea = [...states].sort((a, b) => b.area.sqMi - a.area.sqMi);
    const closeTo = (list: UsState[], value: (state: UsState) => number, code: string) => {
      const index = list.findIndex((state) => state.code === code);
      const own = value(list[index] as UsState);
      return [list[index - 1], list[index + 1]].some((other) => other !== undefined && Math.abs(value(other) - own) / Math.max(value(other), own) < FRAGILE_RANK_MARGIN);
    };
    for (const { card, facts: ladder } of generated) {
      ladder.forEach((fact, index) => {
        const clue = card.clues[index] ?? "";
        if (fact.type === "populationRank" && closeTo(byPopulation, (state) => state.population.census2020, card.sourceState ?? "")) expect(clue, card.id).toMatch(/2020 Census/);
        if (fact.type === "areaRank") expect(closeTo(byArea, (state) => state.area.sqMi, card.sourceState ?? ""), card.id).toBe(false);
        if (fact.type === "cityRank" || fact.type === "topCity" || fact.type === "largestCity") expect(clue, card.id).toMatch(/2020 Census/);
      });
    }
  });

  it("[DECK-16] each card's level is read off the solver's curve", () => {
    for (const item of generated) {
      const pool = subjectsOfKind(item.card.kind as GeneratedKind, states).length;
      expect(item.card.level, item.card.id).toBe(levelOf(solverCounts(item, states), pool));
    }
  });

  it("[DECK-17] a card carries an outline exactly when one of its clues points at the board, numbered as that clue", () => {
    for (const { card, facts: ladder } of generated) {
      const index = ladder.findIndex((fact) => fact.type === "silhouette");
      if (index === -1) expect(card.clueImage, card.id).toBeUndefined();
      else {
        expect(card.clueImage?.clue, card.id).toBe(index + 1);
        expect(card.clues[index], card.id).toMatch(/^Look at the board/);
      }
    }
  });
});

describe("built-in deck from content/states.json and content/facts: the issue's bars", () => {
  const build = timedBuild(STATES, FULL_FACTS);
  const figures = deckFigures(build, STATES);
  const deck = build.cards.map((item) => item.card);

  it("[DECK-9] at least 284 cards: every state and every capital, and the cities with enough facts of their own", () => {
    expect(deck.length).toBeGreaterThanOrEqual(MIN_DECK_CARDS);
    expect(new Set(deck.filter((card) => card.kind === "state").map((card) => card.sourceState)).size).toBe(50);
    expect(new Set(deck.filter((card) => card.kind === "capital").map((card) => card.sourceState)).size).toBe(50);
    expect(figures.cityCards).toBeGreaterThan(0);
    for (const item of build.cards.filter(({ card }) => card.kind === "city")) {
      const key = item.facts.find((fact) => fact.type === "cityCurated");
      expect(key, item.card.id).toBeDefined();
    }
    expect(MIN_CITY_FACTS).toBeGreaterThanOrEqual(3);
  });

  it("[DECK-18] the figures: no dead clue, nothing settled by clue 1, at most three after clue 5", () => {
    expect([figures.deadClues, figures.settledByFirstClue, figures.openAfterFifth]).toEqual([0, 0, 0]);
  });

  it("[DECK-19] no clue text on more than 2 % of the cards; the letter clue on at most 10 %", () => {
    expect(figures.mostRepeated.share, figures.mostRepeated.text).toBeLessThanOrEqual(MAX_TEXT_SHARE);
    expect(figures.letterShare).toBeLessThanOrEqual(MAX_LETTER_SHARE);
  });

  it("[DECK-20] at least half the cards carry two or more known-for facts; every city card two clues about the city", () => {
    expect(figures.knownForShare).toBeGreaterThanOrEqual(0.5);
    expect(figures.cityOwnFactShare).toBe(1);
  });

  it("[DECK-21] all three levels occur, and building the deck takes seconds, not minutes", () => {
    for (const level of ["easy", "medium", "hard"] as const) expect(deck.some((card) => card.level === level), level).toBe(true);
    console.log(`deck built in ${buildMs.toFixed(0)} ms`);
    expect(buildMs).toBeLessThan(15_000);
  });
});
