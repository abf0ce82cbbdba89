import { describe, expect, test } from "vitest";
import { parseCsv } from "@/lib/content/deck-io/csv";
import { CSV_HEADER, finalStandings, gameExportCsv, gameExportJson, spreadsheetSafe, type ExportableGame } from "@/lib/server/game-export";
import type { LogEntryInput } from "@/lib/session/log";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import type { SessionActor } from "@/lib/session/state";
import { clueEngine, clueRoomSetup } from "../support/clue-room";
import { FIXTURE_DECK } from "../game/fixtures";

const setup = clueRoomSetup(
  {
    teams: [
      { name: "+Owls", colour: "red", players: 0 },
      { name: 'Eagles, "the best"', colour: "blue", players: 3 },
    ],
  },
  5,
  FIXTURE_DECK,
);

/** A game played through the real session reducer, with the log the server would store. */
function playedGame(commands: { actor: SessionActor; command: Record<string, unknown> }[]): { game: ExportableGame; log: LogEntryInput[] } {
  let state = createSession(setup);
  const log: LogEntryInput[] = [];
  for (const { actor, command } of commands) {
    const parsed = parseCommand(command);
    if (!parsed.ok) throw new Error(parsed.failure.message);
    const at = Date.UTC(2025, 2, 1, 9, 0, log.length);
    const result = applySessionCommand(state, actor, parsed.parsed, at, setup);
    if (!result.ok) throw new Error(result.failure.message);
    state = result.state;
    log.push({ seq: log.length + 1, at, actor, command, events: result.events });
  }
  return { game: { id: "g", code: "ABC234", createdAt: Date.UTC(2025, 2, 1), setup, state }, log };
}

const MOD: SessionActor = { role: "moderator" };
const hostileNames = ['=HYPERLINK("x")', "@SUM(A1)", "-2+3", "+1 Sam"];

describe("game export", () => {
  test("[EXPORT-1] cells starting with = + - @ or a tab get a leading quote; others, and plain numbers (negative points), are untouched", () => {
    for (const text of ["=1+1", "+A1", "-A1", "@cmd", "\tx", "\rx", "-2+3", "-2-cmd", "-1e9", "-.5", "+2"])
      expect(spreadsheetSafe(text)).toBe(`'${text}`);
    for (const text of ["Owls", "1+1", "a=b", "", "'quoted", "-2", "-15", "-2.5", "0", "40"]) expect(spreadsheetSafe(text)).toBe(text);
  });

  test("[EXPORT-2] the CSV has one row per command and no cell a spreadsheet would run", () => {
    const { game, log } = playedGame([
      ...hostileNames.map((name, i) => ({ actor: { role: "guest" as const }, command: { type: "joinGame", playerId: `p${i}`, name } })),
      { actor: MOD, command: { type: "movePlayer", playerId: "p0", teamId: "t1" } },
      { actor: { role: "player", playerId: "p1" }, command: { type: "chooseTeam", teamId: "t2" } },
      { actor: MOD, command: { type: "startGame" } },
    ]);
    const parsed = parseCsv(gameExportCsv(game, log));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const records = parsed.records.filter((r) => !(r.length === 1 && r[0] === ""));
    expect(records[0]).toEqual([...CSV_HEADER]);
    expect(records).toHaveLength(log.length + 1);
    expect(records.slice(1).map((r) => r[0])).toEqual(log.map((e) => String(e.seq)));
    for (const record of records) {
      expect(record).toHaveLength(CSV_HEADER.length);
      for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    // The guarded names survive intact after the quote, so the teacher still reads them.
    const actors = records.slice(1, 1 + hostileNames.length).map((r) => r[2]);
    expect(actors).toEqual(hostileNames.map((n) => `'${n}`));
    // A team name with a comma and quotes stays one cell.
    expect(records.some((r) => r[CSV_HEADER.indexOf("details")]?.includes('Eagles, "the best"'))).toBe(true);
  });

  test("[EXPORT-3] the JSON holds setup, scores, ledger and every command with its description", () => {
    const { game, log } = playedGame([
      { actor: { role: "guest" }, command: { type: "joinGame", playerId: "p1", name: "Sam" } },
      { actor: MOD, command: { type: "startGame" } },
    ]);
    const json = gameExportJson(game, log);
    expect(json.setup.teams.map((t) => t.name)).toEqual(setup.teams.map((t) => t.name));
    expect(json.setup.seed).toBe(5);
    expect(json.commands).toHaveLength(log.length);
    expect(json.commands[1]?.description[0]).toBe("The game started: every team spins for the first turn");
    expect(json.finalScores.map((s) => s.points).sort()).toEqual(
      clueEngine(game.state)
        .teams.map((t) => t.points)
        .sort(),
    );
    expect(json.setup).toMatchObject({ targetPoints: 55, clueValues: [10, 9, 8, 7, 6, 5], cardsInDeck: FIXTURE_DECK.length });
    expect(json.tables[0]).toMatchObject({ id: "main", summary: null, ledger: expect.any(Array) as unknown });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  test("[EXPORT-4] standings rank teams by points, ties share a rank", () => {
    const { game } = playedGame([{ actor: MOD, command: { type: "startGame" } }]);
    const teams = clueEngine(game.state).teams;
    // Eagles declared 3 players and Owls none, so Owls start short-handed with 3 more points.
    const standings = finalStandings(game.state);
    expect(standings[0]?.points).toBe(Math.max(...teams.map((t) => t.points)));
    const evenEngine = { ...clueEngine(game.state), teams: teams.map((t) => ({ ...t, points: 20 })) };
    const even = finalStandings({ ...game.state, tables: game.state.tables.map((table) => ({ ...table, engine: evenEngine })) });
    expect(even.map((s) => s.rank)).toEqual([1, 1]);
  });
});
