import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { combo3Game4 } from "@/lib/games/combo3-game4";
import { playTheRanks } from "@/lib/games/play-the-ranks";
import powerCardsJson from "@/content/power-cards.json";
import {
  BASES,
  CLUE_ORDERS,
  geoStarOf,
  POWER_CARDS,
  SQUARES,
  STAR_AREAS,
  VERSIONS,
  type PowerCard,
} from "@/lib/games/trick-kit/power-cards";
import { parsePowerDeck } from "@/lib/games/trick-kit/power-card-schema";
import { ALL_CARDS, CATEGORIES } from "@/lib/games/trick-kit/cards";
import { documentedIds, untestedIds } from "../support";

/** Every way to pick `size` cards from `items` (order ignored). */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const [first, ...rest] = items;
  if (first === undefined) return [];
  return [...subsets(rest, size - 1).map((subset) => [first, ...subset]), ...subsets(rest, size)];
}

/** The most cards Level 4 may turn before three bases differ: the two largest base counts, plus one. */
function worstTurnsForThreeBases(deck: readonly PowerCard[]): number | null {
  const counts = BASES.map((base) => deck.filter((card) => card.base === base).length).filter((count) => count > 0);
  if (counts.length < 3) return null;
  const [a = 0, b = 0] = [...counts].sort((x, y) => y - x);
  return a + b + 1;
}

describe("[POWER] the Power card deck (content/power-cards.json)", () => {
  it("[POWER-1] 15 cards with every mark a rule reads, validated on load; a broken file is refused", () => {
    expect(POWER_CARDS).toHaveLength(15);
    expect(new Set(POWER_CARDS.map((card) => card.id)).size).toBe(15);
    for (const card of POWER_CARDS)
      expect(Object.keys(card).sort()).toEqual(["base", "category", "id", "order", "square", "star", "version"]);
    const broken = structuredClone(powerCardsJson) as { cards: Record<string, unknown>[] };
    (broken.cards[0] as Record<string, unknown>).base = 40;
    expect(() => parsePowerDeck(broken)).toThrow(/cards\.0\.base/);
    const short = { ...powerCardsJson, cards: powerCardsJson.cards.slice(1) };
    expect(() => parsePowerDeck(short)).toThrow(/content\/power-cards\.json is invalid/);
    const twins = { ...powerCardsJson, cards: [...powerCardsJson.cards.slice(0, 14), powerCardsJson.cards[0]] };
    expect(() => parsePowerDeck(twins)).toThrow(/unique/);
  });

  it("[POWER-2] one card for each base and category: every base on 3 cards, every category on 5", () => {
    for (const base of BASES)
      for (const category of CATEGORIES)
        expect(POWER_CARDS.filter((card) => card.base === base && card.category === category)).toHaveLength(1);
  });

  it("[POWER-3] Level 3, PTR1 and PTR2 can always turn two Power cards after the deal (and after Combo 3's version card)", () => {
    const seating = {
      teams: [
        { id: "a", name: "A", players: 1 },
        { id: "b", name: "B", players: 1 },
      ],
    };
    for (let seed = 0; seed < 60; seed++) {
      const level3 = playTheRanks.start(playTheRanks.setupSchema.parse({ level: 3 }), seating, seed, 0);
      const game4 = combo3Game4.start(combo3Game4.setupSchema.parse({}), seating, seed, 0);
      if (!level3.ok || !game4.ok) throw new Error("start refused");
      expect(level3.state.phase.battle.basePowers).toHaveLength(2);
      const play = game4.state.phase.play;
      if (play.kind === "ranks") {
        expect(play.battle.basePowers).toHaveLength(2);
        expect(play.battle.powerDeck).toHaveLength(15 - 1 - 4 - 2);
      }
    }
  });

  it("[POWER-4] after any Level 4 deal, three different bases always show and a card is left for the GeoStar", () => {
    let deals = 0;
    for (const dealt of subsets(POWER_CARDS, 4)) {
      const left = POWER_CARDS.filter((card) => !dealt.includes(card));
      const worst = worstTurnsForThreeBases(left);
      expect(worst).not.toBeNull();
      expect((worst as number) + 1).toBeLessThanOrEqual(left.length);
      deals += 1;
    }
    expect(deals).toBe(1365);
  });

  it("[POWER-5] two turned cards can share a base, and a card in hand can show the other base in play", () => {
    for (const base of BASES) expect(POWER_CARDS.filter((card) => card.base === base).length).toBeGreaterThanOrEqual(2);
    // Change the Base: table cards with bases 1 and 30 leave two more cards of base 30 for a hand.
    const table = [POWER_CARDS.find((card) => card.base === 1), POWER_CARDS.find((card) => card.base === 30)];
    expect(POWER_CARDS.filter((card) => card.base === 30 && !table.includes(card)).length).toBe(2);
  });

  it("[POWER-6] each version is on 5 cards, so each can be turned with the same chance", () => {
    for (const version of VERSIONS) expect(POWER_CARDS.filter((card) => card.version === version)).toHaveLength(5);
    // Versions are spread over bases and categories (a Latin square), not tied to one of them.
    for (const version of VERSIONS) {
      expect(new Set(POWER_CARDS.filter((card) => card.version === version).map((card) => card.base)).size).toBe(5);
      expect(new Set(POWER_CARDS.filter((card) => card.version === version).map((card) => card.category)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it("[POWER-7] every Star Area value is on a card and names something for every state", () => {
    expect(new Set(POWER_CARDS.map((card) => card.star))).toEqual(new Set(STAR_AREAS));
    for (const star of STAR_AREAS) for (const code of ALL_CARDS) expect(geoStarOf(star, code).trim().length).toBeGreaterThan(0);
  });

  it("[POWER-8] all six A/B/C orders and both square colours appear", () => {
    expect(new Set(POWER_CARDS.map((card) => card.order))).toEqual(new Set(CLUE_ORDERS));
    expect(new Set(POWER_CARDS.map((card) => card.square))).toEqual(new Set(SQUARES));
  });

  it("[POWER-9] the printed examples fit: 30 · ACB · Statehood · Bird · PTR1, and a Population · top city · PTB card", () => {
    expect(POWER_CARDS).toContainEqual({
      id: "P11",
      base: 30,
      category: "statehood",
      star: "bird",
      order: "ACB",
      square: "red",
      version: "PTR1",
    });
    expect(POWER_CARDS.some((card) => card.category === "population" && card.star.startsWith("topCity") && card.version === "PTB")).toBe(
      true,
    );
  });
});

describe("[DOCS] content/POWER-CARDS.md and the tests agree", () => {
  it("every POWER rule has a test, and the table in the document is the deck", () => {
    const ids = documentedIds("content/POWER-CARDS.md");
    expect(ids).toHaveLength(9);
    expect(untestedIds(ids, "tests/games/power-cards")).toEqual([]);
    const text = readFileSync("content/POWER-CARDS.md", "utf8");
    for (const card of POWER_CARDS) {
      const row = text.split("\n").find((line) => line.startsWith(`| ${card.id} |`));
      expect(row, card.id).toBeDefined();
      expect(row).toContain(`| ${card.base} | ${card.category} |`);
      expect(row).toContain(`| ${card.order} | ${card.square} | ${card.version} |`);
    }
  });
});
