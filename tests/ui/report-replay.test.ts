import { describe, expect, it } from "vitest";
import type { GameReport } from "@/lib/games/clue-spin/engine/report";
import { spreadsheetCsv } from "@/lib/server/game-export";
import { roomReport } from "@/lib/session/report";
import type { LogEntryInput } from "@/lib/session/log";
import { replay } from "@/lib/session/replay";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import type { SessionActor, SessionSetup, SessionState } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { clueEngine, clueRoomSetup } from "../support/clue-room";

/**
 * [REPORT] The report of a stored game, as the server makes it: the log replayed (undone commands
 * left out), then read by lib/games/clue-spin/engine/report. A log is built here the way the server stores one.
 */
/** The clue game's report through the platform's one path (the game's `report` capability over the room's replay). */
function gameReport(room: { setup: SessionSetup; state: SessionState }, log: readonly LogEntryInput[]): GameReport | null {
  const built = roomReport(room, log);
  return built.ok ? (built.json as GameReport) : null;
}

function reportFile(room: { setup: SessionSetup; state: SessionState }, log: readonly LogEntryInput[], name: string): string {
  const built = roomReport(room, log);
  const table = built.ok ? built.tables[name] : undefined;
  if (!table) throw new Error(`the report has no ${name}`);
  return spreadsheetCsv(table);
}

const SETUP: SessionSetup = clueRoomSetup(
  {
    teams: [
      { name: "Owls", colour: "red", players: 2 },
      { name: "=Eagles", colour: "blue", players: 2 },
    ],
    targetPoints: 30,
  },
  11,
  FIXTURE_DECK,
);

class Log {
  entries: LogEntryInput[] = [];
  state: SessionState = createSession(SETUP);
  send(command: Record<string, unknown>, actor: SessionActor = { role: "moderator" }): void {
    const at = 1_000 + this.entries.length * 1_000;
    if (command.type === "undo") {
      this.entries.push({ seq: this.entries.length + 1, at, actor, command, events: [] });
      this.state = replay(SETUP, this.entries);
      return;
    }
    const parsed = parseCommand(command, SETUP.game);
    if (!parsed.ok) throw new Error(parsed.failure.message);
    const result = applySessionCommand(this.state, actor, parsed.parsed, at, SETUP);
    if (!result.ok) throw new Error(`${String(command.type)}: ${result.failure.message}`);
    this.state = result.state;
    this.entries.push({ seq: this.entries.length + 1, at, actor, command, events: result.events });
  }
}

function playedLog(): Log {
  const log = new Log();
  log.send({ type: "joinGame", playerId: "p1", name: "Ana" }, { role: "guest" });
  log.send({ type: "chooseTeam", teamId: "t1" }, { role: "player", playerId: "p1" });
  log.send({ type: "startGame" });
  while (clueEngine(log.state).phase.type === "first-spin") log.send({ type: "spin" });
  // Spin until a card is on the table, answer it (typed by Ana when it is Owls' card), judge it.
  for (let guard = 0; guard < 30 && !clueEngine(log.state).reveal; guard++) {
    const phase = clueEngine(log.state).phase;
    if (phase.type === "turn-start") log.send({ type: "spin" });
    else if (phase.type === "draw-card")
      log.send({
        type: "applyDrawCard",
        ...(phase.drawCardId.startsWith("d06") || phase.drawCardId === "d07" ? { opponentId: phase.teamId === "t1" ? "t2" : "t1" } : {}),
      });
    else if (phase.type === "bid-bidding") log.send(phase.bids.length === 0 ? { type: "bid", clues: 2 } : { type: "stopBidding" });
    else if (phase.type === "sale-offers") log.send({ type: "declineOffers" });
    else log.send({ type: "judge", correct: false });
  }
  return log;
}

describe("[REPORT] the report of a stored game", () => {
  it("[REPORT-6] an undone judgement is left out: the report is the game as it stands", () => {
    const log = playedLog();
    const before = gameReport({ setup: SETUP, state: log.state }, log.entries);
    if (!before) throw new Error("the game has started: it has a report");
    expect(before.cards.length).toBeGreaterThan(0);
    const judged = before.cards.at(-1);
    expect(judged?.outcome).not.toBe("unfinished");
    log.send({ type: "undo" });
    const after = gameReport({ setup: SETUP, state: log.state }, log.entries);
    if (!after) throw new Error("the game has started: it has a report");
    expect(after.cards.at(-1)?.outcome).toBe("unfinished");
    expect(after.cards.at(-1)?.answers.length).toBe((judged?.answers.length ?? 0) - 1);
    for (const team of after.teams) {
      const engine = clueEngine(log.state).teams.find((candidate) => candidate.id === team.teamId);
      expect(team.points).toBe(engine?.points);
    }
  });

  it("[REPORT-7] the CSV files keep a spreadsheet from running a team's name as a formula", () => {
    const log = playedLog();
    const report = gameReport({ setup: SETUP, state: log.state }, log.entries);
    if (!report) throw new Error("the game has started: it has a report");
    const teams = reportFile({ setup: SETUP, state: log.state }, log.entries, "teams.csv");
    expect(teams.split("\r\n")[0]).toBe(
      "place,team,points,start,Right answers,Selling and buying cards,Bids,Draw cards,Covered by the bank,Moderator's changes,right answers,wrong answers,winner",
    );
    expect(teams).toContain("'=Eagles");
    expect(teams).not.toMatch(/(^|,)=Eagles/m);
    const cards = reportFile({ setup: SETUP, state: log.state }, log.entries, "cards.csv");
    expect(cards.split("\r\n").filter((row) => row !== "").length).toBe(report.cards.length + 1);
  });
});
