import { describe, expect, it } from "vitest";
import { playTheRanksCommandSchema } from "@/lib/games/play-the-ranks/commands";
import { ALL_CARDS, CATEGORIES, rankOf } from "@/lib/games/trick-kit/cards";
import { BASES, type Base } from "@/lib/games/trick-kit/power-cards";
import { bestThree, isBelowBase, orderKey, protectedBy, resolveRanksTrick } from "@/lib/games/trick-kit/ranks";
import { BLUE, cardsIn, MODERATOR, RED } from "../support";
import { battleOf, cardWithRank, power, rigged } from "./ptr";

/** The winner (0 = lead, 1 = other team) of a trick without Power cards. */
function winnerOf(category: "size" | "statehood" | "population", base: Base, leadRank: number, followRank: number): 0 | 1 {
  return resolveRanksTrick(
    { side: 0, card: cardWithRank(category, leadRank), power: null, category, base },
    { side: 1, card: cardWithRank(category, followRank), power: null, changeBase: false },
    { kind: "best-three" },
  ).winner;
}

describe("[PTR-2] the GeoPlunge cards", () => {
  it("[PTR-2.1] in each category every rank 1–50 is on exactly one card", () => {
    expect(ALL_CARDS).toHaveLength(50);
    for (const category of CATEGORIES) {
      expect(new Set(ALL_CARDS.map((code) => rankOf(code, category))).size).toBe(50);
      expect(Math.min(...ALL_CARDS.map((code) => rankOf(code, category)))).toBe(1);
      expect(Math.max(...ALL_CARDS.map((code) => rankOf(code, category)))).toBe(50);
    }
  });
});

describe("[PTR-3] winning a trick", () => {
  it("[PTR-3.1] base 1: 1 is best, then 2, 3, 4 …", () => {
    expect(winnerOf("population", 1, 4, 8)).toBe(0);
    expect(winnerOf("population", 1, 8, 4)).toBe(1);
    expect(winnerOf("size", 1, 1, 2)).toBe(0);
    expect(winnerOf("statehood", 1, 50, 49)).toBe(1);
  });

  it("[PTR-3.2] bases 10, 20, 30: the base is best, then upward", () => {
    expect(winnerOf("statehood", 10, 10, 11)).toBe(0);
    expect(winnerOf("statehood", 10, 13, 12)).toBe(1);
    expect(winnerOf("size", 20, 20, 21)).toBe(0);
    expect(winnerOf("size", 20, 50, 22)).toBe(1);
    expect(winnerOf("population", 30, 31, 30)).toBe(1);
    expect(winnerOf("population", 30, 32, 45)).toBe(0);
  });

  it("[PTR-3.3] base 50: 50 is best, then 49, 48 …", () => {
    expect(winnerOf("size", 50, 50, 49)).toBe(0);
    expect(winnerOf("size", 50, 47, 48)).toBe(1);
    expect(winnerOf("statehood", 50, 2, 1)).toBe(0);
  });

  it("[PTR-3.4] with base 10, 20 or 30 a rank smaller than the base loses automatically", () => {
    // A follow card below the base loses even to the worst lead; a lead card below the base loses too.
    expect(winnerOf("population", 30, 50, 29)).toBe(0);
    expect(winnerOf("population", 30, 29, 50)).toBe(1);
    expect(winnerOf("size", 10, 9, 50)).toBe(1);
    expect(winnerOf("statehood", 20, 50, 1)).toBe(0);
    expect(isBelowBase(29, 30)).toBe(true);
    expect(isBelowBase(30, 30)).toBe(false);
  });

  it("[PTR-3.5] when both cards are below the base the lead team wins", () => {
    expect(winnerOf("statehood", 30, 29, 1)).toBe(0);
    expect(winnerOf("statehood", 30, 1, 29)).toBe(0);
    expect(winnerOf("size", 10, 9, 8)).toBe(0);
    const outcome = resolveRanksTrick(
      { side: 1, card: cardWithRank("size", 3), power: null, category: "size", base: 30 },
      { side: 0, card: cardWithRank("size", 1), power: null, changeBase: false },
      { kind: "best-three" },
    );
    expect([outcome.winner, outcome.reason]).toEqual([1, "both-below-base"]);
  });

  it("[PTR-3.6] 'closer to the base' is a total order on the 50 ranks of a category: no ties, nothing below 1 or above 50", () => {
    for (const base of BASES) {
      const keys = Array.from({ length: 50 }, (_, index) => orderKey(index + 1, base));
      expect(new Set(keys).size).toBe(50);
    }
    for (let rank = 1; rank <= 50; rank++) {
      expect(isBelowBase(rank, 1)).toBe(false);
      expect(isBelowBase(rank, 50)).toBe(false);
    }
    // "closer to 1": statehood 16 (Tennessee) is closer to 1 than 38 (Colorado).
    expect(orderKey(16, 1)).toBeLessThan(orderKey(38, 1));
  });
});

describe("[PTR-5] playing a trick", () => {
  const NY_GA = {
    hands: [
      ["NY", "TX"],
      ["GA", "OH"],
    ] as [string[], string[]],
    bases: [power(1, "size"), power(30, "size")],
    lead: 0 as const,
  };

  it("[PTR-5.1] the lead card goes face-down with its state name and category announced", () => {
    const table = rigged({ level: 3 }, NY_GA);
    const [event] = table.run(RED, { type: "lead", card: "NY", category: "population" });
    expect(event).toEqual({
      type: "leadPlayed",
      trick: 1,
      teamId: "red",
      announcement: { star: "stateName", text: "New York" },
      category: "population",
      base: 1,
      power: null,
    });
    const step = battleOf(table).step;
    expect(step.type).toBe("following");
    expect(cardsIn(table.board())).not.toContain("NY");
    expect(cardsIn(table.moderator())).not.toContain("NY");
    expect(cardsIn(table.team("blue"))).not.toContain("NY");
    expect(table.team("red")).toMatchObject({ own: { ownLead: { code: "NY" } } });
  });

  it("[PTR-5.2] the other team plays face-up, the lead card is turned and the better ranking wins", () => {
    const table = rigged({ level: 3 }, NY_GA);
    table.run(RED, { type: "lead", card: "NY", category: "population" });
    const events = table.run(BLUE, { type: "follow", card: "GA" });
    expect(events[0]).toMatchObject({ type: "trickWon", trick: 1, teamId: "red", leadCard: "NY", followCard: "GA" });
    expect(battleOf(table).won).toEqual([1, 0]);
    expect(cardsIn(table.board())).toEqual(["NY", "GA"]);
  });

  it("[PTR-5.3] a lead Power card locks the category to its own; another category or none at all is refused", () => {
    const table = rigged(
      { level: 3 },
      {
        ...NY_GA,
        powers: [
          [power(20, "population"), power(50, "size")],
          [power(10, "statehood"), power(30, "size")],
        ],
      },
    );
    expect(table.reject(RED, { type: "lead", card: "NY", power: power(20, "population"), category: "size" }).code).toBe(
      "rule/category_locked",
    );
    expect(table.reject(RED, { type: "lead", card: "NY" }).code).toBe("rule/category_required");
    table.run(RED, { type: "lead", card: "NY", power: power(20, "population") });
    const step = battleOf(table).step;
    expect(step.type === "following" && step.led.category).toBe("population");
    table.run(BLUE, { type: "follow", card: "GA", power: power(10, "statehood") });
    const trick = battleOf(table).tricks[0];
    expect(trick?.outcome.category).toBe("population");
    expect(trick?.outcome.effect).toEqual({ kind: "blocked", by: "lead-power" });
  });

  it("[PTR-5.4] the other team's Power card changes the category when the lead card is not protected", () => {
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["TX", "NY"],
          ["OH", "GA"],
        ],
        bases: [power(30, "size"), power(30, "statehood")],
        lead: 0,
        powers: [[], [power(1, "statehood")]],
      },
    );
    table.run(RED, { type: "lead", card: "NY", category: "size" }); // New York size 27: below 30, unprotected
    table.run(BLUE, { type: "follow", card: "GA", power: power(1, "statehood") }); // Georgia statehood 4 vs New York 11: both below 30 → lead wins
    const trick = battleOf(table).tricks[0];
    expect(trick?.outcome.effect).toEqual({ kind: "category", from: "size", to: "statehood" });
    expect(trick?.outcome.category).toBe("statehood");
    expect(trick?.outcome.reason).toBe("both-below-base");
  });

  it("[PTR-5.5] protected: the lead played a Power card, or its rank is one of the 3 best for the base in the announced category", () => {
    expect(bestThree(1)).toEqual([1, 2, 3]);
    expect(bestThree(10)).toEqual([10, 11, 12]);
    expect(bestThree(20)).toEqual([20, 21, 22]);
    expect(bestThree(30)).toEqual([30, 31, 32]);
    expect(bestThree(50)).toEqual([50, 49, 48]);
    const top3 = { kind: "best-three" } as const;
    expect(protectedBy(3, 1, false, top3)).toBe("best-three");
    expect(protectedBy(4, 1, false, top3)).toBeNull();
    expect(protectedBy(12, 10, false, top3)).toBe("best-three");
    expect(protectedBy(9, 10, false, top3)).toBeNull();
    expect(protectedBy(48, 50, false, top3)).toBe("best-three");
    expect(protectedBy(47, 50, false, top3)).toBeNull();
    expect(protectedBy(47, 50, true, top3)).toBe("lead-power");
    // Through the engine: Minnesota (statehood 32) at base 30 keeps statehood against a size Power card.
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["MN", "NY"],
          ["AK", "GA"],
        ],
        bases: [power(30, "size"), power(30, "statehood")],
        lead: 0,
        powers: [[], [power(1, "size")]],
      },
    );
    table.run(RED, { type: "lead", card: "MN", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "AK", power: power(1, "size") });
    expect(battleOf(table).tricks[0]?.outcome).toMatchObject({
      effect: { kind: "blocked", by: "best-three" },
      category: "statehood",
      winner: 0,
    });
  });

  it("[PTR-5.6] a Power card on a protected lead is spent but changes nothing; one naming the category in play changes nothing", () => {
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["MN", "NY"],
          ["AK", "GA"],
        ],
        bases: [power(30, "size"), power(30, "statehood")],
        lead: 0,
        powers: [[], [power(1, "size"), power(10, "statehood")]],
      },
    );
    table.run(RED, { type: "lead", card: "MN", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "AK", power: power(1, "size") });
    expect(battleOf(table).powers[1]).toEqual([power(10, "statehood")]);
    table.run(RED, { type: "lead", card: "NY", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "GA", power: power(10, "statehood") });
    expect(battleOf(table).tricks[1]?.outcome.effect).toEqual({ kind: "same-category", category: "statehood" });
    expect(battleOf(table).powers[1]).toEqual([]);
  });

  it("[PTR-5.7] a command carries at most one Power card; legal actions never offer two", () => {
    const bad = playTheRanksCommandSchema.safeParse({ type: "follow", card: "GA", power: [power(1, "size"), power(1, "statehood")] });
    expect(bad.success).toBe(false);
    const table = rigged({ level: 3 }, { ...NY_GA, powers: [[power(1, "population"), power(50, "size")], []] });
    expect(table.reject(RED, { type: "lead", card: "NY", power: power(10, "size") }).code).toBe("rule/power_not_in_hand");
    for (const action of table.mod.legalActions(table.state, RED))
      expect(Object.keys(action.command as object).filter((key) => key === "power").length).toBeLessThanOrEqual(1);
  });

  it("[PTR-5.8] only the lead team leads and only the other team follows, each with its own cards", () => {
    const table = rigged({ level: 3 }, NY_GA);
    expect(table.reject(BLUE, { type: "lead", card: "GA", category: "size" }).code).toBe("rule/not_your_turn");
    expect(table.reject(RED, { type: "lead", card: "GA", category: "size" }).code).toBe("rule/card_not_in_hand");
    expect(table.reject(BLUE, { type: "follow", card: "GA" }).code).toBe("rule/wrong_phase");
    table.run(RED, { type: "lead", card: "NY", category: "size" });
    expect(table.reject(RED, { type: "follow", card: "TX" }).code).toBe("rule/not_your_turn");
    expect(table.reject(BLUE, { type: "follow", card: "TX" }).code).toBe("rule/card_not_in_hand");
    expect(table.reject(MODERATOR, { type: "follow", card: "GA" }).code).toBe("rule/team_only");
  });
});
