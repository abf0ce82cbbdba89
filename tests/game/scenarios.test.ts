import { describe, expect, it } from "vitest";
import type { GameEvent } from "@/lib/games/clue-spin/engine";
import { atTurnStart, drawCardOnTop } from "./helpers";

/** Event types in order, without the payloads, to read a turn as a story. */
const story = (events: GameEvent[]): string[] => events.map((event) => event.type);

describe("[SCENARIO] whole turns, as the screens will see them", () => {
  it("[SCENARIO-AOS] Answer or Sell: two clues, sold to Green, Green right, Blue plays next", () => {
    const driver = atTurnStart("red", [4]);
    expect(story(driver.as("red", { type: "spin" }))).toEqual(["spun", "clueCardStarted", "clueRead"]);
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "sell" });
    driver.as("green", { type: "offerToBuy" });
    driver.as("blue", { type: "offerToBuy" });
    expect(story(driver.as("red", { type: "acceptOffer", buyerId: "green" }))).toEqual(["pointsMoved", "saleAccepted"]);
    driver.as("green", { type: "answer", text: "Texas" });
    expect(story(driver.mod({ type: "judge", correct: true }))).toEqual([
      "answerJudged",
      "pointsMoved",
      "cardRevealed",
      "turnEnded",
      "turnStarted",
    ]);
    expect([driver.points("red"), driver.points("green"), driver.points("blue")]).toEqual([19, 13 - 9 + 12, 10]);
    expect(driver.state.turn).toEqual({ number: 2, teamId: "blue" });
  });

  it("[SCENARIO-DRAW] Draw a Card: a saved Second answer, then Answer or Sell with it", () => {
    const driver = atTurnStart("blue", [5]);
    const cardId = drawCardOnTop(driver, (effect) => effect.type === "save" && effect.power === "secondAnswer");
    expect(story(driver.as("blue", { type: "spin" }))).toEqual(["spun", "drawCardDrawn"]);
    expect(story(driver.as("blue", { type: "applyDrawCard" }))).toEqual(["drawCardSaved", "clueCardStarted", "clueRead"]);
    driver.as("blue", { type: "playSavedCard", cardId });
    driver.as("blue", { type: "answer", text: "first try" });
    expect(story(driver.mod({ type: "judge", correct: false }))).toEqual(["answerJudged", "secondAnswerUsed"]);
    driver.as("blue", { type: "nextClue" });
    driver.as("blue", { type: "answer", text: "second try" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("blue")).toBe(19);
    expect(driver.state.drawPile.at(-1)).toBe(cardId);
  });

  it("[SCENARIO-PLAYOFF] Playoff: Blue passes, Green is out, Red passes, clue 2, Blue right", () => {
    const driver = atTurnStart("blue", [3]);
    driver.as("blue", { type: "spin" });
    driver.as("blue", { type: "pass" });
    driver.as("green", { type: "answer", text: "nope" });
    expect(story(driver.mod({ type: "judge", correct: false }))).toEqual(["answerJudged", "teamOut"]);
    expect(story(driver.as("red", { type: "pass" }))).toEqual(["passed", "clueRead"]);
    driver.as("blue", { type: "answer" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("blue")).toBe(10 + 9 + 3);
    expect(driver.state.turn?.teamId).toBe("green");
  });

  it("[SCENARIO-BID] Bid: Green bids 5, Blue 3, Green 2, Blue stops; Green hears 2 clues and misses", () => {
    const driver = atTurnStart("green", [6]);
    driver.as("green", { type: "spin" });
    driver.as("green", { type: "bid", clues: 5 });
    driver.as("blue", { type: "bid", clues: 3 });
    driver.as("green", { type: "bid", clues: 2 });
    expect(story(driver.as("blue", { type: "stopBidding" }))).toEqual(["biddingStopped", "clueRead", "clueRead"]);
    driver.as("green", { type: "answer", text: "a guess" });
    driver.mod({ type: "judge", correct: false });
    // Green (3 players, started on 13) pays Blue 9 + 3.
    expect([driver.points("green"), driver.points("blue")]).toEqual([1, 22]);
    expect(driver.state.turn?.teamId).toBe("red");
  });

  it("[SCENARIO-FINAL] Final question: Red at 56 spins 3, hears three clues, wins", () => {
    const driver = atTurnStart("red", [3]);
    driver.mod({ type: "adjustPoints", teamId: "red", amount: 46, reason: "jump to the end" });
    driver.as("red", { type: "spin" });
    expect(driver.state.phase).toMatchObject({ type: "final-question", clueCount: 3 });
    driver.as("red", { type: "answer", text: "Chicago" });
    expect(story(driver.mod({ type: "judge", correct: true }))).toEqual(["answerJudged", "cardRevealed", "gameWon"]);
  });
});
