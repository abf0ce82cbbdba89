import { describe, expect, it } from "vitest";
import { phoneSound } from "@/app/games/clue-spin/phone/phone-events";
import type { PlayingPlayerView } from "@/app/games/clue-spin/phone/screen-types";
import { planTurn } from "@/app/games/clue-spin/phone/turn-plan";
import { clueActions } from "./clue-actions";
import { viewFor, type GameState } from "@/lib/games/clue-spin/engine";
import { latestNews, newsBetween } from "@/lib/ui/point-news";
import { cardCameOut, secondAnswerUsedBy, spokenLines } from "@/lib/ui/view-changes";
import type { PlayingTeamView } from "@/app/games/clue-spin/session-views";
import { atTurnStart, drawCardOnTop, giveSavedCard } from "../game/helpers";

/** What the board and the phones say when the game changes, on real views from the engine. */
const NAMES: Record<string, string> = { red: "Red Team", blue: "Blue Team", green: "Green Team" };
const name = (id: string) => NAMES[id] ?? id;
const board = (state: GameState) => viewFor(state, "board");
const TEAMS = Object.entries(NAMES).map(([id, label]) => ({ id, label }));

function phoneOf(state: GameState, teamId: string, version: number): PlayingPlayerView {
  const view: PlayingTeamView = {
    gameId: "g",
    code: "ABC234",
    version,
    status: state.phase.type === "finished" ? "finished" : "playing",
    joinLocked: false,
    gameKind: "clue-spin",
    teams: Object.entries(NAMES).map(([id, teamName]) => ({ id, name: teamName, colour: "red", declaredPlayers: 0, players: [] })),
    unassigned: [],
    tables: [{ id: "main", teamIds: Object.keys(NAMES), paused: false, over: false }],
    audience: "team",
    teamId,
    teamChannel: "c",
    game: viewFor(state, { team: teamId }),
    actions: clueActions(state, { team: teamId }),
  };
  return view;
}

describe("[WHY] the news of points, as the board and the phones read it from their views", () => {
  it("[WHY-1] new points come with their reason; a screen opening later shows the newest command's moves", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    const before = board(driver.state);
    driver.mod({ type: "judge", correct: true });
    const after = board(driver.state);
    const news = newsBetween(before, after, name);
    expect(news?.undone).toBe(false);
    expect(news?.lines.map((line) => line.text)).toEqual(["Red Team +10: Right answer after clue 1"]);
    expect(news?.deltas).toEqual({ red: 10 });
    expect(latestNews(after, name)?.lines.map((line) => line.text)).toEqual(["Red Team +10: Right answer after clue 1"]);
    expect(newsBetween(after, after, name)).toBeNull();
  });

  it("[WHY-2] an undo is news of points given back, never a penalty", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    const judged = board(driver.state);
    const undoneState = atTurnStart("red", [1]);
    undoneState.as("red", { type: "spin" });
    const news = newsBetween(judged, board(undoneState.state), name);
    expect(news?.undone).toBe(true);
    expect(news?.deltas).toEqual({ red: -10 });
    expect(news?.lines[0]?.text).toBe("Undone: “Right answer after clue 1” (Red Team give back 10)");
  });

  it("[WHY-3] a drawn card that moves points is one line, with every team's change", () => {
    const driver = atTurnStart("red", [2]);
    drawCardOnTop(driver, (effect) => effect.type === "collectFromEachTeam");
    driver.as("red", { type: "spin" });
    const before = board(driver.state);
    driver.as("red", { type: "applyDrawCard" });
    const news = newsBetween(before, board(driver.state), name);
    expect(news?.lines).toHaveLength(1);
    expect(news?.deltas).toEqual({ red: 4, blue: -2, green: -2 });
  });
  it("[WHY-4] a screen that skipped a version says only the newest command's points, as a fresh screen would", () => {
    const driver = atTurnStart("red", [1, 1]);
    driver.as("red", { type: "spin" });
    const before = board(driver.state);
    driver.mod({ type: "judge", correct: true });
    const next = driver.state.phase;
    if (next.type !== "turn-start") throw new Error(`expected the next turn, got ${next.type}`);
    driver.as(next.teamId, { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    const after = board(driver.state);
    const news = newsBetween(before, after, name);
    expect(news?.lines.map((line) => line.text)).toEqual(latestNews(after, name)?.lines.map((line) => line.text));
    expect(news?.deltas).toEqual({ [next.teamId]: 10 });
  });
});

describe("[CHANGES] what else a screen says when the game changes", () => {
  it("[CHANGES-1] a Second answer card that takes back a wrong answer is noticed, never silent", () => {
    const driver = atTurnStart("red", [1]);
    const cardId = giveSavedCard(driver, "red", "secondAnswer");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "playSavedCard", cardId });
    driver.as("red", { type: "answer", text: "Atlantis" });
    const before = board(driver.state);
    driver.mod({ type: "judge", correct: false });
    const after = board(driver.state);
    expect(secondAnswerUsedBy(before, after)).toBe("red");
    expect(cardCameOut(before, after)).toBe(false);
    // A plain wrong answer is not one.
    const plain = atTurnStart("red", [1]);
    plain.as("red", { type: "spin" });
    const plainBefore = board(plain.state);
    plain.mod({ type: "judge", correct: false });
    expect(secondAnswerUsedBy(plainBefore, board(plain.state))).toBeNull();
  });

  it("[CHANGES-2] read aloud: a new card's question and clue, then each new clue, and nothing else", () => {
    const driver = atTurnStart("red", [1]);
    const start = board(driver.state);
    driver.as("red", { type: "spin" });
    const first = board(driver.state);
    expect(cardCameOut(start, first)).toBe(true);
    // A screen that skipped versions: the same kind of card, a turn later, is a new card.
    const turn = first.turn;
    if (!turn) throw new Error("a card is out: there is a turn");
    expect(cardCameOut(first, { ...first, turn: { ...turn, number: turn.number + 1 } })).toBe(true);
    expect(cardCameOut(first, first)).toBe(false);
    const [question, clue1] = spokenLines(start, first);
    expect(question).toBe(first.card?.question);
    expect(clue1).toBe(`Clue 1. ${first.card?.shownClues[0]?.text}`);
    driver.as("red", { type: "nextClue" });
    const second = board(driver.state);
    expect(spokenLines(first, second)).toEqual([`Clue 2. ${second.card?.shownClues[0]?.text}`]);
    driver.mod({ type: "adjustPoints", teamId: "blue", amount: 1, reason: "tidy" });
    expect(spokenLines(second, board(driver.state))).toEqual([]);
  });

  it("[CHANGES-3] a phone sounds for its own team only: its turn, its answer judged, its win", () => {
    const driver = atTurnStart("red", [1]);
    const waiting = phoneOf(driver.state, "blue", 1);
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    // Red answered right; now it is Blue's turn.
    expect(phoneSound(phoneOf(atTurnStart("red", [1]).state, "red", 1), phoneOf(driver.state, "red", 2))).toBe("correct");
    expect(phoneSound(waiting, phoneOf(driver.state, "blue", 2))).toBe("turn");
    expect(phoneSound(phoneOf(driver.state, "green", 2), phoneOf(driver.state, "green", 3))).toBeNull();
  });

  it("[CHANGES-4] the phone's buttons: a card to keep says so; a Repeat a clue card offers each clue once", () => {
    const keep = atTurnStart("red", [2]);
    drawCardOnTop(keep, (effect) => effect.type === "save");
    keep.as("red", { type: "spin" });
    expect(
      planTurn(viewFor(keep.state, { team: "red" }), clueActions(keep.state, { team: "red" }), TEAMS).buttons.map((button) => button.label),
    ).toEqual(["Keep this card for later"]);

    const now = atTurnStart("red", [2]);
    drawCardOnTop(now, (effect) => effect.type === "collectFromBank");
    now.as("red", { type: "spin" });
    expect(
      planTurn(viewFor(now.state, { team: "red" }), clueActions(now.state, { team: "red" }), TEAMS).buttons.map((button) => button.label),
    ).toEqual(["Do what the card says"]);

    const repeat = atTurnStart("red", [1]);
    giveSavedCard(repeat, "red", "repeatClue");
    giveSavedCard(repeat, "red", "extraTurn");
    repeat.as("red", { type: "spin" });
    repeat.as("red", { type: "nextClue" });
    const saved = planTurn(viewFor(repeat.state, { team: "red" }), clueActions(repeat.state, { team: "red" }), TEAMS).savedCards;
    expect(saved.map((card) => [card.title, card.plays.map((play) => play.label)])).toEqual([
      ["Repeat a clue", ["Repeat clue 1", "Repeat clue 2"]],
      ["Extra turn", []],
    ]);
  });
});
