import { describe, expect, it } from "vitest";
import type { ClueCard } from "@/lib/content/clue-card";
import { citiesReference } from "@/lib/content/cities";
import { buildBuiltInDeck } from "@/lib/content/deck/build-deck";
import { SAMPLE_STATES } from "@/lib/content/deck/sample-states";
import { STATES } from "@/lib/content/state-data";

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

  it("[CITIES-2] the built-in deck covers every state's capital and five largest cities", () => {
    const groups = citiesReference(buildBuiltInDeck(STATES), STATES);
    expect(groups).toHaveLength(50);
    for (const state of STATES) {
      const group = groups.find((candidate) => candidate.code === state.code);
      expect(group?.cities.length, state.name).toBeGreaterThanOrEqual(5);
      expect(group?.cities.length, state.name).toBeLessThanOrEqual(6);
    }
  });
});
