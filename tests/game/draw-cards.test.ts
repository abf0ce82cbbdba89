import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRAW_CARDS, DRAW_PILE_SIZE, drawCardsFileSchema, SAVED_POWERS, viewFor } from "@/lib/games/clue-spin/engine";
import { atTurnStart, currentCard, drawCardOnTop, giveSavedCard, MODERATOR, setPoints, team, type Driver } from "./helpers";

/** Red spins 2 (Draw a Card) with the first card matching `effect` on top of the pile. */
function drawing(matches: Parameters<typeof drawCardOnTop>[1], spins: number[] = [2]): { driver: Driver; cardId: string } {
  const driver = atTurnStart("red", spins);
  const cardId = drawCardOnTop(driver, matches);
  driver.as("red", { type: "spin" });
  return { driver, cardId };
}

describe("[DRAW] draw cards", () => {
  it("[DRAW-1] content/draw-cards.json is validated with zod: exactly 27 cards, unique ids", () => {
    const raw: unknown = JSON.parse(readFileSync("content/draw-cards.json", "utf8"));
    expect(drawCardsFileSchema.parse(raw).cards).toHaveLength(DRAW_PILE_SIZE);
    expect(DRAW_CARDS).toHaveLength(27);
    const shortPile = { cards: DRAW_CARDS.slice(0, 26) };
    expect(drawCardsFileSchema.safeParse(shortPile).success).toBe(false);
    const duplicated = { cards: [...DRAW_CARDS.slice(0, 26), DRAW_CARDS[0]] };
    expect(drawCardsFileSchema.safeParse(duplicated).success).toBe(false);
  });

  it("[DRAW-2] the deck covers every turn type, point effect and saved power", () => {
    const types = new Set(DRAW_CARDS.map((card) => card.effect.type));
    for (const type of ["playAs", "bidAgainstChosen", "spinAgain", "collectFromBank", "payBank", "collectFromEachTeam", "save"]) {
      expect(types).toContain(type);
    }
    const modes = new Set(DRAW_CARDS.flatMap((card) => (card.effect.type === "playAs" ? [card.effect.mode] : [])));
    expect(modes).toEqual(new Set(["answer-or-sell", "playoff"]));
    const powers = new Set(DRAW_CARDS.flatMap((card) => (card.effect.type === "save" ? [card.effect.power] : [])));
    expect(powers).toEqual(new Set(SAVED_POWERS));
  });

  it("[DRAW-3] the top card of the pile is drawn and shown; a used card goes to the bottom", () => {
    const { driver, cardId } = drawing((effect) => effect.type === "playAs" && effect.mode === "answer-or-sell");
    expect(driver.state.phase).toEqual({ type: "draw-card", teamId: "red", drawCardId: cardId });
    expect(driver.state.drawPile).not.toContain(cardId);
    expect(viewFor(driver.state, "board").lastDraw?.card?.id).toBe(cardId);
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.drawPile.at(-1)).toBe(cardId);
    expect(driver.state.drawPile).toHaveLength(27);
  });

  it("[DRAW-4] Answer or Sell card: the turn is played as Answer or Sell, and the card may be sold", () => {
    const { driver } = drawing((effect) => effect.type === "playAs" && effect.mode === "answer-or-sell");
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red" });
    driver.as("red", { type: "sell" });
  });

  it("[DRAW-5] Playoff card: the turn is played as a Playoff starting with the drawing team", () => {
    const { driver } = drawing((effect) => effect.type === "playAs" && effect.mode === "playoff");
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.phase).toMatchObject({ type: "playoff", spinnerId: "red", currentTeamId: "red" });
  });

  it("[DRAW-6] Bid card: the team chooses any other team to bid against", () => {
    const { driver } = drawing((effect) => effect.type === "bidAgainstChosen");
    expect(driver.reject(team("red"), { type: "applyDrawCard" })).toBe("rule/opponent_required");
    expect(driver.reject(team("red"), { type: "applyDrawCard", opponentId: "red" })).toBe("rule/invalid_opponent");
    driver.as("red", { type: "applyDrawCard", opponentId: "blue" });
    expect(driver.state.phase).toMatchObject({ type: "bid-bidding", spinnerId: "red", opponentId: "blue", toBidId: "red" });
  });

  it("[DRAW-7] Spin again: same turn, a new spin decides what it becomes", () => {
    const { driver } = drawing((effect) => effect.type === "spinAgain", [2, 3]);
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "red" });
    expect(driver.state.turn?.number).toBe(1);
    driver.as("red", { type: "spin" });
    expect(driver.state.phase.type).toBe("playoff");
  });

  it("[DRAW-8] collect from the bank, then the turn passes with no clue card", () => {
    const { driver } = drawing((effect) => effect.type === "collectFromBank" && effect.amount === 5);
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.ledger).toMatchObject([{ from: "bank", to: "red", amount: 5, kind: "draw-card" }]);
    expect(driver.state.phase).toEqual({ type: "turn-start", teamId: "blue" });
  });

  it("[DRAW-9] pay the bank what the card says, or what the team has", () => {
    const { driver } = drawing((effect) => effect.type === "payBank" && effect.amount === 5);
    setPoints(driver, { red: 3 });
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.ledger).toMatchObject([{ from: "red", to: "bank", amount: 3 }]);
    expect(driver.points("red")).toBe(0);
  });

  it("[DRAW-10] collect from each other team; the bank covers a team that cannot pay", () => {
    const { driver } = drawing((effect) => effect.type === "collectFromEachTeam");
    setPoints(driver, { green: 1 });
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.ledger).toMatchObject([
      { from: "blue", to: "red", amount: 2 },
      { from: "green", to: "red", amount: 1 },
      { from: "bank", to: "red", amount: 1, kind: "bank-cover" },
    ]);
    expect([driver.points("red"), driver.points("blue"), driver.points("green")]).toEqual([14, 8, 0]);
  });

  it("[DRAW-11] a saved card is kept by the team (out of the pile) and the turn is played as Answer or Sell", () => {
    const { driver, cardId } = drawing((effect) => effect.type === "save" && effect.power === "freeClue");
    // Which card a team saves is its secret: not in events, the board or other teams' views.
    expect(driver.events).toContainEqual({ type: "drawCardDrawn", teamId: "red", drawCardId: null });
    for (const view of [viewFor(driver.state, "board"), viewFor(driver.state, { team: "blue" })]) {
      expect(view.phase).toEqual({ type: "draw-card", teamId: "red", drawCardId: null });
      expect(JSON.stringify(view)).not.toContain(cardId);
    }
    expect(viewFor(driver.state, { team: "red" }).phase).toEqual({ type: "draw-card", teamId: "red", drawCardId: cardId });
    expect(viewFor(driver.state, { team: "red" }).lastDraw?.card?.id).toBe(cardId);
    driver.as("red", { type: "applyDrawCard" });
    expect(driver.state.teams[0]?.savedCards).toEqual([cardId]);
    expect(driver.state.drawPile).not.toContain(cardId);
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red" });
    expect(viewFor(driver.state, "board").lastDraw).toEqual({ teamId: "red", card: null });
  });

  it("[DRAW-12] Free clue: the next clue is read without lowering the value; then it goes to the bottom", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "freeClue");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "playSavedCard", cardId });
    const { play } = currentCard(driver.state);
    expect([play.cluesRead, play.valueClue]).toEqual([2, 1]);
    expect(driver.state.drawPile.at(-1)).toBe(cardId);
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("red")).toBe(20);
  });

  it("[DRAW-12] Free clue: the saving lasts for the rest of the card (10, free, 9 — not 8)", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "freeClue");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "playSavedCard", cardId });
    // Screens promise what the next clue is worth from the engine's view, not from the clue count.
    expect(viewFor(driver.state, { team: "red" }).card).toMatchObject({ cluesRead: 2, value: 10, nextValue: 9 });
    driver.as("red", { type: "nextClue" });
    const { play } = currentCard(driver.state);
    expect([play.cluesRead, play.valueClue]).toEqual([3, 2]);
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("red")).toBe(19);
  });

  it("[DRAW-13] Repeat a clue: an earlier clue is shown again", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "repeatClue");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "nextClue" });
    expect(driver.reject(team("red"), { type: "playSavedCard", cardId })).toBe("rule/invalid_command");
    driver.as("red", { type: "playSavedCard", cardId, clueNumber: 1 });
    expect(currentCard(driver.state).play.shownClues).toEqual([1, 3]);
    expect(viewFor(driver.state, "board").card?.shownClues.map((clue) => clue.number)).toEqual([1, 3]);
    expect(driver.state.teams[0]?.savedCards).toEqual([]);
  });

  it("[DRAW-14] Block a sale: another team stops the sale and the seller keeps the card", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "blue", "blockSale");
    driver.as("red", { type: "spin" });
    expect(driver.reject(team("blue"), { type: "playSavedCard", cardId })).toBe("rule/card_not_playable_now");
    driver.as("red", { type: "sell" });
    driver.as("green", { type: "offerToBuy" });
    driver.as("blue", { type: "playSavedCard", cardId });
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red", saleBlocked: true });
    expect(driver.reject(team("red"), { type: "sell" })).toBe("rule/sale_blocked");
  });

  it("[DRAW-15] Block a bid: the team bid against calls it off; the spinner plays Answer or Sell", () => {
    const driver = atTurnStart("red", [6]);
    const cardId = giveSavedCard(driver, "green", "blockBid");
    driver.as("red", { type: "spin" });
    expect(driver.state.phase).toMatchObject({ type: "bid-bidding", opponentId: "green" });
    driver.as("red", { type: "bid", clues: 4 });
    driver.as("green", { type: "playSavedCard", cardId });
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red", saleBlocked: false });
    expect(currentCard(driver.state).play.cluesRead).toBe(1);
  });

  it("[DRAW-16] Second answer: a wrong answer does not count once; the card is spent only when needed", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "secondAnswer");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "playSavedCard", cardId });
    expect(driver.reject(team("red"), { type: "playSavedCard", cardId })).toBe("rule/already_armed");
    driver.as("red", { type: "answer", text: "Wrong place" });
    driver.mod({ type: "judge", correct: false });
    expect(driver.events).toContainEqual({ type: "secondAnswerUsed", teamId: "red" });
    expect(driver.state.phase).toMatchObject({ type: "answer-or-sell", teamId: "red", pending: null });
    expect(driver.state.teams[0]?.savedCards).toEqual([]);
    driver.mod({ type: "judge", correct: true });
    expect(driver.points("red")).toBe(20);

    const unused = atTurnStart("red", [1]);
    const kept = giveSavedCard(unused, "red", "secondAnswer");
    unused.as("red", { type: "spin" });
    unused.as("red", { type: "playSavedCard", cardId: kept });
    unused.mod({ type: "judge", correct: true });
    expect(unused.state.teams[0]?.savedCards).toEqual([kept]);
  });

  it("[DRAW-17] Extra turn is played at the start of the team's own turn, before spinning", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "extraTurn");
    expect(driver.reject(team("blue"), { type: "playSavedCard", cardId })).toBe("rule/card_not_held");
    driver.as("red", { type: "playSavedCard", cardId });
    expect(driver.state.teams[0]?.extraTurnPending).toBe(true);
    driver.as("red", { type: "spin" });
    expect(driver.reject(MODERATOR, { type: "playSavedCard", cardId, onBehalfOf: "red" })).toBe("rule/card_not_held");
  });
});
