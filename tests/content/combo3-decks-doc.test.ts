import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CHALLENGE_CARDS } from "@/lib/content/challenge-cards";
import { DECKS_PAGE, DIFFICULTIES, combo3DeckFigures, difficultyOf, figuresOnPage } from "@/scripts/combo3-decks";

const page = () => fs.readFileSync(DECKS_PAGE, "utf8");

describe("[DECKS-DOC] docs/combo3-decks.md shows the Clue and Challenge decks as they are", () => {
  it("[DECKS-DOC-1] the page's figures are the ones counted from the content now (run npx tsx scripts/combo3-decks.ts after changing a deck)", () => {
    const written = figuresOnPage(page());
    expect(written, "the page's figures markers").not.toBeNull();
    expect(written).toBe(combo3DeckFigures());
  });

  it("[DECKS-DOC-2] the figures follow the decks: a changed question changes them", () => {
    const before = combo3DeckFigures();
    const question = CHALLENGE_CARDS[5]?.questions[0] as { topic: string };
    const topic = question.topic;
    try {
      question.topic = topic === "rivers" ? "lakes" : "rivers";
      expect(combo3DeckFigures()).not.toBe(before);
    } finally {
      question.topic = topic;
    }
    expect(combo3DeckFigures()).toBe(before);
  });

  it("[DECKS-DOC-3] DECKS-DIFFICULTY: every question has exactly one difficulty, by the answers it needs, and the page states the ruling", () => {
    const questions = CHALLENGE_CARDS.flatMap((card) => card.questions);
    for (const question of questions) expect(DIFFICULTIES.filter((difficulty) => difficulty.test(question)), question.id).toHaveLength(1);
    const byId = new Map(questions.map((question) => [question.id, difficultyOf(question)]));
    // The text's example card: D.C.'s time zone and its two neighbours (three answers); how many states are smaller than D.C. (one).
    expect(byId.get("challenge-01-red")).toBe("two or three answers");
    expect(byId.get("challenge-01-blue")).toBe("one answer");
    // The Mojave Desert's four states.
    expect(byId.get("challenge-02-red")).toBe("four or more answers");
    expect(page()).toContain("## DECKS-DIFFICULTY");
    expect(page()).toContain("**Ruling.**");
  });

  it("[DECKS-DOC-4] the page is linked from docs/deck.md and the README", () => {
    expect(fs.readFileSync("docs/deck.md", "utf8")).toContain("(combo3-decks.md)");
    expect(fs.readFileSync("README.md", "utf8")).toContain("(docs/combo3-decks.md)");
  });
});
