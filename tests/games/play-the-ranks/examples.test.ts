import { describe, expect, it } from "vitest";
import { fixedBase } from "@/lib/games/play-the-ranks/battle";
import { ALL_CARDS, rankOf } from "@/lib/games/trick-kit/cards";
import { powerCard } from "@/lib/games/trick-kit/power-cards";
import { burFor, resolveRanksTrick, type Protection } from "@/lib/games/trick-kit/ranks";
import type { Side } from "@/lib/games/trick-kit/teams";
import { actorOf, BLUE, RED } from "../support";
import { battleOf, power, ptr, rigged } from "./ptr";

/**
 * The examples of ../shared/rules/play-the-ranks.txt, played through the engine. "Suppose the base
 * for the first four tricks is 1 and the base for the last four tricks is 30." Team 1 is Red.
 */
const BASES_1_THEN_30 = [power(1, "size"), power(30, "size")];

/** Who wins when `follow` answers `lead` (announced category, base), with an optional Power card from the other team. */
function winnerAgainst(
  lead: string,
  category: "statehood" | "size" | "population",
  base: 1 | 30,
  follow: string,
  protection: Protection,
  followPower: string | null = null,
): Side {
  return resolveRanksTrick(
    { side: 0, card: lead, power: null, category, base },
    { side: 1, card: follow, power: followPower, changeBase: false },
    protection,
  ).winner;
}

describe("[PTR-14] the text's examples", () => {
  it("[PTR-14.1] New York face-down with a Population Power card beats Georgia at base 1; Team 2's Power card cannot change it", () => {
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["NY", "OH"],
          ["GA", "TX"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        powers: [[power(20, "population")], [power(10, "statehood")]],
      },
    );
    const [led] = table.run(RED, { type: "lead", card: "NY", power: power(20, "population") });
    expect(led).toMatchObject({ announcement: { text: "New York" }, category: "population", base: 1 });
    const events = table.run(BLUE, { type: "follow", card: "GA", power: power(10, "statehood") });
    expect(table.lines(events)[0]).toBe(
      "Trick 1: Red's Power card locked the category to population, so Blue's Power card cannot change the category. New York's population rank 4 is closer to the base of 1 than Georgia's 8, so New York wins the trick for Red.",
    );
    expect(battleOf(table).won).toEqual([1, 0]);
  });

  it("[PTR-14.2] Minnesota face-down for statehood at base 30 is protected: only Wisconsin or California win", () => {
    expect(rankOf("MN", "statehood")).toBe(32);
    const winners = ALL_CARDS.filter((code) => code !== "MN").filter(
      (code) => winnerAgainst("MN", "statehood", 30, code, { kind: "best-three" }, power(1, "size")) === 1,
    );
    expect(winners.sort()).toEqual(["CA", "WI"]);
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["MN", "OH"],
          ["KS", "WI"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        tricks: 4,
        powers: [[], [power(1, "size")]],
      },
    );
    table.run(RED, { type: "lead", card: "MN", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "KS", power: power(1, "size") });
    expect(battleOf(table).tricks[4]?.explanation).toBe(
      "Minnesota is protected (its statehood rank 32 is one of the 3 best for the base of 30), so Blue's Power card cannot change the category. Minnesota's statehood rank 32 is closer to the base of 30 than Kansas's 34, so Minnesota wins the trick for Red.",
    );
  });

  it("[PTR-14.3] Colorado face-down for size at base 1; Tennessee's statehood Power card changes the category and wins", () => {
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["CO", "OH"],
          ["TN", "TX"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        powers: [[], [power(30, "statehood")]],
      },
    );
    table.run(RED, { type: "lead", card: "CO", category: "size" });
    const events = table.run(BLUE, { type: "follow", card: "TN", power: power(30, "statehood") });
    expect(table.lines(events)[0]).toBe(
      "Trick 1: Blue's Power card changes the category from size to statehood. Tennessee's statehood rank 16 is closer to the base of 1 than Colorado's 38, so Tennessee wins the trick for Blue.",
    );
    expect(battleOf(table).step).toEqual({ type: "leading", lead: 1 });
  });

  it("[PTR-14.4] Utah face-down for population at base 30: Oklahoma's 28 is below the base, so Utah wins (2020 Census: Utah 30th)", () => {
    expect([rankOf("UT", "population"), rankOf("OK", "population")]).toEqual([30, 28]);
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["UT", "OH"],
          ["OK", "TX"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        tricks: 4,
      },
    );
    table.run(RED, { type: "lead", card: "UT", category: "population" });
    const events = table.run(BLUE, { type: "follow", card: "OK" });
    expect(table.lines(events)[0]).toBe("Trick 5: Oklahoma's population rank 28 is below the base of 30, so Utah wins the trick for Red.");
  });

  it("[PTR-14.5] BUR cards Florida and Virginia: the BUR is 3 for the base of 1 and 35 for the base of 30", () => {
    expect([rankOf("FL", "population"), rankOf("VA", "size")]).toEqual([3, 35]);
    expect([burFor(["FL", "VA"], 1), burFor(["FL", "VA"], 30)]).toEqual([3, 35]);
    const table = rigged(
      { level: 4 },
      {
        hands: [
          ["FL", "VA", "OR"],
          ["WI", "TX"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        burCards: ["FL", "VA"],
        cardsTeam: 0,
        geoStar: power(20, "statehood"),
      },
    );
    expect(table.board()).toMatchObject({
      table: {
        bur: {
          count: 2,
          byBase: [
            { base: 1, rank: 3 },
            { base: 30, rank: 35 },
          ],
        },
      },
    });
  });

  it("[PTR-14.6] Oregon face-down for statehood at base 30 with BUR 35 is protected: only Wisconsin, California or Minnesota win", () => {
    const bur: Protection = { kind: "bur", burCards: ["FL", "VA"] };
    const winners = ALL_CARDS.filter((code) => !["OR", "FL", "VA"].includes(code)).filter(
      (code) => winnerAgainst("OR", "statehood", 30, code, bur, power(1, "size")) === 1,
    );
    expect(winners.sort()).toEqual(["CA", "MN", "WI"]);
    const table = rigged(
      { level: 4 },
      {
        hands: [
          ["OR", "FL", "VA"],
          ["NV", "MN"],
        ],
        bases: BASES_1_THEN_30,
        lead: 0,
        tricks: 4,
        burCards: ["FL", "VA"],
        cardsTeam: 0,
        geoStar: power(20, "statehood"),
        powers: [[], [power(1, "size")]],
      },
    );
    table.run(RED, { type: "lead", card: "OR", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "MN", power: power(1, "size") });
    expect(battleOf(table).tricks[4]?.explanation).toBe(
      "Oregon is protected (its statehood rank 33 is better than the BUR of 35), so Blue's Power card cannot change the category. Minnesota's statehood rank 32 is closer to the base of 30 than Oregon's 33, so Minnesota wins the trick for Blue.",
    );
  });

  it("[PTR-14.7] Level 4 Step 3: the Call Team makes 50 the base of the first four tricks and 10 of the last four", () => {
    const seed = [...Array(200).keys()].find((candidate) => {
      const bases = battleOf(ptr({ level: 4 }, candidate)).basePowers.map((id) => powerCard(id).base);
      return bases.includes(50) && bases.includes(10);
    });
    if (seed === undefined) throw new Error("no seed turns 50 and 10");
    const table = ptr({ level: 4 }, seed);
    const step = battleOf(table).step;
    if (step.type !== "choosing-role") throw new Error(step.type);
    table.run(actorOf(step.side), { type: "chooseRole", role: "cards" });
    const turned = battleOf(table).basePowers;
    const fifty = turned.find((id) => powerCard(id).base === 50) as string;
    const ten = turned.find((id) => powerCard(id).base === 10) as string;
    const third = turned.find((id) => id !== fifty && id !== ten) as string;
    table.run(actorOf(step.side === 0 ? 1 : 0), { type: "pickPower", remove: third, first: fifty });
    const battle = battleOf(table);
    expect([fixedBase(battle, 1), fixedBase(battle, 4), fixedBase(battle, 5), fixedBase(battle, 8)]).toEqual([50, 50, 10, 10]);
    expect(table.lines().find((line) => line.includes("removes"))).toContain("the base is 50 for tricks 1–4 and 10 for tricks 5–8");
  });
});
