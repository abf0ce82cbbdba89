import { describe, expect, it } from "vitest";
import { beginGame, legalActions, viewFor, type GameEvent, type GameState } from "@/lib/games/clue-spin/engine";
import { pointLines, signedPoints, undoneLines } from "@/lib/games/clue-spin/engine/point-reasons";
import { buildReport, POINT_SOURCES, type ReportStep } from "@/lib/games/clue-spin/engine/report";
import { placeLabel, rankTeams } from "@/lib/games/clue-spin/engine/standings";
import { MOST_START_POINTS, targetPointsProblem } from "@/lib/games/clue-spin/engine/setup";
import { atTurnStart, begun, currentCard, drawCardOnTop, Driver, giveSavedCard, newGame, setPoints, type CommandBody } from "./helpers";
import { FIXTURE_DECK, THREE_TEAMS } from "./fixtures";

const NAMES: Record<string, string> = { red: "Red Team", blue: "Blue Team", green: "Green Team" };
const name = (id: string) => NAMES[id] ?? id;

/** Runs commands, keeping every step for the report (as the server's replay would give them). */
class Recorder {
  steps: ReportStep[] = [];
  constructor(public driver: Driver) {}
  run(body: CommandBody, by = "Moderator"): GameEvent[] {
    const before = this.driver.state;
    const events = this.driver.mod(body);
    this.steps.push({ before, after: this.driver.state, events, by });
    return events;
  }
}

describe("[SETUP] the target is above every team's starting points", () => {
  it("[SETUP-7] a target at or below 13 is refused with the rule's own reason; 14 is accepted", () => {
    expect(MOST_START_POINTS).toBe(13);
    for (const target of [1, 10, 13]) {
      expect(() => beginGame({ teams: THREE_TEAMS, targetPoints: target }, 1, FIXTURE_DECK)).toThrow(/more than 13 points/);
      expect(targetPointsProblem(target)).toMatch(/every team starts with 10, and a team short a player with 13/);
    }
    expect(targetPointsProblem(14)).toBeNull();
    expect(begun(newGame({ targetPoints: 14 }, 1)).rules.targetPoints).toBe(14);
  });
});

describe("[VIEW] what a screen needs, from the engine", () => {
  it("[VIEW-6] a saved card that names no clue is offered once, a Repeat a clue card once per clue", () => {
    const driver = atTurnStart("red");
    const extra = giveSavedCard(driver, "red", "extraTurn");
    const plays = legalActions(driver.state, { role: "team", teamId: "red" }).filter((action) => action.type === "playSavedCard");
    expect(plays).toEqual([{ type: "playSavedCard", cardId: extra }]);

    const repeat = atTurnStart("red", [1]);
    const repeatCard = giveSavedCard(repeat, "red", "repeatClue");
    repeat.as("red", { type: "spin" });
    repeat.as("red", { type: "nextClue" });
    repeat.as("red", { type: "nextClue" });
    const repeats = legalActions(repeat.state, { role: "team", teamId: "red" }).filter((action) => action.type === "playSavedCard");
    expect(repeats).toEqual([1, 2, 3].map((clueNumber) => ({ type: "playSavedCard", cardId: repeatCard, clueNumber })));
  });

  it("[VIEW-7] a card says what a right answer earns now (with the bonus) and a bid what a wrong one costs", () => {
    const aos = atTurnStart("red", [1]);
    aos.as("red", { type: "spin" });
    aos.as("red", { type: "nextClue" });
    expect(viewFor(aos.state, "board").card?.reward).toEqual({ points: 9, bonus: 0, from: "bank" });
    aos.as("red", { type: "sell" });
    aos.as("blue", { type: "offerToBuy" });
    aos.as("red", { type: "acceptOffer", buyerId: "blue" });
    expect(viewFor(aos.state, { team: "blue" }).card?.reward).toEqual({ points: 9, bonus: 3, from: "bank" });

    const playoff = atTurnStart("red", [3]);
    playoff.as("red", { type: "spin" });
    expect(viewFor(playoff.state, "board").card?.reward).toEqual({ points: 10, bonus: 3, from: "bank" });

    const bid = atTurnStart("red", [6]);
    bid.as("red", { type: "spin" });
    expect(viewFor(bid.state, "board").card?.reward).toBeNull();
    bid.as("red", { type: "bid", clues: 4 });
    bid.as("green", { type: "stopBidding" });
    const card = viewFor(bid.state, "board").card;
    expect(card?.reward).toEqual({ points: 7, bonus: 3, from: "green" });
    expect(card?.penalty).toEqual({ points: 10, to: "green" });
  });

  it("[VIEW-7] a drawn card says whether the team keeps it", () => {
    const driver = atTurnStart("red", [2]);
    drawCardOnTop(driver, (effect) => effect.type === "save");
    driver.as("red", { type: "spin" });
    expect(viewFor(driver.state, { team: "red" }).lastDraw?.card?.keep).toBe(true);
    expect(viewFor(driver.state, "board").lastDraw?.card).toBeNull();

    const now = atTurnStart("red", [2]);
    drawCardOnTop(now, (effect) => effect.type === "collectFromBank");
    now.as("red", { type: "spin" });
    expect(viewFor(now.state, "board").lastDraw?.card?.keep).toBe(false);
  });

  it("[CLUE] ruling: a drawn card takes the last answer off the table (its effect is not shown beside an old answer)", () => {
    const driver = atTurnStart("red", [1, 2]);
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    expect(driver.state.reveal).not.toBeNull();
    drawCardOnTop(driver, (effect) => effect.type === "collectFromEachTeam");
    driver.as("blue", { type: "spin" });
    expect(driver.state.reveal).toBeNull();
    driver.as("blue", { type: "applyDrawCard" });
    const board = viewFor(driver.state, "board");
    expect(board.phase.type).toBe("turn-start");
    expect(board.reveal).toBeNull();
    expect(board.lastDraw?.card?.title).toMatch(/Collect 2 from each team/);
  });

  it("[VIEW-8] standings: the winner first, then by points; equal points share a place", () => {
    const teams = [
      { id: "a", points: 20 },
      { id: "b", points: 30 },
      { id: "c", points: 20 },
      { id: "d", points: 20 },
      { id: "e", points: 5 },
    ];
    expect(rankTeams(teams, null).map((entry) => [entry.team.id, entry.rank, entry.tied])).toEqual([
      ["b", 1, false],
      ["a", 2, true],
      ["c", 2, true],
      ["d", 2, true],
      ["e", 5, false],
    ]);
    expect(rankTeams(teams, "e").map((entry) => [entry.team.id, entry.rank])).toEqual([
      ["e", 1],
      ["b", 2],
      ["a", 3],
      ["c", 3],
      ["d", 3],
    ]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((rank) => placeLabel(rank, false))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
    ]);
    expect(placeLabel(2, true)).toBe("=2nd");
  });
});

describe("[LEDGER] every change of points says why", () => {
  it("[LEDGER-2] a right answer, a sale, a bid and a bank cover each read as one short line", () => {
    const driver = atTurnStart("red", [1, 6]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "nextClue" });
    driver.mod({ type: "judge", correct: true });
    expect(pointLines(driver.state.ledger, name).map((line) => line.text)).toEqual(["Red Team +9: Right answer after clue 2"]);

    // Blue bids against Red and loses; it has only 10 points, so the bank covers the rest of the 13.
    setPoints(driver, { blue: 10 });
    driver.as("blue", { type: "spin" });
    driver.as("blue", { type: "bid", clues: 1 });
    driver.as("red", { type: "stopBidding" });
    driver.mod({ type: "judge", correct: false });
    const lines = pointLines(driver.state.ledger.slice(1), name).map((line) => line.text);
    expect(lines).toEqual([
      "Blue Team \u221210, Red Team +10: Blue Team lost the bid with 1 clue: 10 + 3",
      "Red Team +3: The bank pays what Blue Team could not (they ran out of points)",
    ]);
  });

  it("[LEDGER-2] a card that collects from each team is one line with every team's change", () => {
    const driver = atTurnStart("red", [2]);
    drawCardOnTop(driver, (effect) => effect.type === "collectFromEachTeam");
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "applyDrawCard" });
    const lines = pointLines(driver.state.ledger, name);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe("Blue Team \u22122, Red Team +4, Green Team \u22122: Red Team's draw card: Collect 2 from each team");
  });

  it("[LEDGER-2] an undone change is said as undone, points given back, never as a penalty", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.mod({ type: "judge", correct: true });
    const [line] = undoneLines(driver.state.ledger, name);
    expect(line?.text).toBe("Undone: “Right answer after clue 1” (Red Team give back 10)");
    expect(line?.deltas).toEqual([{ teamId: "red", delta: -10 }]);
    expect(signedPoints(-12)).toBe("\u221212");
  });

  it("[LEDGER-2] a moderator's adjustment says who made it", () => {
    const driver = atTurnStart("red");
    driver.mod({ type: "adjustPoints", teamId: "green", amount: -2, reason: "Scoring slip" });
    expect(pointLines(driver.state.ledger, name)[0]?.text).toBe("Green Team \u22122: The moderator: Scoring slip");
  });
});

describe("[REPORT] the results a teacher keeps", () => {
  function playedGame(): { recorder: Recorder; final: GameState } {
    const recorder = new Recorder(atTurnStart("red", [1, 3, 6, 1]));
    const d = recorder.driver;
    // Red: Answer or Sell, right after clue 2.
    recorder.run({ type: "spin" });
    recorder.run({ type: "nextClue" });
    recorder.run({ type: "answer", onBehalfOf: "red", text: currentCard(d.state).card.answer }, "Ana");
    recorder.run({ type: "judge", correct: true });
    // Blue: a playoff nobody gets (every team wrong).
    recorder.run({ type: "spin" });
    recorder.run({ type: "answer", onBehalfOf: "blue", text: "Atlantis" }, "Ben");
    recorder.run({ type: "judge", correct: false });
    recorder.run({ type: "judge", correct: false });
    recorder.run({ type: "judge", correct: false });
    // Green: a bid against Blue, won with 2 clues.
    recorder.run({ type: "spin" });
    recorder.run({ type: "bid", clues: 2 });
    recorder.run({ type: "stopBidding" });
    recorder.run({ type: "judge", correct: true });
    // Red: a card skipped, then the new one sold to Green, who answers wrong.
    recorder.run({ type: "spin" });
    recorder.run({ type: "skipCard" });
    recorder.run({ type: "sell" });
    recorder.run({ type: "offerToBuy", onBehalfOf: "green" });
    recorder.run({ type: "acceptOffer", buyerId: "green" });
    recorder.run({ type: "judge", correct: false });
    return { recorder, final: d.state };
  }

  it("[REPORT-1] every card played, in order, with its answer and who got it right or wrong", () => {
    const { recorder, final } = playedGame();
    const report = buildReport(final, recorder.steps, false);
    expect(report.cards.map((card) => [card.number, card.mode, card.outcome, card.rightTeamId, card.cluesRead])).toEqual([
      [1, "answer-or-sell", "right", "red", 2],
      [2, "playoff", "wrong", null, 1],
      [3, "bid", "right", "green", 2],
      [4, "answer-or-sell", "skipped", null, 1],
      [5, "answer-or-sell", "wrong", null, 1],
    ]);
    const first = report.cards[0];
    expect(first?.answer).toBe(FIXTURE_DECK.find((card) => card.question === first?.question && card.answer === first.answer)?.answer);
    expect(first?.answers).toEqual([{ teamId: "red", correct: true, typed: first?.answer, by: "Ana", secondAnswer: false }]);
    expect(report.cards[1]?.answers.map((answer) => [answer.teamId, answer.correct, answer.typed, answer.by])).toEqual([
      ["blue", false, "Atlantis", "Ben"],
      ["green", false, null, "Moderator"],
      ["red", false, null, "Moderator"],
    ]);
    expect(report.cards[4]?.sale).toEqual({ sellerId: "red", buyerId: "green", price: 10 });
  });

  it("[REPORT-2] the cards to go over again are those nobody answered right", () => {
    const { recorder, final } = playedGame();
    const report = buildReport(final, recorder.steps, false);
    expect(report.cards.filter((card) => card.reteach).map((card) => card.number)).toEqual([2, 4, 5]);
  });

  it("[REPORT-3] each team's points by source add up, with its start, to its points; ranks share ties", () => {
    const { recorder, final } = playedGame();
    const report = buildReport(final, recorder.steps, true);
    for (const team of report.teams) {
      const total = team.startPoints + POINT_SOURCES.reduce((sum, source) => sum + team.sources[source], 0);
      expect(total, team.name).toBe(team.points);
    }
    const red = report.teams.find((team) => team.teamId === "red");
    expect(red?.sources.answers).toBe(9);
    expect(red?.sources.sales).toBe(10);
    const green = report.teams.find((team) => team.teamId === "green");
    expect(green?.sources.bids).toBe(12);
    expect(green?.sources.sales).toBe(-10);
    expect(green?.wrongAnswers).toBe(2);
    expect(report.finished).toBe(true);
    expect(report.teams.map((team) => team.rank)).toEqual(rankTeams(final.teams, null).map((entry) => entry.rank));
    expect(report.teams.find((team) => team.teamId === "blue")?.wrongAnswers).toBe(1);
    expect(report.teams.find((team) => team.teamId === "blue")?.sources.bids).toBe(-9);
  });

  it("[REPORT-4] a Second answer card's taken-back answer is marked and not counted wrong", () => {
    const recorder = new Recorder(atTurnStart("red", [1]));
    giveSavedCard(recorder.driver, "red", "secondAnswer");
    recorder.run({ type: "spin" });
    const cardId = recorder.driver.state.teams.find((team) => team.id === "red")?.savedCards[0] ?? "";
    recorder.run({ type: "playSavedCard", onBehalfOf: "red", cardId });
    recorder.run({ type: "judge", correct: false });
    recorder.run({ type: "judge", correct: true });
    const report = buildReport(recorder.driver.state, recorder.steps, false);
    expect(report.cards[0]?.answers.map((answer) => [answer.correct, answer.secondAnswer])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(report.teams.find((team) => team.teamId === "red")?.wrongAnswers).toBe(0);
  });

  it("[REPORT-5] a game still on the table reports its card as unfinished, and no winner", () => {
    const recorder = new Recorder(new Driver(newGame()));
    recorder.run({ type: "spin" });
    const report = buildReport(recorder.driver.state, recorder.steps, false);
    expect(report.cards).toEqual([]);
    expect(report.winnerId).toBeNull();
    expect(report.finished).toBe(false);
  });
});
