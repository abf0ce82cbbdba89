import { describe, expect, it } from "vitest";
import type { ClueCard } from "@/lib/content/clue-card";
import { citiesReference } from "@/lib/content/cities";
import { buildBuiltInDeck } from "@/lib/content/deck/build-deck";
import { SAMPLE_STATES } from "@/lib/content/deck/sample-states";
import { STATES } from "@/lib/content/state-data";
import { cityOfAnswer } from "@/lib/content/deck/answer-names";
import { everydayCityName } from "@/lib/content/deck/city-names";
import { subjectsOfKind } from "@/lib/content/deck/subjects";

const card = (kind: ClueCard["kind"], answer: string, sourceState: string | null): ClueCard => ({
  id: `${kind}-${answer}`,
  kind,
  question: "Which city am I?",
  clues: ["a", "b", "c", "d", "e", "f"],
  answer,
  alternatives: [],
  sourceState,
});

describe("Cities Reference Card", () => {
  it("[CITIES-1] lists every city answer once, grouped by state, states and cities in alphabetical order", () => {
    const deck = [
      card("city", "Provo", "UT"),
      card("capital", "Salt Lake City", "UT"),
      card("city", "Orem", "UT"),
      card("city", "Portland, Oregon", "OR"),
      card("city", "Portland, Maine", "ME"),
      card("state", "Utah", "UT"),
      card("custom", "Paris", null),
      card("city", "Provo", "UT"),
    ];
    expect(citiesReference(deck, SAMPLE_STATES)).toEqual([
      { state: "Maine", code: "ME", cities: ["Portland"] },
      { state: "Oregon", code: "OR", cities: ["Portland"] },
      { state: "Utah", code: "UT", cities: ["Orem", "Provo", "Salt Lake City"] },
    ]);
  });

  it("[CITIES-2] the built-in deck's card lists every capital and every city card's answer, and nothing else", () => {
    const deck = buildBuiltInDeck(STATES);
    const groups = citiesReference(deck, STATES);
    expect(groups).toHaveLength(50);
    const listed = groups.flatMap((group) => group.cities.map((city) => `${group.code}:${city}`)).sort();
    const answers = deck
      .filter((card) => card.kind === "capital" || card.kind === "city")
      .map((card) => `${card.sourceState}:${cityOfAnswer(card.answer, STATES.find((state) => state.code === card.sourceState)?.name ?? "")}`);
    expect(listed).toEqual([...new Set(answers)].sort());
    for (const state of STATES) expect(listed, state.name).toContain(`${state.code}:${everydayCityName(state.capital)}`);
  });

  it("[CITIES-3] every listed city that is among its state's five largest is a candidate of the city cards' solver", () => {
    const pool = new Set(subjectsOfKind("city", STATES).map((subject) => (subject.type === "state" ? "" : `${subject.state.code}:${subject.city}`)));
    const deck = buildBuiltInDeck(STATES);
    for (const group of citiesReference(deck, STATES)) {
      const state = STATES.find((candidate) => candidate.code === group.code);
      for (const city of group.cities) {
        const isTopFive = state?.topCities.some((name) => everydayCityName(name) === city) ?? false;
        if (isTopFive) expect(pool.has(`${group.code}:${city}`), `${group.code}:${city}`).toBe(true);
      }
    }
  });
});
