import { describe, expect, it } from "vitest";
import { ALTERNATIVE_CLUE_VALUES, beginGame, legalActions, spinOutcome } from "@/lib/games/clue-spin/engine";
import { nextInt, seedRng } from "@/lib/games/clue-spin/engine/rng";
import { FIXTURE_DECK, teamsOfSize, THREE_TEAMS } from "./fixtures";
import { atTurnStart, begun, Driver, finishCurrentCard, giveSavedCard, MODERATOR, newGame, team } from "./helpers";

describe("[SETUP] teams, starting points and settings", () => {
  it("[SETUP-1] a game has 2 to 6 teams", () => {
    for (const sizes of [[3], [1, 1, 1, 1, 1, 1, 1]]) {
      const refused = beginGame({ teams: teamsOfSize(sizes) }, 1, FIXTURE_DECK);
      expect(refused.ok ? null : [refused.violation.code, refused.violation.message]).toEqual([
        "rule/invalid_setup",
        expect.stringMatching(/2 to 6 teams/),
      ]);
    }
    expect(begun(newGame({ teams: teamsOfSize([1, 1]) })).teams).toHaveLength(2);
    expect(begun(newGame({ teams: teamsOfSize([1, 1, 1, 1, 1, 1]) })).teams).toHaveLength(6);
  });

  it("[SETUP-2] every team starts with 10 points", () => {
    const state = begun(newGame({ teams: teamsOfSize([2, 2, 2]) }, 1));
    expect(state.teams.map((t) => t.points)).toEqual([10, 10, 10]);
  });

  it("[SETUP-3] a team with fewer players than the largest team gets 3 more points", () => {
    const state = begun(newGame({ teams: teamsOfSize([5, 4, 5, 1]) }, 1));
    expect(state.teams.map((t) => t.points)).toEqual([10, 13, 10, 13]);
    // Equal teams get no extra points.
    expect(begun(newGame({ teams: teamsOfSize([3, 3]) }, 1)).teams.map((t) => t.points)).toEqual([10, 10]);
  });

  it("[SETUP-4] target 55 and ladder 10…5 by default; the 6…1 ladder and another target can be chosen", () => {
    const standard = begun(newGame());
    expect(standard.rules.targetPoints).toBe(55);
    expect(standard.rules.clueValues).toEqual([10, 9, 8, 7, 6, 5]);
    const gentle = begun(newGame({ clueValues: ALTERNATIVE_CLUE_VALUES, targetPoints: 30 }));
    expect(gentle.rules.clueValues).toEqual([6, 5, 4, 3, 2, 1]);
    expect(gentle.rules.targetPoints).toBe(30);
  });

  it("[SETUP-5] 24 players and more are supported (six teams of four, or 2 teams of 20)", () => {
    expect(begun(newGame({ teams: teamsOfSize([4, 4, 4, 4, 4, 4]) }, 1)).teams.reduce((n, t) => n + t.players, 0)).toBe(24);
    expect(begun(newGame({ teams: teamsOfSize([20, 20]) }, 1)).teams).toHaveLength(2);
  });

  it("[SETUP-6] the state is plain JSON: it survives a JSON round trip mid-game and the game plays on identically", () => {
    // Plain JSON: no Map, Set, Date, class instance, function or undefined anywhere in the state.
    const plain = (value: unknown, path: string): string[] => {
      if (value === null || typeof value === "string" || typeof value === "boolean") return [];
      if (typeof value === "number") return Number.isFinite(value) ? [] : [`${path}: ${value}`];
      if (Array.isArray(value)) return value.flatMap((item, i) => plain(item, `${path}[${i}]`));
      if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.entries(value).flatMap(([key, item]) => plain(item, `${path}.${key}`));
      }
      return [`${path}: ${Object.prototype.toString.call(value)}`];
    };
    const driver = new Driver(newGame());
    for (let i = 0; i < 6 && driver.state.phase.type === "first-spin"; i++) driver.mod({ type: "spin" });
    expect(plain(driver.state, "state")).toEqual([]);
    // The random generator lives in the state: a reloaded copy plays on exactly as the original does
    // (the same spin, the same card from the shuffled deck, the same moves after it).
    const reloaded = new Driver(JSON.parse(JSON.stringify(driver.state)) as typeof driver.state);
    reloaded.now = driver.now;
    for (let i = 0; i < 6; i++) {
      const move = legalActions(driver.state, MODERATOR).find((action) => action.type !== "adjustPoints");
      if (!move) break;
      const original = driver.mod(move);
      expect(reloaded.mod(move)).toEqual(original);
    }
    expect(driver.state.revision).toBeGreaterThan(3);
    expect(reloaded.state).toEqual(driver.state);
  });
});

describe("[FIRST] the first spin", () => {
  /** Plays the first spins of a game; returns the spins of the deciding round. */
  function firstSpins(seed: number): { driver: Driver; lastRound: { teamId: string; value: number }[] } {
    const driver = new Driver(newGame({ teams: THREE_TEAMS }, seed));
    let round: { teamId: string; value: number }[] = [];
    while (driver.state.phase.type === "first-spin") {
      for (const event of driver.mod({ type: "spin" })) {
        if (event.type === "firstSpin") round.push({ teamId: event.teamId, value: event.value });
        if (event.type === "firstSpinTie") round = [];
      }
    }
    return { driver, lastRound: round };
  }

  it("[FIRST-1] every team spins, one after the other in table order", () => {
    const driver = new Driver(newGame());
    expect(driver.reject(team("blue"), { type: "spin" })).toBe("rule/not_your_turn");
    driver.as("red", { type: "spin" });
    driver.as("blue", { type: "spin" });
    expect(driver.reject(team("red"), { type: "spin" })).toBe("rule/not_your_turn");
  });

  it("[FIRST-2] the highest spin goes first", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { driver, lastRound } = firstSpins(seed);
      const best = Math.max(...lastRound.map((s) => s.value));
      const winner = lastRound.find((s) => s.value === best);
      expect(driver.state.phase).toEqual({ type: "turn-start", teamId: winner?.teamId });
    }
  });

  it("[FIRST-3] teams tied for the highest spin spin again, and only they", () => {
    let seenTie = false;
    for (let seed = 1; seed <= 60 && !seenTie; seed++) {
      const driver = new Driver(newGame({ teams: THREE_TEAMS }, seed));
      for (let i = 0; i < 3; i++) driver.mod({ type: "spin" });
      const phase = driver.state.phase;
      if (phase.type !== "first-spin") continue;
      seenTie = true;
      expect(phase.round).toBe(2);
      expect(phase.contenders.length).toBeGreaterThanOrEqual(2);
      const outsider = THREE_TEAMS.find((t) => !phase.contenders.includes(t.id));
      if (outsider) expect(driver.reject(team(outsider.id), { type: "spin" })).toBe("rule/not_your_turn");
    }
    expect(seenTie).toBe(true);
  });

  it("[FIRST-4] play goes clockwise: after a turn, the team to the left (next in order) plays", () => {
    const driver = atTurnStart("green", [1]);
    driver.as("green", { type: "spin" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "red" });
  });
});

describe("[SPIN] the spinner", () => {
  it("[SPIN-1] spins are uniform 1–6 from the game's seeded generator", () => {
    let rng = seedRng(42);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const [value, next] = nextInt(rng, 1, 6);
      rng = next;
      counts[value - 1] = (counts[value - 1] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
    expect(nextInt(seedRng(5), 1, 6)).toEqual(nextInt(seedRng(5), 1, 6));
  });

  it("[SPIN-2] 1 or 4 Answer or Sell, 2 or 5 Draw a Card, 3 Playoff, 6 Bid", () => {
    expect([1, 2, 3, 4, 5, 6].map(spinOutcome)).toEqual(["answer-or-sell", "draw-card", "playoff", "answer-or-sell", "draw-card", "bid"]);
    const phases: Record<number, string> = {
      1: "answer-or-sell",
      2: "draw-card",
      3: "playoff",
      4: "answer-or-sell",
      5: "draw-card",
      6: "bid-bidding",
    };
    for (const [value, phase] of Object.entries(phases)) {
      const driver = atTurnStart("red", [Number(value)]);
      driver.as("red", { type: "spin" });
      expect(driver.state.lastSpin).toEqual({ teamId: "red", value: Number(value) });
      expect(driver.state.phase.type).toBe(phase);
    }
  });

  it("[SPIN-3] only the team whose turn it is spins", () => {
    const driver = atTurnStart("red", [1]);
    expect(driver.reject(team("blue"), { type: "spin" })).toBe("rule/not_your_turn");
  });
});

describe("[TURN] turn order", () => {
  it("[TURN-1] without an Extra turn card, no team plays two turns in a row", () => {
    const driver = new Driver(newGame({}, 11));
    while (driver.state.phase.type === "first-spin") driver.mod({ type: "spin" });
    const turns: string[] = [];
    while (turns.length < 15) {
      const turn = driver.state.turn;
      if (!turn) throw new Error("no turn");
      turns.push(turn.teamId);
      driver.mod({ type: "spin" });
      finishCurrentCard(driver);
    }
    for (let i = 1; i < turns.length; i++) expect(turns[i]).not.toBe(turns[i - 1]);
  });

  it("[TURN-2] an Extra turn card gives the same team the next turn, once", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "extraTurn");
    driver.as("red", { type: "playSavedCard", cardId });
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.turn).toEqual({ number: 2, teamId: "red" });
    expect(driver.events).toContainEqual({ type: "turnStarted", teamId: "red", turnNumber: 2, extraTurn: true });
    driver.as("red", { type: "spin" });
    finishCurrentCard(driver);
    expect(driver.state.turn).toEqual({ number: 3, teamId: "blue" });
  });
});
