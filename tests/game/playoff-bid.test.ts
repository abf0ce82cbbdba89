import { describe, expect, it } from "vitest";
import { atTurnStart, currentCard, giveSavedCard, setPoints, team, type Driver } from "./helpers";

function playoff(): Driver {
  const driver = atTurnStart("blue", [3]);
  driver.as("blue", { type: "spin" });
  return driver;
}

function bidding(): Driver {
  const driver = atTurnStart("blue", [6]);
  driver.as("blue", { type: "spin" });
  return driver;
}

describe("[PLAYOFF] playoffs", () => {
  it("[PLAYOFF-1] the question and clue 1 are read; the spinning team goes first, then clockwise", () => {
    const driver = playoff();
    expect(currentCard(driver.state).play.cluesRead).toBe(1);
    expect(driver.state.phase).toMatchObject({ type: "playoff", currentTeamId: "blue" });
    driver.as("blue", { type: "pass" });
    expect(driver.state.phase).toMatchObject({ currentTeamId: "green" });
    driver.as("green", { type: "pass" });
    expect(driver.state.phase).toMatchObject({ currentTeamId: "red" });
  });

  it("[PLAYOFF-2] only the team being asked may answer", () => {
    const driver = playoff();
    expect(driver.reject(team("red"), { type: "answer", text: "x" })).toBe("rule/not_your_turn");
    expect(driver.reject(team("red"), { type: "pass" })).toBe("rule/not_your_turn");
    expect(driver.reject(team("blue"), { type: "nextClue" })).toBe("rule/wrong_phase");
  });

  it("[PLAYOFF-3] a wrong answer puts a team out; teams that passed stay in for the next clue", () => {
    const driver = playoff();
    driver.as("blue", { type: "answer", text: "Wrong" });
    driver.mod({ type: "judge", correct: false });
    driver.as("green", { type: "pass" });
    driver.as("red", { type: "pass" });
    expect(currentCard(driver.state).play.cluesRead).toBe(2);
    expect(driver.state.phase).toMatchObject({ out: ["blue"], currentTeamId: "green" });
  });

  it("[PLAYOFF-4] correct: the bank pays the value of the last clue read plus 3", () => {
    const driver = playoff();
    driver.as("blue", { type: "pass" });
    driver.as("green", { type: "pass" });
    driver.as("red", { type: "pass" });
    driver.as("blue", { type: "pass" });
    driver.as("green", { type: "answer", text: "Right" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.ledger).toMatchObject([{ from: "bank", to: "green", amount: 9 + 3, kind: "playoff" }]);
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "green" });
  });

  it("[PLAYOFF-5] it ends when every team is out, with no points", () => {
    const driver = playoff();
    for (const id of ["blue", "green", "red"]) {
      driver.as(id, { type: "answer" });
      driver.mod({ type: "judge", correct: false });
    }
    expect(driver.state.ledger).toEqual([]);
    expect(driver.state.reveal).toMatchObject({ outcome: "wrong", teamId: null });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "green" });
  });

  it("[PLAYOFF-6] it ends when the clues run out, with no points", () => {
    const driver = playoff();
    for (let clue = 1; clue <= 6; clue++) {
      for (const id of ["blue", "green", "red"]) driver.as(id, { type: "pass" });
    }
    expect(driver.state.ledger).toEqual([]);
    expect(driver.state.reveal).toMatchObject({ outcome: "no answer" });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "green" });
  });

  it("[PLAYOFF-7] each new clue starts again from the spinning team, or the next eligible team", () => {
    const driver = playoff();
    driver.as("blue", { type: "pass" });
    driver.as("green", { type: "pass" });
    driver.as("red", { type: "pass" });
    expect(driver.state.phase).toMatchObject({ currentTeamId: "blue" });
  });
});

describe("[BID] bids", () => {
  it("[BID-1] only the question is read before the bidding", () => {
    const driver = bidding();
    const { play } = currentCard(driver.state);
    expect([play.cluesRead, play.shownClues]).toEqual([0, []]);
    expect(driver.reject(team("blue"), { type: "answer" })).toBe("rule/wrong_phase");
  });

  it("[BID-2] the spinning team opens the bidding against the team to its right", () => {
    const driver = bidding();
    expect(driver.state.phase).toMatchObject({ spinnerId: "blue", opponentId: "red", toBidId: "blue" });
    expect(driver.reject(team("red"), { type: "bid", clues: 3 })).toBe("rule/not_your_turn");
    expect(driver.reject(team("blue"), { type: "stopBidding" })).toBe("rule/invalid_bid");
  });

  it("[BID-3] each bid must be lower; the teams alternate until one stops", () => {
    const driver = bidding();
    driver.as("blue", { type: "bid", clues: 5 });
    expect(driver.reject(team("red"), { type: "bid", clues: 5 })).toBe("rule/invalid_bid");
    driver.as("red", { type: "bid", clues: 3 });
    expect(driver.reject(team("red"), { type: "bid", clues: 2 })).toBe("rule/not_your_turn");
    driver.as("blue", { type: "bid", clues: 2 });
    driver.as("red", { type: "stopBidding" });
    expect(driver.state.phase).toMatchObject({ type: "bid-answering", answererId: "blue", otherId: "red", clueCount: 2 });
  });

  it("[BID-4] the lowest bidder hears exactly that many clues, and may have any of them repeated", () => {
    const driver = bidding();
    driver.as("blue", { type: "bid", clues: 4 });
    driver.as("red", { type: "bid", clues: 3 });
    driver.as("blue", { type: "stopBidding" });
    const { play } = currentCard(driver.state);
    expect([play.cluesRead, play.shownClues]).toEqual([3, [1, 2, 3]]);
    driver.as("red", { type: "repeatClue", clueNumber: 1 });
    expect(driver.reject(team("red"), { type: "repeatClue", clueNumber: 4 })).toBe("rule/clue_not_repeatable");
    expect(driver.reject(team("blue"), { type: "answer" })).toBe("rule/not_your_turn");
  });

  it("[BID-5] correct: the other team pays the value of the last clue in the bid, and the bank 3 more", () => {
    const driver = bidding();
    driver.as("blue", { type: "bid", clues: 2 });
    driver.as("red", { type: "stopBidding" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.ledger).toMatchObject([
      { from: "red", to: "blue", amount: 9, kind: "bid" },
      { from: "bank", to: "blue", amount: 3, kind: "bid" },
    ]);
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "green" });
  });

  it("[BID-6] wrong: the answering team pays the other team that value plus 3", () => {
    const driver = bidding();
    driver.as("blue", { type: "bid", clues: 4 });
    driver.as("red", { type: "bid", clues: 1 });
    expect(driver.reject(team("blue"), { type: "bid", clues: 1 })).toBe("rule/invalid_bid");
    driver.as("blue", { type: "stopBidding" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.ledger).toMatchObject([
      { from: "red", to: "blue", amount: 10, kind: "bid" },
      { from: "bank", to: "blue", amount: 3, kind: "bank-cover" },
    ]);
    expect([driver.points("red"), driver.points("blue")]).toEqual([0, 23]);
  });
});

describe("[BANK] the bank", () => {
  it("[BANK-1] a team that must pay more than it has pays what it has, the bank pays the rest, never paid back", () => {
    const driver = bidding();
    setPoints(driver, { blue: 4 });
    driver.as("blue", { type: "bid", clues: 6 });
    driver.as("red", { type: "stopBidding" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.ledger).toMatchObject([
      { from: "blue", to: "red", amount: 4, kind: "bid" },
      { from: "bank", to: "red", amount: 4, kind: "bank-cover" },
    ]);
    expect([driver.points("blue"), driver.points("red")]).toEqual([0, 18]);
  });

  it("[BANK-2] the bank never runs out: after paying out far more than any box holds, it still pays a bonus in full", () => {
    const driver = atTurnStart("blue", [3]);
    // Four thousand points out of the bank first (a real box holds a few hundred in chips).
    for (let i = 0; i < 20; i++) driver.mod({ type: "adjustPoints", teamId: "red", amount: 200, reason: "stress" });
    const paidOut = driver.state.ledger.filter((entry) => entry.from === "bank").reduce((sum, entry) => sum + entry.amount, 0);
    expect(paidOut).toBe(4000);
    // Then a playoff won at clue 1: the bank pays the clue's value and the bonus, all of it.
    driver.as("blue", { type: "spin" });
    driver.as("blue", { type: "answer", text: "Right" });
    driver.mod({ type: "judge", correct: true });
    const payout = driver.state.ledger.at(-1);
    expect(payout).toMatchObject({
      from: "bank",
      to: "blue",
      kind: "playoff",
      amount: driver.state.rules.clueValues[0] + driver.state.rules.bonus,
    });
    expect(driver.points("blue")).toBe(10 + driver.state.rules.clueValues[0] + driver.state.rules.bonus);
  });

  it("[BANK-3] points never go below zero, even by moderator adjustment", () => {
    const driver = atTurnStart("red");
    expect(driver.reject({ role: "moderator" }, { type: "adjustPoints", teamId: "red", amount: -11, reason: "too much" })).toBe(
      "rule/insufficient_points",
    );
    driver.mod({ type: "adjustPoints", teamId: "red", amount: -10, reason: "all of it" });
    expect(driver.points("red")).toBe(0);
  });
});

describe("[PLAYOFF]/[BID] with saved cards", () => {
  it("[PLAYOFF-8] a Second answer card keeps a team in the playoff after one wrong answer", () => {
    const driver = atTurnStart("blue", [3]);
    const cardId = giveSavedCard(driver, "blue", "secondAnswer");
    driver.as("blue", { type: "spin" });
    driver.as("blue", { type: "playSavedCard", cardId });
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.phase).toMatchObject({ currentTeamId: "blue", out: [] });
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("blue")).toBe(23);
  });
});
