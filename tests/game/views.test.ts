import { describe, expect, it } from "vitest";
import { legalActions, viewFor, type GameState } from "@/lib/games/clue-spin/engine";
import { teamsOfSize } from "./fixtures";
import { atTurnStart, currentCard, Driver, finishCurrentCard, giveSavedCard, newGame } from "./helpers";

function unreadClues(state: GameState): string[] {
  const { card, play } = currentCard(state);
  return card.clues.filter((_, index) => !play.shownClues.includes(index + 1));
}

describe("[VIEW] what each screen sees", () => {
  it("[VIEW-1] the board sees the question and shown clue, never the answer, alternatives or unread clues", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "nextClue" });
    driver.as("red", { type: "answer", text: "my secret guess" });
    const { card } = currentCard(driver.state);
    const board = JSON.stringify(viewFor(driver.state, "board"));
    expect(board).toContain(card.question);
    expect(board).toContain(card.clues[1]);
    for (const secret of [card.answer, ...card.alternatives, ...unreadClues(driver.state), "my secret guess"]) {
      expect(board).not.toContain(secret);
    }
    for (const other of ["blue", "green"]) {
      expect(JSON.stringify(viewFor(driver.state, { team: other }))).not.toContain("my secret guess");
    }
  });

  it("[VIEW-7] a clue's outline reaches the views only while that clue is on show, as path data alone", () => {
    const driver = atTurnStart("red", [1]);
    const image = { clue: 2, viewBox: "0 0 200 150", outline: "M10 10l100 0l0 100z", marker: { x: 50, y: 40 } };
    driver.state = { ...driver.state, clueCards: driver.state.clueCards.map((card) => ({ ...card, clueImage: image })) };
    driver.as("red", { type: "spin" });
    expect(JSON.stringify(viewFor(driver.state, "board"))).not.toContain(image.outline);
    expect(JSON.stringify(viewFor(driver.state, { team: "blue" }))).not.toContain(image.outline);
    driver.as("red", { type: "nextClue" });
    const shown = viewFor(driver.state, "board").card?.shownClues.find((clue) => clue.number === 2);
    expect(shown?.image).toEqual({ viewBox: image.viewBox, outline: image.outline, marker: image.marker });
    driver.as("red", { type: "nextClue" });
    expect(JSON.stringify(viewFor(driver.state, "board"))).not.toContain(image.outline);
  });

  it("[VIEW-2] after the card ends the answer is revealed to everyone", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    const { card } = currentCard(driver.state);
    driver.mod({ type: "judge", correct: false });
    expect(viewFor(driver.state, "board").reveal).toEqual({
      question: card.question,
      answer: card.answer,
      alternatives: card.alternatives,
      outcome: "wrong",
      teamId: "red",
    });
  });

  it("[VIEW-3] a team sees its own saved cards and typed answer; other teams and the board only a count", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "blockBid");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "answer", text: "our guess" });
    const own = viewFor(driver.state, { team: "red" });
    expect(own.savedCards.map((card) => card.id)).toEqual([cardId]);
    expect(own.myPendingAnswer).toEqual({ text: "our guess" });
    const other = viewFor(driver.state, { team: "blue" });
    expect(other.savedCards).toEqual([]);
    expect(other.teams.find((team) => team.id === "red")?.savedCardCount).toBe(1);
    for (const view of [other, viewFor(driver.state, "board")]) {
      const json = JSON.stringify(view);
      expect(json).not.toContain(cardId);
      expect(json).not.toContain("Block a bid");
    }
  });

  it("[VIEW-4] the moderator sees the answer, alternatives, all clues, the typed answer and its hint", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    const { card } = currentCard(driver.state);
    driver.as("red", { type: "answer", text: card.answer });
    const view = viewFor(driver.state, "moderator");
    expect(view.secret).toEqual({
      answer: card.answer,
      alternatives: card.alternatives,
      clues: card.clues,
      level: card.level ?? null,
      pendingAnswer: { teamId: "red", text: card.answer, hint: "matches" },
    });
    expect(legalActions(driver.state, { role: "moderator" })).toEqual([
      { type: "judge", correct: true },
      { type: "judge", correct: false },
      { type: "skipCard" },
      ...["red", "blue", "green"].map((teamId) => ({ type: "adjustPoints", teamId, amount: 1, reason: "Moderator adjustment" })),
    ]);
  });

  it("[VIEW-5] views are plain JSON and stay well under 10 KB in a long six-team game", () => {
    const driver = new Driver(newGame({ teams: teamsOfSize([4, 4, 4, 4, 4, 4]) }, 3));
    while (driver.state.phase.type === "first-spin") driver.mod({ type: "spin" });
    for (let turn = 0; turn < 60 && driver.state.phase.type !== "finished"; turn++) {
      for (const id of ["t1", "t2", "t3"]) driver.mod({ type: "adjustPoints", teamId: id, amount: 1, reason: "filler for size" });
      finishCurrentCard(driver);
    }
    for (const audience of ["board", "moderator", { team: "t1" }] as const) {
      const view = viewFor(driver.state, audience);
      const json = JSON.stringify(view);
      expect(JSON.parse(json)).toEqual(view);
      expect(json.length).toBeLessThan(10_000);
    }
  });

  it("[VIEW-6] a team's view lists exactly the buttons it may press", () => {
    const driver = atTurnStart("red", [1]);
    expect(legalActions(driver.state, { role: "team", teamId: "red" })).toEqual([{ type: "spin" }]);
    expect(legalActions(driver.state, { role: "team", teamId: "blue" })).toEqual([]);
    driver.as("red", { type: "spin" });
    expect(legalActions(driver.state, { role: "team", teamId: "red" })).toEqual([
      { type: "answer" },
      { type: "nextClue" },
      { type: "sell" },
      { type: "repeatClue", clueNumber: 1 },
    ]);
    driver.as("red", { type: "sell" });
    expect(legalActions(driver.state, { role: "team", teamId: "blue" })).toEqual([{ type: "offerToBuy" }]);
  });
});
