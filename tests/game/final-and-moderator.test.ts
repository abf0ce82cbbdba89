import { describe, expect, it } from "vitest";
import { applyCommand, type GameSetup } from "@/lib/games/clue-spin/engine";
import { FIXTURE_DECK, THREE_TEAMS } from "./fixtures";
import { atTurnStart, currentCard, Driver, MODERATOR, newGame, replay, setPoints, team, undoLast } from "./helpers";

describe("[FINAL] the final question", () => {
  it("[FINAL-1] a team at or above the target plays the final question: the spin is the number of clues", () => {
    const driver = atTurnStart("red", [4]);
    setPoints(driver, { red: 55 });
    driver.as("red", { type: "spin" });
    expect(driver.events).toContainEqual({ type: "spun", teamId: "red", value: 4, outcome: "final-question" });
    expect(driver.state.phase).toMatchObject({ type: "final-question", teamId: "red", clueCount: 4 });
    const { play } = currentCard(driver.state);
    expect([play.cluesRead, play.shownClues]).toEqual([4, [1, 2, 3, 4]]);
    expect(driver.reject(team("red"), { type: "nextClue" })).toBe("rule/wrong_phase");
    expect(driver.reject(team("red"), { type: "pass" })).toBe("rule/must_answer");
    driver.as("red", { type: "repeatClue", clueNumber: 4 });
    expect(driver.reject(team("red"), { type: "repeatClue", clueNumber: 2 })).toBe("rule/clue_not_repeatable");
  });

  it("[FINAL-2] a correct final answer wins, and the game is over", () => {
    const driver = atTurnStart("red", [2]);
    setPoints(driver, { red: 60 });
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "answer", text: "Somewhere" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.phase).toEqual({ type: "finished", winnerId: "red" });
    expect(driver.events).toContainEqual({ type: "gameWon", teamId: "red" });
    expect(driver.reject(MODERATOR, { type: "skipCard" })).toBe("rule/game_over");
    expect(driver.reject(team("blue"), { type: "spin" })).toBe("rule/game_over");
  });

  it("[FINAL-3] a wrong final answer ends the turn; the team tries again on its next turn", () => {
    const driver = atTurnStart("red", [2]);
    setPoints(driver, { red: 55 });
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
    expect(driver.points("red")).toBe(55);
  });

  it("[FINAL-4] a team that dropped below the target plays a normal turn", () => {
    const driver = atTurnStart("red", [1]);
    setPoints(driver, { red: 55 });
    driver.mod({ type: "adjustPoints", teamId: "red", amount: -1, reason: "dropped" });
    driver.as("red", { type: "spin" });
    expect(driver.state.phase.type).toBe("answer-or-sell");
  });

  it("[FINAL-5] a Second answer card cannot be used on the final question", () => {
    const driver = atTurnStart("red", [1]);
    setPoints(driver, { red: 55 });
    const state = structuredClone(driver.state);
    state.teams[0]?.savedCards.push("d26");
    state.drawPile = state.drawPile.filter((id) => id !== "d26");
    driver.state = state;
    driver.as("red", { type: "spin" });
    expect(driver.reject(team("red"), { type: "playSavedCard", cardId: "d26" })).toBe("rule/card_not_playable_now");
  });
});

describe("[MOD] the moderator", () => {
  it("[MOD-1] only the moderator judges answers; judging is what moves points", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "answer", text: "Chicago" });
    expect(driver.state.ledger).toEqual([]);
    expect(driver.reject(team("red"), { type: "judge", correct: true })).toBe("rule/moderator_only");
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.ledger).toHaveLength(1);
  });

  it("[MOD-2] the moderator adjusts a team's points with a reason, recorded in the ledger", () => {
    const driver = atTurnStart("red");
    driver.mod({ type: "adjustPoints", teamId: "blue", amount: 4, reason: "Good sportsmanship" });
    driver.mod({ type: "adjustPoints", teamId: "green", amount: -2, reason: "Scoring fix" });
    expect(driver.state.ledger).toMatchObject([
      { seq: 1, from: "bank", to: "blue", amount: 4, kind: "adjustment", reason: "Good sportsmanship" },
      { seq: 2, from: "green", to: "bank", amount: 2, kind: "adjustment", reason: "Scoring fix" },
    ]);
    expect(driver.reject(MODERATOR, { type: "adjustPoints", teamId: "nobody", amount: 1, reason: "x" })).toBe("rule/unknown_team");
    expect(driver.reject(team("blue"), { type: "adjustPoints", teamId: "blue", amount: 5, reason: "x" })).toBe("rule/moderator_only");
  });

  it("[MOD-3] skipping a card swaps in a fresh card and restarts its clues", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "nextClue" });
    const before = currentCard(driver.state).play.cardIndex;
    driver.mod({ type: "skipCard" });
    const { play } = currentCard(driver.state);
    expect(play.cardIndex).not.toBe(before);
    expect(play.cluesRead).toBe(1);
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red" });
    expect(driver.state.reveal).toBeNull();
    driver.mod({ type: "judge", correct: false });
    expect(driver.reject(MODERATOR, { type: "skipCard" })).toBe("rule/cannot_skip_now");
  });

  // [MOD-4] (pause) is the platform's now: tests/session/pause.test.ts.

  it("[MOD-5] undo, as many times as needed, gives exactly the state as if the commands were never issued", () => {
    const setup: GameSetup = { settings: { teams: THREE_TEAMS }, seed: 99, deck: FIXTURE_DECK };
    const driver = new Driver(newGame({}, 99));
    const states = [driver.state];
    for (let i = 0; i < 8 && driver.state.phase.type === "first-spin"; i++) {
      driver.mod({ type: "spin" });
      states.push(driver.state);
    }
    driver.mod({ type: "spin" });
    states.push(driver.state);
    let log = driver.log;
    expect(replay(setup, log)).toEqual(driver.state);
    for (let back = states.length - 2; back >= 0; back--) {
      const undone = undoLast(setup, log);
      if (!undone) throw new Error("nothing to undo");
      expect(undone.state).toEqual(states[back]);
      log = undone.log;
    }
    expect(undoLast(setup, log)).toBeNull();
  });

  it("[MOD-6] the moderator may make any team's decision on its behalf", () => {
    const driver = atTurnStart("red", [1]);
    driver.mod({ type: "spin" });
    driver.mod({ type: "sell" });
    driver.mod({ type: "offerToBuy", onBehalfOf: "green" });
    expect(driver.reject(MODERATOR, { type: "offerToBuy" })).toBe("rule/own_card");
    driver.mod({ type: "acceptOffer", buyerId: "green" });
    expect(driver.state.phase).toMatchObject({ type: "buyer-answering", buyerId: "green" });
    driver.mod({ type: "answer", text: "typed by the moderator" });
    expect(driver.state.phase).toMatchObject({ pending: { teamId: "green", text: "typed by the moderator" } });
  });

  it("[MOD-7] a team can never act for another team, and unknown actors are refused", () => {
    const driver = atTurnStart("red", [1]);
    expect(driver.reject(team("blue"), { type: "spin", onBehalfOf: "red" })).toBe("rule/not_your_team");
    expect(driver.reject(team("ghost"), { type: "spin" })).toBe("rule/unknown_team");
    const state = driver.state;
    const garbage = applyCommand(state, { type: "spin", actor: { role: "admin" } }, { now: 1 });
    expect(garbage).toMatchObject({ ok: false, violation: { code: "rule/invalid_command" } });
    expect(garbage.state).toBe(state);
  });

  it("[MOD-8] the moderator may judge a spoken answer without a typed one", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("red")).toBe(20);
    expect(driver.reject(MODERATOR, { type: "judge", correct: true })).toBe("rule/no_answer_to_judge");
  });
});

describe("[LEDGER] the points ledger", () => {
  it("[LEDGER-1] every point movement is a numbered entry from/to the bank or a team; scores equal start points plus the ledger", () => {
    const driver = atTurnStart("red", [6]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "bid", clues: 2 });
    driver.as("green", { type: "stopBidding" });
    driver.mod({ type: "judge", correct: true });
    driver.mod({ type: "adjustPoints", teamId: "blue", amount: -3, reason: "correction" });
    expect(driver.state.ledger.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(driver.state.ledger.map(({ from, to, amount, kind }) => ({ from, to, amount, kind }))).toEqual([
      { from: "green", to: "red", amount: 9, kind: "bid" },
      { from: "bank", to: "red", amount: 3, kind: "bid" },
      { from: "blue", to: "bank", amount: 3, kind: "adjustment" },
    ]);
    for (const entry of driver.state.ledger) expect(entry.reason.length).toBeGreaterThan(0);
    for (const team of driver.state.teams) {
      const net = driver.state.ledger.reduce(
        (sum, entry) => sum + (entry.to === team.id ? entry.amount : 0) - (entry.from === team.id ? entry.amount : 0),
        0,
      );
      expect(team.points).toBe(team.startPoints + net);
    }
  });
});
