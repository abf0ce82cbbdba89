import { describe, expect, it } from "vitest";
import { clueCardSchema } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import { STATES } from "@/lib/content/state-data";
import { cityOfAnswer } from "@/lib/content/deck/answer-names";
import { buildBuiltInDeck, generateDeck, type GeneratedCard } from "@/lib/content/deck/build-deck";
import { DIFFICULTY, factHolds } from "@/lib/content/deck/facts";
import { FIRST_CLUE_MIN_DIFFICULTY, LAST_CLUE_MAX_DIFFICULTY } from "@/lib/content/deck/ladder-search";
import { renderFact } from "@/lib/content/deck/render-fact";
import { SAMPLE_STATES } from "@/lib/content/deck/sample-states";
import { candidatesAfterEachClue } from "@/lib/content/deck/solver";
import { subjectName, subjectsOfKind, type GeneratedKind } from "@/lib/content/deck/subjects";

/** Words that name a kind of place rather than a particular one; everything else in an answer identifies it. */
const GENERIC = new Set(
  "new north south east west city saint st fort ft mount mt san santa los las des del the and of island lake beach falls springs park county heights hills grand great little".split(
    " ",
  ),
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Written separately from the generator's own filter, so the test can catch a filter that is too lax. */
function giveaways(card: GeneratedCard["card"]): string[] {
  const found: string[] = [];
  for (const [index, clue] of card.clues.entries()) {
    for (const name of [card.answer, ...card.alternatives]) {
      if (clue.toLowerCase().includes(name.toLowerCase())) found.push(`clue ${index + 1} contains "${name}"`);
      for (const word of name.split(/[^A-Za-z'.]+/)) {
        const bare = word.replace(/\.$/, "");
        if (bare.length < 3 || GENERIC.has(bare.toLowerCase())) continue;
        if (new RegExp(`\\b${escape(bare)}\\b`, "i").test(clue)) found.push(`clue ${index + 1} has "${bare}"`);
      }
    }
    if (card.sourceState !== null && new RegExp(`\\b${card.sourceState}\\b`).test(clue)) {
      found.push(`clue ${index + 1} has the postal code`);
    }
  }
  return found;
}

const stateNameWords = (states: readonly UsState[]) =>
  new Set(states.flatMap((state) => state.name.toLowerCase().split(/\s+/)));

describe.each([
  ["hand-made sample states", SAMPLE_STATES],
  ["content/states.json", STATES],
] as const)("built-in deck from %s", (_label, states) => {
  const generated = generateDeck(states);
  const names = new Map(states.map((state) => [state.code, state.name]));

  it("[DECK-1] every card is a valid clue card with a unique id, its kind and its source state", () => {
    const ids = new Set<string>();
    for (const { card } of generated) {
      expect(clueCardSchema.parse(card)).toEqual(card);
      expect(ids.has(card.id)).toBe(false);
      ids.add(card.id);
      expect(["state", "capital", "city"]).toContain(card.kind);
      expect(names.has(card.sourceState ?? "")).toBe(true);
    }
  });

  it("[DECK-2] no clue gives the answer away", () => {
    const offenders = generated.flatMap(({ card }) => giveaways(card).map((problem) => `${card.id}: ${problem}`));
    expect(offenders).toEqual([]);
  });

  it("[DECK-3] every card is answerable: several candidates after clue one, never more later, only the answer after clue six", () => {
    for (const { card, facts } of generated) {
      const kind = card.kind as GeneratedKind;
      const rounds = candidatesAfterEachClue(facts, kind, states);
      const counts = rounds.map((candidates) => candidates.length);
      expect(counts[0], card.id).toBeGreaterThanOrEqual(2);
      for (let clue = 1; clue < counts.length; clue += 1) {
        expect(counts[clue], `${card.id} clue ${clue + 1}`).toBeLessThanOrEqual(counts[clue - 1] ?? 0);
      }
      const last = rounds.at(-1) ?? [];
      expect(last.length, card.id).toBe(1);
      const stateName = names.get(card.sourceState ?? "") ?? "";
      const expectedName = kind === "state" ? card.answer : cityOfAnswer(card.answer, stateName);
      expect(last[0]?.state.code, card.id).toBe(card.sourceState);
      expect(last[0] === undefined ? null : subjectName(last[0]), card.id).toBe(expectedName);
    }
  });

  it("[DECK-4] every clue is the text of a fact that is true of the answer", () => {
    const words = stateNameWords(states);
    const stateName = (code: string) => names.get(code) ?? code;
    for (const { card, facts } of generated) {
      const kind = card.kind as GeneratedKind;
      expect(facts).toHaveLength(6);
      expect(facts.map((fact) => renderFact(fact, { kind, stateName, stateNameWords: words }))).toEqual(card.clues);
      const answerSubject = candidatesAfterEachClue(facts, kind, states).at(-1)?.[0];
      expect(answerSubject).toBeDefined();
      if (answerSubject === undefined) continue;
      for (const fact of facts) expect(factHolds(fact, answerSubject), `${card.id} ${JSON.stringify(fact)}`).toBe(true);
    }
  });

  it("[DECK-5] clues run from hard to easy: an obscure first clue, a well-known last one, never harder on the way", () => {
    for (const { card, facts } of generated) {
      const difficulties = facts.map((fact) => DIFFICULTY[fact.type]);
      expect(difficulties[0], card.id).toBeGreaterThanOrEqual(FIRST_CLUE_MIN_DIFFICULTY);
      expect(difficulties[5], card.id).toBeLessThanOrEqual(LAST_CLUE_MAX_DIFFICULTY);
      for (let clue = 1; clue < 6; clue += 1) {
        expect(difficulties[clue], card.id).toBeLessThanOrEqual(difficulties[clue - 1] ?? 0);
      }
    }
  });

  it("[DECK-6] the same data gives the same deck, byte for byte", () => {
    const copy = structuredClone(states) as UsState[];
    expect(JSON.stringify(buildBuiltInDeck(copy))).toBe(JSON.stringify(generated.map((item) => item.card)));
  });

  it("[DECK-7] clues read like a host: short, first person, small numbers in words", () => {
    for (const { card } of generated) {
      for (const clue of card.clues) {
        expect(clue.length, clue).toBeLessThanOrEqual(90);
        expect(clue, card.id).toMatch(/\b(I|me|my|My)\b/);
        expect(clue, card.id).toMatch(/\.$/);
        // A lone digit before a word ("6 electoral votes") should be spoken as a word; "1 percent" and "2 million" stay.
        expect(clue, card.id).not.toMatch(/(?<![\d,.])\d (?!percent|million|and)\p{L}/u);
      }
    }
  });

  it("[DECK-8] a state's extra ladders open and close differently and share at most two clues", () => {
    const ladders = new Map<string, string[][]>();
    for (const { card } of generated.filter((item) => item.card.kind === "state")) {
      const list = ladders.get(card.answer) ?? [];
      list.push([...card.clues]);
      ladders.set(card.answer, list);
    }
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
});

describe("built-in deck from content/states.json: coverage", () => {
  const deck = buildBuiltInDeck(STATES);

  it("[DECK-9] has at least 284 cards of three kinds, more than one ladder for many states", () => {
    expect(deck.length).toBeGreaterThanOrEqual(284);
    const stateCards = deck.filter((card) => card.kind === "state");
    const perState = new Map<string, number>();
    for (const card of stateCards) perState.set(card.answer, (perState.get(card.answer) ?? 0) + 1);
    expect(perState.size).toBe(50);
    expect([...perState.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(25);
  });

  it("[DECK-10] one capital card per state and one city card per top city that is not its state's capital", () => {
    const capitals = deck.filter((card) => card.kind === "capital");
    expect(new Set(capitals.map((card) => card.sourceState)).size).toBe(50);
    const cityIds = new Set(deck.filter((card) => card.kind === "city").map((card) => card.id));
    const expected = subjectsOfKind("city", STATES).filter((subject) => subject.type === "city" && !subject.isCapital);
    expect(cityIds.size).toBe(expected.length);
    for (const subject of expected) {
      const card = deck.find((candidate) => candidate.kind === "city" && candidate.sourceState === subject.state.code && cityOfAnswer(candidate.answer, subject.state.name) === subjectName(subject));
      expect(card, subject.key).toBeDefined();
    }
  });

  it("[DECK-11] a city name shared by two states carries its state in the answer", () => {
    const places = deck.filter((card) => card.kind !== "state");
    const byName = new Map<string, Set<string>>();
    for (const state of STATES) {
      for (const city of [state.capital, ...state.topCities]) {
        byName.set(city, (byName.get(city) ?? new Set()).add(state.code));
      }
    }
    const shared = [...byName].filter(([, codes]) => codes.size > 1).map(([city]) => city);
    expect(shared.length).toBeGreaterThan(0);
    for (const city of shared) {
      for (const card of places.filter((candidate) => candidate.answer.startsWith(`${city},`) || candidate.answer === city)) {
        const stateName = STATES.find((state) => state.code === card.sourceState)?.name ?? "?";
        expect(card.answer).toBe(`${city}, ${stateName}`);
        expect(card.alternatives).toContain(`${city}, ${card.sourceState}`);
      }
    }
  });
});
