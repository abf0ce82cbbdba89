import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderZap, type BorderZapEvent, type BorderZapState } from "@/lib/games/border-zap";
import type { ZapBattle } from "@/lib/games/border-zap/battle";
import { zapOf } from "@/lib/games/border-zap/zap";
import { ALL_CARDS, cardBorders, stateOf } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import { cardsNamedIn } from "../ranks-rig";
import { expectReplayable, playRandomGame, stepArbitrary, type GameRules } from "../random-play";
import { BLUE, cardsIn, documentedIds, propertySettings, RED, untestedIds } from "../support";
import { riggedZap, ZAP_HANDS, zapBattleOf, zapGame } from "./zap-support";

describe("[BZ-7] the zap", () => {
  it("[BZ-7.1] a card that borders the lead card zaps it", () => {
    expect(zapOf("UT", "CO")).toEqual({ kind: "borders" });
    expect(zapOf("WA", "OR")).toEqual({ kind: "borders" });
  });

  it("[BZ-7.2] a card that shares a border state with the lead card zaps it", () => {
    expect(zapOf("UT", "TX")).toEqual({ kind: "shared-border", states: ["NM"] });
    expect(zapOf("OR", "UT")).toEqual({ kind: "shared-border", states: ["ID", "NV"] });
  });

  it("[BZ-7.3] a card with the same number of border states zaps the lead card", () => {
    // Washington (Idaho, Oregon) and Florida (Alabama, Georgia) share nothing but the count.
    expect(cardBorders("WA")).toHaveLength(2);
    expect(cardBorders("FL")).toHaveLength(2);
    expect(zapOf("WA", "FL")).toEqual({ kind: "same-count", count: 2 });
  });

  it("[BZ-7.4] otherwise the lead card wins the trick", () => {
    expect(zapOf("UT", "NH")).toBeNull();
    const table = riggedZap(ZAP_HANDS, 0);
    table.run(RED, { type: "lead", card: "UT" });
    const [won] = table.run(BLUE, { type: "follow", card: "NH" });
    expect(won).toMatchObject({ type: "zapTrickWon", teamId: "red", zapped: false });
    expect(table.lines()[0]).toBe(
      "Trick 1: New Hampshire does not zap Utah (no border in common, 3 border states against 6), so Utah wins the trick for Red.",
    );
  });
});

describe("[BZ-8] border states", () => {
  it("[BZ-8.1] a card's border states are its borders plus its Four Corners neighbours", () => {
    expect(stateOf("UT").borders).not.toContain("NM");
    expect(cardBorders("UT")).toContain("NM");
    expect(cardBorders("AZ")).toContain("CO");
    expect(cardBorders("CO")).toHaveLength(7);
    expect(zapOf("AZ", "CO")).toEqual({ kind: "borders" });
    // The relation is symmetric, so it does not matter which team leads.
    for (const a of ALL_CARDS) for (const b of ALL_CARDS) if (a !== b) expect(zapOf(a, b) === null).toBe(zapOf(b, a) === null);
  });

  it("[BZ-8.2] Alaska and Hawaii have no border state: the same number, so either zaps the other", () => {
    expect(zapOf("AK", "HI")).toEqual({ kind: "same-count", count: 0 });
    expect(zapOf("HI", "AK")).toEqual({ kind: "same-count", count: 0 });
  });
});

describe("[BZ-12] the text's example", () => {
  it("[BZ-12.1] Utah face-down, Texas face-up: Texas zaps Utah through New Mexico and wins", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    table.run(RED, { type: "lead", card: "UT" });
    const [won] = table.run(BLUE, { type: "follow", card: "TX" });
    expect(won).toMatchObject({ type: "zapTrickWon", teamId: "blue", leadCard: "UT", followCard: "TX", zapped: true });
    expect(table.lines()[0]).toBe(
      "Trick 1: Texas zaps Utah: both border New Mexico (Utah touches New Mexico at the Four Corners), so Texas wins the trick for Blue.",
    );
  });
});

/** What each audience may not see of a zap battle (BZ-11). */
function zapHidden(battle: ZapBattle): ReturnType<GameRules<unknown>["hidden"]> {
  const step = battle.step;
  const faceUp = new Set(battle.faceUp.filter((code): code is string => code !== null));
  const led = step.type === "following" ? { side: step.lead, card: step.led } : null;
  const secretOf = (side: Side): string[] =>
    [...battle.hands[side], ...battle.setAside[side], ...battle.discards[side], ...(led && led.side === side ? [led.card] : [])].filter(
      (code) => !faceUp.has(code),
    );
  return {
    board: { cards: [...battle.deck, ...secretOf(0), ...secretOf(1)], powers: [] },
    team: {
      red: { cards: [...battle.deck, ...secretOf(1), ...battle.setAside[0]], powers: [] },
      blue: { cards: [...battle.deck, ...secretOf(0), ...battle.setAside[1]], powers: [] },
    },
  };
}

function zapPlaces(battle: ZapBattle): string[] {
  const step = battle.step;
  return [
    ...battle.deck,
    ...battle.hands[0],
    ...battle.hands[1],
    ...battle.setAside[0],
    ...battle.setAside[1],
    ...battle.discards[0],
    ...battle.discards[1],
    ...battle.tricks.flatMap((trick) => [trick.lead, trick.follow]),
    ...(step.type === "following" ? [step.led] : []),
  ];
}

const zapRules: GameRules<BorderZapState> = {
  mod: borderZap,
  hidden: (state) => zapHidden(state.phase.battle),
  places: (state) => ({ cards: zapPlaces(state.phase.battle), powers: null }),
  points: (state) => ({
    points: [...state.points],
    fromLedger: [0, 1].map((side) => state.ledger.filter((entry) => entry.side === side).reduce((sum, entry) => sum + entry.amount, 0)),
  }),
  checkEvents: (before, after, events) => {
    const typed = events as BorderZapEvent[];
    if (typed.some((event) => event.type === "zapBattleEnded")) {
      const last = typed.find((event) => event.type === "zapTrickWon");
      expect(cardsNamedIn(typed)).toEqual(last?.type === "zapTrickWon" ? [last.leadCard, last.followCard] : []);
    } else {
      const hidden = new Set(zapRules.hidden(after).board.cards);
      for (const code of cardsNamedIn(typed)) expect(hidden.has(code), `an event names hidden card ${code}`).toBe(false);
    }
    for (const [index, event] of typed.entries()) {
      if (event.type !== "zapBattleEnded") continue;
      const winnerSide = after.teams[0].id === event.winnerId ? 0 : 1;
      const [a, b] = event.tricks;
      expect(event.bonus).toBe(event.tricks[winnerSide] >= 5);
      if (event.how === "early") expect([a + b, event.tricks[winnerSide]]).toEqual([5, 5]);
      else expect(a + b).toBe(6);
      if (event.how === "last-trick") expect([a, b]).toEqual([3, 3]);
      expect(typed[index + 1]).toMatchObject({ type: "battlePoints", teamId: event.winnerId, points: event.bonus ? 3 : 2 });
      expect(after.points[winnerSide] - before.points[winnerSide]).toBe(event.bonus ? 3 : 2);
    }
  },
};

describe("[BZ-11] views, words and the engine", () => {
  it("[BZ-11.1] a team sees its own hand with border states; never the other team's hand or trade pick", () => {
    const table = zapGame({}, 8);
    const battle = zapBattleOf(table);
    expect(cardsIn(table.team("red"))).toEqual(battle.hands[0]);
    table.run(RED, { type: "trade", card: battle.hands[0][0] });
    expect(table.team("red")).toMatchObject({ own: { tradePick: battle.hands[0][0] } });
    expect(table.team("blue")).toMatchObject({ own: { tradePick: null } });
    const utah = riggedZap(ZAP_HANDS, 0);
    expect(utah.team("red")).toMatchObject({
      own: {
        hand: expect.arrayContaining([
          expect.objectContaining({
            code: "UT",
            borderStates: expect.arrayContaining(["NM"]),
            cornerBorders: ["NM"],
          }),
        ]),
      },
    });
  });

  it("[BZ-11.2] the board holds only face-up cards; the moderator's adds whom the table waits on", () => {
    const table = zapGame({}, 8);
    expect(cardsIn(table.board())).toEqual([]);
    const { waiting, ...board } = table.moderator() as Record<string, unknown>;
    expect(board).toEqual(table.board());
    expect(waiting).toEqual({ teamIds: ["red", "blue"], what: "pick a card to trade (trade 1 of 2)" });
  });

  it("[BZ-11.3] every event has one plain-words line", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    table.run(RED, { type: "lead", card: "WA" });
    table.run(BLUE, { type: "follow", card: "OR" });
    expect(table.lines()).toEqual(["Trick 1: Oregon zaps Washington: they border each other, so Oregon wins the trick for Blue."]);
    const started = zapGame({}, 9);
    for (const line of started.lines(started.allEvents)) expect(line).toMatch(/^[A-Z].+\.$/);
  });

  it("[BZ-11.4] random games: cards in one place, secrets kept, refusals change nothing, battles scored right, replay gives the same state", () => {
    const gameArbitrary = fc.record({
      targetPoints: fc.integer({ min: 2, max: 15 }),
      // A room stored before the look (no version) and one created now (BZ-3.5).
      rules: fc.constantFrom({}, { rulesVersion: 2 }),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      steps: fc.array(stepArbitrary, { minLength: 30, maxLength: 300, size: "max" }),
    });
    let looked = 0;
    fc.assert(
      fc.property(gameArbitrary, ({ targetPoints, rules, seed, steps }) => {
        const run = playRandomGame(zapRules, { targetPoints, ...rules }, seed, steps);
        expectReplayable(zapRules, { targetPoints, ...rules }, seed, run);
        if (run.log.some((entry) => (entry.command as { type: string }).type === "setAside")) looked += 1;
      }),
      propertySettings("border-zap random games", 30, 120),
    );
    expect(looked, "random games that reached the look after the first trade (BZ-3.3)").toBeGreaterThan(0);
  }, 600_000);
});

describe("[DOCS] docs/rules/border-zap.md and the tests agree", () => {
  it("every rule ID in the rulebook has a test whose name carries it", () => {
    const ids = documentedIds("docs/rules/border-zap.md");
    expect(ids.length).toBeGreaterThan(25);
    expect(new Set(ids).size).toBe(ids.length);
    expect(untestedIds(ids, "tests/games/border-zap")).toEqual([]);
  });
});
