import { describe, expect, it } from "vitest";
import { viewFor } from "@/lib/games/clue-spin/engine";
import { atTurnStart, currentCard, team, type Driver } from "./helpers";

/** Red's turn, spun Answer or Sell (a 1). */
function aos(): Driver {
  const driver = atTurnStart("red", [1]);
  driver.as("red", { type: "spin" });
  return driver;
}

describe("[CLUE] clue cards", () => {
  it("[CLUE-1] a correct answer is worth the value beside the last clue read", () => {
    for (let clues = 1; clues <= 6; clues++) {
      const driver = aos();
      for (let i = 1; i < clues; i++) driver.as("red", { type: "nextClue" });
      driver.mod({ type: "judge", correct: true });
      expect(driver.points("red")).toBe(10 + [10, 9, 8, 7, 6, 5][clues - 1]!);
    }
  });

  it("[CLUE-2] only the current clue may be repeated, not an earlier one", () => {
    const driver = aos();
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "repeatClue", clueNumber: 2 });
    expect(driver.events).toEqual([{ type: "clueRepeated", clueNumber: 2 }]);
    expect(driver.reject(team("red"), { type: "repeatClue", clueNumber: 1 })).toBe("rule/clue_not_repeatable");
    expect(driver.reject(team("red"), { type: "repeatClue", clueNumber: 3 })).toBe("rule/clue_not_repeatable");
  });

  it("[CLUE-3] a team gives one answer per card: once answered it cannot ask for clues or answer again", () => {
    const driver = aos();
    driver.as("red", { type: "answer", text: "Somewhere" });
    expect(driver.reject(team("red"), { type: "answer", text: "Elsewhere" })).toBe("rule/answer_pending");
    expect(driver.reject(team("red"), { type: "nextClue" })).toBe("rule/answer_pending");
    expect(driver.reject(team("red"), { type: "sell" })).toBe("rule/answer_pending");
  });
});

describe("[AOS] Answer or Sell", () => {
  it("[AOS-1] the question and clue 1 are read; the value is that of clue 1", () => {
    const driver = aos();
    const { play } = currentCard(driver.state);
    expect(play.cluesRead).toBe(1);
    expect(play.shownClues).toEqual([1]);
    expect(driver.events).toContainEqual({ type: "clueRead", clueNumber: 1, value: 10 });
  });

  it("[AOS-2] asking for the next clue reads it and lowers the value by one step", () => {
    const driver = aos();
    driver.as("red", { type: "nextClue" });
    expect(driver.events).toEqual([{ type: "clueRead", clueNumber: 2, value: 9 }]);
    expect(currentCard(driver.state).play.shownClues).toEqual([2]);
  });

  it("[AOS-3] correct: the bank pays the current value and the turn passes left", () => {
    const driver = aos();
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "nextClue" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.ledger).toMatchObject([{ from: "bank", to: "red", amount: 8, kind: "answer" }]);
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
  });

  it("[AOS-4] wrong: no points, the turn is over and the answer is revealed", () => {
    const driver = aos();
    driver.mod({ type: "judge", correct: false });
    expect(driver.state.ledger).toEqual([]);
    expect(driver.points("red")).toBe(10);
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
    expect(driver.state.reveal).toMatchObject({ outcome: "wrong", teamId: "red" });
  });

  it("[AOS-5] after clue 6 the team must answer or give up; giving up earlier is not allowed", () => {
    const driver = aos();
    expect(driver.reject(team("red"), { type: "pass" })).toBe("rule/wrong_phase");
    for (let i = 2; i <= 6; i++) driver.as("red", { type: "nextClue" });
    expect(driver.reject(team("red"), { type: "nextClue" })).toBe("rule/no_more_clues");
    driver.as("red", { type: "pass" });
    expect(driver.state.ledger).toEqual([]);
    expect(driver.state.reveal).toMatchObject({ outcome: "no answer" });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
  });

  it("[AOS-6] only the playing team decides", () => {
    const driver = aos();
    expect(driver.reject(team("blue"), { type: "nextClue" })).toBe("rule/not_your_turn");
    expect(driver.reject(team("blue"), { type: "answer", text: "x" })).toBe("rule/not_your_turn");
    expect(driver.reject(team("blue"), { type: "sell" })).toBe("rule/not_your_turn");
  });
});

describe("[SELL] selling a clue card", () => {
  it("[SELL-1] any other team may offer to buy at the current value", () => {
    const driver = aos();
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "sell" });
    expect(driver.events).toEqual([{ type: "cardForSale", sellerId: "red", price: 9 }]);
    driver.as("blue", { type: "offerToBuy" });
    driver.as("green", { type: "offerToBuy" });
    expect(driver.reject(team("red"), { type: "offerToBuy" })).toBe("rule/own_card");
    expect(driver.reject(team("blue"), { type: "offerToBuy" })).toBe("rule/already_offered");
    expect(driver.state.phase).toMatchObject({ type: "sale-offers", price: 9, offers: ["blue", "green"] });
    driver.as("green", { type: "withdrawOffer" });
    expect(driver.state.phase).toMatchObject({ offers: ["blue"] });
  });

  it("[SELL-2] a team cannot offer more than it holds", () => {
    const driver = aos();
    driver.mod({ type: "adjustPoints", teamId: "blue", amount: -2, reason: "test" });
    driver.as("red", { type: "sell" });
    expect(driver.reject(team("blue"), { type: "offerToBuy" })).toBe("rule/insufficient_points");
    driver.as("green", { type: "offerToBuy" });
  });

  it("[SELL-3] once the fifth clue has been read the card can no longer be sold", () => {
    const driver = aos();
    for (let i = 2; i <= 4; i++) driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "sell" });
    driver.as("red", { type: "declineOffers" });
    expect(viewFor(driver.state, "board").card?.saleClosed).toBe(false);
    driver.as("red", { type: "nextClue" });
    expect(driver.reject(team("red"), { type: "sell" })).toBe("rule/sale_closed");
    // The screens say so from the engine's view rather than counting clues themselves.
    expect(viewFor(driver.state, "board").card?.saleClosed).toBe(true);
  });

  it("[SELL-4] the seller accepts one offer or none; declining lets it play on", () => {
    const driver = aos();
    driver.as("red", { type: "sell" });
    driver.as("blue", { type: "offerToBuy" });
    expect(driver.reject(team("blue"), { type: "acceptOffer", buyerId: "blue" })).toBe("rule/not_your_turn");
    expect(driver.reject(team("red"), { type: "acceptOffer", buyerId: "green" })).toBe("rule/no_such_offer");
    driver.as("red", { type: "declineOffers" });
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red" });
    driver.as("red", { type: "nextClue" });
    expect(driver.state.ledger).toEqual([]);
  });

  it("[SELL-5] the buyer pays the seller and answers at once with no further clues", () => {
    const driver = aos();
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "sell" });
    driver.as("blue", { type: "offerToBuy" });
    driver.as("red", { type: "acceptOffer", buyerId: "blue" });
    expect(driver.state.ledger).toMatchObject([{ from: "blue", to: "red", amount: 9, kind: "sale" }]);
    expect([driver.points("red"), driver.points("blue")]).toEqual([19, 1]);
    expect(driver.reject(team("blue"), { type: "nextClue" })).toBe("rule/no_more_clues");
    expect(driver.reject(team("blue"), { type: "pass" })).toBe("rule/must_answer");
    expect(driver.state.phase).toMatchObject({ type: "buyer-answering", buyerId: "blue" });
  });

  it("[SELL-6] correct: the bank pays the buyer the price plus 3; wrong: nothing", () => {
    const right = aos();
    right.as("red", { type: "sell" });
    right.as("blue", { type: "offerToBuy" });
    right.as("red", { type: "acceptOffer", buyerId: "blue" });
    right.mod({ type: "judge", correct: true });
    expect(right.points("blue")).toBe(10 - 10 + 13);
    expect(right.state.ledger.at(-1)).toMatchObject({ from: "bank", to: "blue", amount: 13, kind: "sale-bonus" });

    const wrong = aos();
    wrong.as("red", { type: "sell" });
    wrong.as("blue", { type: "offerToBuy" });
    wrong.as("red", { type: "acceptOffer", buyerId: "blue" });
    wrong.mod({ type: "judge", correct: false });
    expect(wrong.points("blue")).toBe(0);
    expect(wrong.points("red")).toBe(20);
  });

  it("[SELL-7] play continues to the left of the seller, even when the buyer sits further on", () => {
    const driver = aos();
    driver.as("red", { type: "sell" });
    driver.as("green", { type: "offerToBuy" });
    driver.as("red", { type: "acceptOffer", buyerId: "green" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
  });

  it("[SELL-8] a card can be sold only in an Answer or Sell turn", () => {
    const driver = atTurnStart("red", [3]);
    driver.as("red", { type: "spin" });
    expect(driver.reject(team("red"), { type: "sell" })).toBe("rule/wrong_phase");
  });
});
