import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playTheRanks, type PlayTheRanksEvent, type PlayTheRanksState } from "@/lib/games/play-the-ranks";
import { expectReplayable, playRandomGame, stepArbitrary, type GameRules } from "../random-play";
import { propertySettings, RED, replay, Table } from "../support";
import { cardsNamedIn, ranksHidden } from "../ranks-rig";
import { cardPlaces, powerPlaces } from "./ptr";

const ptrRules: GameRules<PlayTheRanksState> = {
  mod: playTheRanks,
  hidden: (state) => ranksHidden(state.phase.battle, [state.teams[0].id, state.teams[1].id]),
  places: (state) => ({ cards: cardPlaces(state.phase.battle), powers: powerPlaces(state.phase.battle) }),
  points: (state) => ({
    points: [...state.points],
    fromLedger: [0, 1].map((side) => state.ledger.filter((entry) => entry.side === side).reduce((sum, entry) => sum + entry.amount, 0)),
  }),
  checkEvents: (before, after, events) => {
    const typed = events as PlayTheRanksEvent[];
    // Events never name a card the board may not see. When a battle ends the cards are gathered
    // and dealt again, so then the only cards named are the two of the last trick, now face-up.
    if (typed.some((event) => event.type === "battleEnded")) {
      const step = before.phase.battle.step;
      const last = typed.find((event) => event.type === "trickWon");
      expect(step.type === "following" && last?.type === "trickWon" && last.leadCard === step.led.card).toBe(true);
      expect(cardsNamedIn(typed)).toEqual(last?.type === "trickWon" ? [last.leadCard, last.followCard] : []);
    } else {
      const hidden = new Set(ptrRules.hidden(after).board.cards);
      for (const code of cardsNamedIn(typed)) expect(hidden.has(code), `an event names hidden card ${code}`).toBe(false);
    }
    for (const [index, event] of typed.entries()) {
      if (event.type !== "battleEnded") continue;
      // A battle ends with exactly one winner, the right points and a consistent count of tricks.
      const [a, b] = event.tricks;
      const winnerSide = after.teams[0].id === event.winnerId ? 0 : 1;
      expect([after.teams[0].id, after.teams[1].id]).toContain(event.winnerId);
      expect(a + b).toBeLessThanOrEqual(8);
      expect(event.bonus).toBe(event.tricks[winnerSide] >= 6);
      if (event.how === "early") expect([Math.max(a, b), a + b < 8]).toEqual([6, true]);
      if (event.how === "last-trick") expect([a, b]).toEqual([4, 4]);
      if (event.how !== "early") expect(a + b).toBe(8);
      if (event.how === "tricks") expect(event.tricks[winnerSide]).toBeGreaterThanOrEqual(5);
      const scored = typed[index + 1];
      expect(scored).toEqual({
        type: "battlePoints",
        teamId: event.winnerId,
        points: event.bonus ? 3 : 2,
        total: after.points[winnerSide],
      });
      expect(after.points[winnerSide] - before.points[winnerSide]).toBe(event.bonus ? 3 : 2);
    }
  },
};

const setupArbitrary = fc
  .record({
    level: fc.constantFrom(3 as const, 4 as const),
    leadChoosesBase: fc.boolean(),
    firstLead: fc.constantFrom("discards", "draw-then-alternate", "draw-then-winner"),
    targetPoints: fc.integer({ min: 2, max: 15 }),
  })
  .map((setup) => (setup.level === 4 && setup.firstLead === "discards" ? { ...setup, firstLead: "draw-then-alternate" } : setup));

const gameArbitrary = fc.record({
  setup: setupArbitrary,
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  steps: fc.array(stepArbitrary, { minLength: 30, maxLength: 320, size: "max" }),
});

const TIMEOUT = 600_000;

describe("[PROPERTY] random Play the Ranks games", () => {
  it(
    "[PTR-15.1] every card in one place, secrets kept, rejections change nothing, battles scored right; replay gives the same state",
    () => {
      fc.assert(
        fc.property(gameArbitrary, ({ setup, seed, steps }) => {
          const run = playRandomGame(ptrRules, setup, seed, steps);
          expectReplayable(ptrRules, setup, seed, run);
        }),
        propertySettings("play-the-ranks random games", 30, 120),
      );
    },
    TIMEOUT,
  );

  it("[PTR-15.1] the same setup, seating, seed and commands give the same state; undo is a replay without the last command", () => {
    const table = Table.start<PlayTheRanksState, PlayTheRanksEvent>(playTheRanks, { level: 3 }, 77);
    const before = table.state;
    table.run(RED, { type: "discard", card: table.state.phase.battle.hands[0][0] });
    expect(replay(playTheRanks, { level: 3 }, 77, table.log.slice(0, -1))).toEqual(before);
    expect(replay(playTheRanks, { level: 3 }, 77, table.log)).toEqual(table.state);
  });

  it(
    "[PTR-15.2] an allowed action is accepted; a refused one carries apply's own code and message",
    () => {
      fc.assert(
        fc.property(gameArbitrary, ({ setup, seed, steps }) => {
          // playRandomGame checks both on every step; here every allowed action of one position is applied.
          const run = playRandomGame(ptrRules, setup, seed, steps.slice(0, 40));
          for (const actor of [{ role: "team", teamId: "red" }, { role: "team", teamId: "blue" }, { role: "moderator" }] as const) {
            for (const action of playTheRanks.legalActions(run.state, actor)) {
              const result = playTheRanks.apply(run.state, action.command, actor, run.state.clock + 1);
              expect(result.ok).toBe(action.allowed);
              if (!result.ok && !action.allowed)
                expect([result.violation.code, result.violation.message]).toEqual([action.code, action.reason]);
            }
          }
        }),
        propertySettings("play-the-ranks legal actions", 10, 40),
      );
    },
    TIMEOUT,
  );
});
