import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combo3Game4, type Combo3Game4Event, type Combo3Game4State } from "@/lib/games/combo3-game4";
import { comboPoints } from "@/lib/games/combo3-game4/engine";
import type { ZapBattle } from "@/lib/games/border-zap/battle";
import type { Side } from "@/lib/games/trick-kit/teams";
import { ZAP_HANDS } from "../border-zap/zap-support";
import { cardPlaces, power, powerPlaces } from "../play-the-ranks/ptr";
import { expectReplayable, playRandomGame, stepArbitrary, type GameRules } from "../random-play";
import { cardsNamedIn, ranksHidden } from "../ranks-rig";
import { BLUE, cardsIn, documentedIds, MODERATOR, propertySettings, RED, untestedIds } from "../support";
import { combo, discardToWindow, playOf, ranksOf, riggedCombo, riggedComboZap, tradeTwice, type ComboTable } from "./combo-support";

/** A PTR1 game whose GeoPlunging count has just opened; returns the deadline. */
function atWindow(seed = 3): { table: ComboTable; deadline: number } {
  const table = combo({ version: "PTR1", previousWinner: "red" }, seed);
  discardToWindow(table);
  const phase = table.state.phase;
  if (phase.type !== "geoplunge-window") throw new Error(phase.type);
  return { table, deadline: phase.deadline };
}

describe("[C3-9] GeoPlunging", () => {
  it("[C3-9.1] after both discards the count of five opens with a deadline; no card is played meanwhile", () => {
    const { table, deadline } = atWindow();
    expect(deadline).toBe(table.now + 5_000);
    expect(table.lines(table.events)).toContain('"Are you GeoPlunging?" The dealer counts to five (5 seconds).');
    expect(table.reject(RED, { type: "lead", card: ranksOf(table).hands[0][0], category: "size" }, table.now + 100).code).toBe(
      "rule/wrong_phase",
    );
    expect(table.board()).toMatchObject({ geoPlungeWindow: { deadline, answers: [null, null] } });
    const slow = combo({ version: "PTB", geoPlungeSeconds: 10 });
    tradeTwice(slow);
    discardToWindow(slow);
    expect(slow.state.phase.type === "geoplunge-window" && slow.state.phase.deadline).toBe(slow.now + 10_000);
  });

  it("[C3-9.2] before the deadline each team answers once, in public", () => {
    const { table, deadline } = atWindow();
    table.run(BLUE, { type: "geoPlunge" }, deadline - 1_000);
    expect(table.reject(BLUE, { type: "declineGeoPlunge" }, deadline - 900).code).toBe("rule/geoplunge_already_answered");
    expect(table.board()).toMatchObject({ geoPlungeWindow: { answers: [null, true] } });
    expect(table.lines()).toEqual(["Blue stands up: GeoPlunging!"]);
    expect(table.reject(MODERATOR, { type: "geoPlunge" }, deadline - 800).code).toBe("rule/team_only");
  });

  it("[C3-9.3] the count closes when both have answered, or on the first command at or after the deadline", () => {
    const both = atWindow().table;
    both.run(RED, { type: "declineGeoPlunge" });
    const events = both.run(BLUE, { type: "geoPlunge" });
    expect(events.map((event) => event.type)).toEqual(["geoPlungeAnswered", "geoPlungeClosed", "tricksBegin"]);
    expect(both.state.geoPlunging).toEqual([false, true]);

    const timer = atWindow();
    expect(timer.table.reject(MODERATOR, { type: "closeGeoPlunge" }, timer.deadline - 1).code).toBe("rule/still_counting");
    expect(timer.table.mod.legalActions(timer.table.state, MODERATOR)[0]).toMatchObject({
      command: { type: "closeGeoPlunge" },
      allowed: false,
      code: "rule/still_counting",
    });
    timer.table.run(RED, { type: "geoPlunge" }, timer.deadline - 1);
    expect(timer.table.reject(BLUE, { type: "geoPlunge" }, timer.deadline).code).toBe("rule/geoplunge_closed");
    const closing = timer.table.run(MODERATOR, { type: "closeGeoPlunge" }, timer.deadline);
    expect(timer.table.lines(closing)[0]).toBe("Five! GeoPlunging: Red (the winner gets 10 extra points).");
    expect(timer.table.state.geoPlunging).toEqual([true, false]);

    const late = atWindow();
    const card = ranksOf(late.table).hands[0][0] as string;
    const played = late.table.run(RED, { type: "lead", card, category: "size" }, late.deadline + 2_000);
    expect(played.map((event) => event.type)).toEqual(["geoPlungeClosed", "tricksBegin", "leadPlayed"]);
    expect(late.table.state.geoPlunging).toEqual([false, false]);
    // A late command the rules refuse does not close the count either: nothing changes.
    const refused = atWindow();
    refused.table.reject(BLUE, { type: "lead", card: ranksOf(refused.table).hands[1][0], category: "size" }, refused.deadline + 1);
    expect(refused.table.state.phase.type).toBe("geoplunge-window");
  });
});

describe("[C3-11] views, words and the engine", () => {
  it("[C3-11.1] the board shows the version card, the first lead, the count and the points; hands stay with their teams", () => {
    const { table } = atWindow(6);
    const board = table.board();
    expect(board).toMatchObject({
      version: "PTR1",
      versionCard: null,
      firstLead: { teamId: "red", how: "previous-winner" },
      teams: [{ points: 0 }, { points: 0 }],
    });
    for (const code of [...ranksOf(table).hands[0], ...ranksOf(table).hands[1]]) expect(cardsIn(board)).not.toContain(code);
    expect(cardsIn(table.team("red")).sort()).toEqual([...ranksOf(table).hands[0]].sort());
    const { waiting, ...rest } = table.moderator() as Record<string, unknown>;
    expect(rest).toEqual(board);
    expect(waiting).toMatchObject({ teamIds: ["red", "blue"], what: "say whether it is GeoPlunging before the count of five ends" });
  });

  it("[C3-11.2] every event has a plain-words line; the battle's lines speak of the game", () => {
    const table = combo({ version: "PTB", previousWinner: "blue" }, 2);
    for (const line of table.lines(table.allEvents)) expect(line).toMatch(/^[A-Z"].+[.!]$/);
    expect(table.lines(table.allEvents)).toContain("Each team is dealt 3 cards and trades one with the other team.");
  });
});

describe("[C3-12] the text's examples (bases: 1 for the first three tricks, 30 for the last five)", () => {
  const BASES = [power(1, "size"), power(30, "size")];

  it("[C3-12.1] New York with a Population Power card beats Georgia in one of the first three tricks", () => {
    const table = riggedCombo("PTR1", {
      hands: [
        ["NY", "OH"],
        ["GA", "TX"],
      ],
      bases: BASES,
      lead: 0,
      tricks: 2,
      powers: [[power(10, "population")], [power(20, "statehood")]],
    });
    table.run(RED, { type: "lead", card: "NY", power: power(10, "population") });
    table.run(BLUE, { type: "follow", card: "GA", power: power(20, "statehood") });
    expect(ranksOf(table).tricks[2]?.explanation).toBe(
      "Red's Power card locked the category to population, so Blue's Power card cannot change the category. New York's population rank 4 is closer to the base of 1 than Georgia's 8, so New York wins the trick for Red.",
    );
  });

  it("[C3-12.2] Minnesota for statehood in the last five tricks is protected: only Wisconsin or California win", () => {
    const table = riggedCombo("PTR1", {
      hands: [
        ["MN", "OH"],
        ["CA", "TX"],
      ],
      bases: BASES,
      lead: 0,
      tricks: 3,
    });
    table.run(RED, { type: "lead", card: "MN", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "CA" });
    expect(ranksOf(table).tricks[3]?.explanation).toBe(
      "California's statehood rank 31 is closer to the base of 30 than Minnesota's 32, so California wins the trick for Blue.",
    );
  });

  it("[C3-12.3] Tennessee's statehood Power card turns Colorado's size lead into Tennessee's trick", () => {
    const table = riggedCombo("PTR1", {
      hands: [
        ["CO", "OH"],
        ["TN", "TX"],
      ],
      bases: BASES,
      lead: 0,
      powers: [[], [power(50, "statehood")]],
    });
    table.run(RED, { type: "lead", card: "CO", category: "size" });
    table.run(BLUE, { type: "follow", card: "TN", power: power(50, "statehood") });
    expect(ranksOf(table).tricks[0]?.outcome).toMatchObject({ effect: { kind: "category", from: "size", to: "statehood" }, winner: 1 });
  });

  it("[C3-12.4] Oklahoma's population rank 28 is below the base of 30, so Utah wins", () => {
    const table = riggedCombo("PTR1", {
      hands: [
        ["UT", "OH"],
        ["OK", "TX"],
      ],
      bases: BASES,
      lead: 0,
      tricks: 5,
    });
    table.run(RED, { type: "lead", card: "UT", category: "population" });
    const events = table.run(BLUE, { type: "follow", card: "OK" });
    expect(table.lines(events)[0]).toBe("Trick 6: Oklahoma's population rank 28 is below the base of 30, so Utah wins the trick for Red.");
  });

  it("[C3-12.5] PTB: Texas zaps Utah through New Mexico", () => {
    const table = riggedComboZap(ZAP_HANDS, 0);
    table.run(RED, { type: "lead", card: "UT" });
    const events = table.run(BLUE, { type: "follow", card: "TX" });
    expect(table.lines(events)[0]).toBe(
      "Trick 1: Texas zaps Utah: both border New Mexico (Utah touches New Mexico at the Four Corners), so Texas wins the trick for Blue.",
    );
  });

  it("[C3-12.6] a Power card naming PTR2 starts PTR2 (and likewise PTR1 and PTB)", () => {
    for (const version of ["PTR1", "PTR2", "PTB"] as const) {
      const seed = [...Array(100).keys()].find((candidate) => combo({}, candidate).state.version === version);
      if (seed === undefined) throw new Error(`no seed turns ${version}`);
      const table = combo({}, seed);
      expect(table.lines(table.allEvents)[0]).toMatch(new RegExp(`The top Power card is turned: Game 4 is .*\\(${version}\\)\\.`));
      expect(playOf(table).kind).toBe(version === "PTB" ? "zap" : "ranks");
      if (version !== "PTB")
        expect(ranksOf(table).rules).toMatchObject({
          kind: version.toLowerCase(),
          firstBaseTricks: 3,
          leadChoosesBase: version === "PTR2",
        });
    }
  });
});

// ---- Random games -----------------------------------------------------------------------------------

function zapSecrets(battle: ZapBattle, side: Side): string[] {
  const faceUp = new Set(battle.faceUp.filter((code): code is string => code !== null));
  const step = battle.step;
  const led = step.type === "following" && step.lead === side ? [step.led] : [];
  return [...battle.hands[side], ...battle.setAside[side], ...battle.discards[side], ...led].filter((code) => !faceUp.has(code));
}

const comboRules: GameRules<Combo3Game4State> = {
  mod: combo3Game4,
  hidden: (state) => {
    const play = state.phase.play;
    if (play.kind === "ranks") return ranksHidden(play.battle, [state.teams[0].id, state.teams[1].id]);
    const battle = play.battle;
    return {
      board: { cards: [...battle.deck, ...zapSecrets(battle, 0), ...zapSecrets(battle, 1)], powers: [] },
      team: {
        red: { cards: [...battle.deck, ...zapSecrets(battle, 1), ...battle.setAside[0]], powers: [] },
        blue: { cards: [...battle.deck, ...zapSecrets(battle, 0), ...battle.setAside[1]], powers: [] },
      },
    };
  },
  places: (state) => {
    const play = state.phase.play;
    if (play.kind === "ranks")
      return { cards: cardPlaces(play.battle), powers: [...powerPlaces(play.battle), ...(state.versionCard ? [state.versionCard] : [])] };
    const battle = play.battle;
    const step = battle.step;
    return {
      cards: [
        ...battle.deck,
        ...battle.hands.flat(),
        ...battle.setAside.flat(),
        ...battle.discards.flat(),
        ...battle.tricks.flatMap((trick) => [trick.lead, trick.follow]),
        ...(step.type === "following" ? [step.led] : []),
      ],
      powers: null,
    };
  },
  points: (state) => {
    const result = state.phase.type === "over" ? state.phase.result.points : [0, 0];
    const adjusted = [0, 1].map(
      (side) =>
        (result[side] ?? 0) + state.adjustments.filter((entry) => entry.side === side).reduce((sum, entry) => sum + entry.amount, 0),
    );
    return { points: [...comboPoints(state)], fromLedger: adjusted };
  },
  deadlinePassed: (state, now) => state.phase.type === "geoplunge-window" && now >= state.phase.deadline,
  checkEvents: (_before, after, events) => {
    const hidden = new Set(comboRules.hidden(after).board.cards);
    for (const code of cardsNamedIn(events)) expect(hidden.has(code), `an event names hidden card ${code}`).toBe(false);
    for (const event of events as Combo3Game4Event[]) {
      if (event.type !== "gameScored") continue;
      if (after.phase.type !== "over") throw new Error("scored but not over");
      const { result } = after.phase;
      // Game 4 always names a winner, worth 10, +10 with the Bonus Points, +10 per GeoPlunging team.
      expect(result.winner).not.toBeNull();
      const plungers = (after.geoPlunging ?? [false, false]).filter(Boolean).length;
      expect(Math.max(...result.points)).toBe(10 + (result.bonus ? 10 : 0) + 10 * plungers);
      expect(Math.min(...result.points)).toBe(0);
    }
  },
};

describe("[C3-11] random games", () => {
  it("[C3-11.3] random games of every version: cards in one place, secrets kept, refusals change nothing, the score right, replay equal", () => {
    const gameArbitrary = fc.record({
      version: fc.constantFrom("turned", "PTR1", "PTR2", "PTB"),
      previousWinner: fc.constantFrom(null, "red", "blue"),
      // PTB's rules: a game stored before the look (no version) and one created now (BZ-3.5).
      rules: fc.constantFrom({}, { rulesVersion: 2 }),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      steps: fc.array(stepArbitrary, { minLength: 20, maxLength: 120, size: "max" }),
    });
    let looked = 0;
    fc.assert(
      fc.property(gameArbitrary, ({ version, previousWinner, rules, seed, steps }) => {
        const setup = { version, previousWinner, ...rules };
        const run = playRandomGame(comboRules, setup, seed, steps);
        expectReplayable(comboRules, setup, seed, run);
        if (run.log.some((entry) => (entry.command as { type: string }).type === "setAside")) looked += 1;
      }),
      propertySettings("combo3-game4 random games", 40, 150),
    );
    expect(looked, "random PTB games that reached the look after the first trade (C3-8.3)").toBeGreaterThan(0);
  }, 600_000);

  it("[C3-10.1] in random games Game 4 always names a winner", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(stepArbitrary, { minLength: 150, maxLength: 150 }), (seed, steps) => {
        const run = playRandomGame(
          comboRules,
          {},
          seed,
          steps.map((step) => ({ ...step, kind: "legal" as const, pick: "pick" in step ? step.pick : step.card, wait: 1 })),
        );
        if (run.state.phase.type === "over") expect(run.state.phase.result.winner).not.toBeNull();
      }),
      propertySettings("combo3-game4 winners", 20, 60),
    );
  }, 600_000);
});

describe("[DOCS] docs/rules/combo3-game4.md and the tests agree", () => {
  it("every rule ID in the rulebook has a test whose name carries it", () => {
    const ids = documentedIds("docs/rules/combo3-game4.md");
    expect(ids.length).toBeGreaterThan(25);
    expect(new Set(ids).size).toBe(ids.length);
    expect(untestedIds(ids, "tests/games/combo3-game4")).toEqual([]);
  });
});
