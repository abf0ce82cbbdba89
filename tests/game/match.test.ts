import { describe, expect, it } from "vitest";
import { damerauLevenshtein, matchAnswer, normalizeAnswer, viewFor } from "@/lib/games/clue-spin/engine";
import { atTurnStart, currentCard } from "./helpers";

describe("[MATCH] typed answers", () => {
  it("[MATCH-1] case, accents and punctuation are ignored", () => {
    expect(matchAnswer("  new-orleans!! ", "New Orleans", [])).toBe("matches");
    expect(matchAnswer("SANTA FÉ", "Santa Fe", [])).toBe("matches");
    expect(matchAnswer("Coeur d'Alene", "Coeur d’Alene", [])).toBe("matches");
    expect(normalizeAnswer("Wilkes–Barre")).toBe("wilkes barre");
  });

  it('[MATCH-2] a leading "The" is ignored', () => {
    expect(matchAnswer("The Dalles", "Dalles", [])).toBe("matches");
    expect(matchAnswer("dalles", "The Dalles", [])).toBe("matches");
  });

  it('[MATCH-3] "St." and "Saint" are the same', () => {
    expect(matchAnswer("St. Paul", "Saint Paul", [])).toBe("matches");
    expect(matchAnswer("saint louis", "St Louis", [])).toBe("matches");
  });

  it("[MATCH-4] small misspellings still match; the allowance grows with the length", () => {
    expect(damerauLevenshtein("texsa", "texas")).toBe(1);
    expect(matchAnswer("Texsa", "Texas", [])).toBe("matches");
    expect(matchAnswer("Missisippi", "Mississippi", [])).toBe("matches");
    expect(matchAnswer("Misisipi", "Mississippi", [])).toBe("matches");
    expect(matchAnswer("Utha", "Utah", [])).toBe("matches");
    // Three letters: one wrong letter may be another place, so it is only "close".
    expect(matchAnswer("Rye", "Rie", [])).toBe("close");
    expect(matchAnswer("Ohio", "Iowa", [])).toBe("no match");
  });

  it('[MATCH-5] bigger slips or part of the name are "close"; others are "no match"', () => {
    expect(matchAnswer("Sacramnto Cty", "Sacramento", [])).toBe("close");
    expect(matchAnswer("Salt Lake", "Salt Lake City", [])).toBe("close");
    expect(matchAnswer("Boston", "Sacramento", [])).toBe("no match");
    expect(matchAnswer("", "Sacramento", [])).toBe("no match");
  });

  it("[MATCH-8] another real place is never a match, however close its spelling", () => {
    expect(matchAnswer("South Dakota", "North Dakota", [])).toBe("no match");
    expect(matchAnswer("South Carolina", "North Carolina", [])).toBe("no match");
    expect(matchAnswer("West Virginia", "Virginia", [])).not.toBe("matches");
    expect(matchAnswer("Kansas", "Arkansas", [])).not.toBe("matches");
    expect(matchAnswer("Columbia", "Columbus", [])).not.toBe("matches");
    expect(matchAnswer("Newark", "New York", [])).not.toBe("matches");
    expect(matchAnswer("York", "New York", [])).not.toBe("matches");
    expect(matchAnswer("Augusta", "Augustine", [])).not.toBe("matches");
    // Real slips still match.
    expect(matchAnswer("Conneticut", "Connecticut", [])).toBe("matches");
    expect(matchAnswer("Cincinatti", "Cincinnati", [])).toBe("matches");
    expect(matchAnswer("Tuscon", "Tucson", [])).toBe("matches");
    expect(matchAnswer("north dakotah", "North Dakota", [])).toBe("matches");
  });

  it("[MATCH-6] alternatives count as the answer", () => {
    expect(matchAnswer("big easy", "New Orleans", ["Nola", "Big Easy"])).toBe("matches");
  });

  it("[MATCH-7] the hint is computed on the card in play and shown only to the moderator", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    const { card } = currentCard(driver.state);
    driver.as("red", { type: "answer", text: card.answer.toUpperCase() });
    expect(viewFor(driver.state, "moderator").secret?.pendingAnswer).toEqual({
      teamId: "red",
      text: card.answer.toUpperCase(),
      hint: "matches",
    });
    expect(JSON.stringify(viewFor(driver.state, "board"))).not.toContain("matches");
    expect(JSON.stringify(viewFor(driver.state, { team: "red" }))).not.toContain('"hint"');
  });
});
