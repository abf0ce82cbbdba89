import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { PlayTheRanksTeamView } from "@/lib/games/play-the-ranks";
import { BLUE, cardsIn, documentedIds, powerCardsIn, RED, untestedIds } from "../support";
import { battleOf, power, ptr, rigged } from "./ptr";

describe("[PTR-12] views and secrets", () => {
  it("[PTR-12.1] a team sees its own hand as GeoPlunge card data and its own Power cards, never the other team's", () => {
    const table = ptr({ level: 3 }, 4);
    const battle = battleOf(table);
    const view = table.team("red") as PlayTheRanksTeamView;
    expect(view.own.hand.map((card) => card.code)).toEqual(battle.hands[0]);
    expect(view.own.powerCards.map((card) => card.id)).toEqual(battle.powers[0]);
    const utah = rigged({ level: 3 }, { hands: [["UT"], ["OK"]], bases: [power(1, "size"), power(30, "size")], lead: 0 });
    expect((utah.team("red") as PlayTheRanksTeamView).own.hand[0]).toEqual({
      code: "UT",
      name: "Utah",
      statehood: { rank: 45, date: "1896-01-04", president: "Grover Cleveland" },
      size: { rank: 13, sqMi: expect.any(Number) },
      population: { rank: 30, census2020: expect.any(Number) },
      capital: "Salt Lake City",
      nickname: expect.any(String),
      topCities: expect.arrayContaining(["Salt Lake City", "Provo"]),
      flower: expect.any(String),
      bird: expect.any(String),
      borderStates: ["AZ", "CO", "ID", "NM", "NV", "WY"],
      cornerBorders: ["NM"],
    });
    for (const code of battle.hands[1]) expect(cardsIn(view)).not.toContain(code);
    for (const id of battle.powers[1]) expect(powerCardsIn(view)).not.toContain(id);
  });

  it("[PTR-12.2] the board shows only what lies face-up: no hand, no deck, no face-down discard or lead", () => {
    const table = ptr({ level: 4 }, 8);
    const battle = battleOf(table);
    const board = table.board();
    const shown = cardsIn(board);
    for (const code of [...battle.hands[0], ...battle.hands[1], ...battle.deck]) expect(shown).not.toContain(code);
    for (const id of [...battle.powers[0], ...battle.powers[1], ...battle.powerDeck]) expect(powerCardsIn(board)).not.toContain(id);
    expect(powerCardsIn(board).sort()).toEqual([...battle.basePowers, ...battle.setAsidePowers].sort());
    expect(board).toMatchObject({
      table: {
        teams: [
          { cardsInHand: 9, powerCardsInHand: 2, discards: 0 },
          { cardsInHand: 9, powerCardsInHand: 2, discards: 0 },
        ],
      },
    });
  });

  it("[PTR-12.3] the moderator sees the board and whom the table waits on, but no hand", () => {
    const table = ptr({ level: 3 }, 4);
    const moderator = table.moderator() as Record<string, unknown>;
    const { waiting, ...rest } = moderator;
    expect(rest).toEqual(table.board());
    expect(waiting).toEqual({ teamIds: ["red", "blue"], what: "discard down to 8 cards" });
    table.run(RED, { type: "discard", card: battleOf(table).hands[0][0] });
    expect(table.moderator()).toMatchObject({ waiting: { teamIds: ["blue"] } });
    for (const code of [...battleOf(table).hands[0], ...battleOf(table).hands[1]]) expect(cardsIn(table.moderator())).not.toContain(code);
  });

  it("[PTR-12.4] events carry no secret: no discard, dealt card or face-down lead is named", () => {
    const table = rigged(
      { level: 3 },
      {
        hands: [
          ["NY", "OH"],
          ["GA", "TX"],
        ],
        bases: [power(1, "size"), power(30, "size")],
        lead: 0,
      },
    );
    const led = table.run(RED, { type: "lead", card: "NY", category: "population" });
    expect(JSON.stringify(led)).not.toContain('"NY"');
    const level3 = ptr({ level: 3 }, 2);
    const card = battleOf(level3).hands[0][0] as string;
    expect(JSON.stringify(level3.run(RED, { type: "discard", card }))).not.toContain(card);
    expect(JSON.stringify(level3.events)).not.toContain(battleOf(level3).hands[1][0]);
  });
});

describe("[PTR-13] plain words", () => {
  it("[PTR-13.1] every event has one line; every trick's line says why it was won", () => {
    const table = ptr({ level: 4 }, 12);
    const lines = table.lines(table.allEvents);
    expect(lines).toHaveLength(table.allEvents.length);
    for (const line of lines) expect(line).toMatch(/^[A-Z"].+[.!]$/);
    const trick = rigged(
      { level: 3 },
      {
        hands: [
          ["UT", "OH"],
          ["OK", "TX"],
        ],
        bases: [power(30, "size"), power(30, "statehood")],
        lead: 0,
      },
    );
    trick.run(RED, { type: "lead", card: "UT", category: "population" });
    const [won] = trick.lines(trick.run(BLUE, { type: "follow", card: "OK" }));
    expect(won).toBe("Trick 1: Oklahoma's population rank 28 is below the base of 30, so Utah wins the trick for Red.");
  });
});

describe("[DOCS] docs/rules/play-the-ranks.md and the tests agree", () => {
  it("every rule ID in the rulebook has a test whose name carries it", () => {
    const ids = documentedIds("docs/rules/play-the-ranks.md");
    expect(ids.length).toBeGreaterThan(60);
    expect(new Set(ids).size).toBe(ids.length);
    expect(untestedIds(ids, "tests/games/play-the-ranks")).toEqual([]);
  });

  it("the rulebook names the original text by its shared path only", () => {
    const text = readFileSync("docs/rules/play-the-ranks.md", "utf8");
    expect(text).toContain("../shared/rules/play-the-ranks.txt");
    expect(text).not.toMatch(/\/work\//);
  });
});
