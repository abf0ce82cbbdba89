import type { BattleResult, TableResults } from "@/lib/games/module";
import { gameModule, type AnyGameModule } from "@/lib/games/registry";
import { undoneSeqs, type LogEntryInput } from "./log";
import { roomGame } from "./room-games";
import { gameNumber } from "./room-sequence";
import type { SessionSetup, SessionState } from "./state";

/**
 * [RESULTS] A class session's results: every game of the room whose module gives results (the card
 * games' battles, tricks and points), table by table, ranked by team and by student, and added up
 * across the room's sequence of games. Pure: built from the stored log's events (an undone move is
 * never counted) and the room as each game left it (a past game reads as it ended).
 */
export type ResultStatus = "playing" | "finished" | "ended" | "not-started";

export interface TableTeamResult {
  teamId: string;
  name: string;
  colour: string;
  /** Place at the table: the winner first, then by points; a tie shares the place. */
  place: number;
  winner: boolean;
  points: number;
  adjustments: number;
  battlesWon: number;
  tricksWon: number;
  students: string[];
}

export interface TableResult {
  id: string;
  status: Exclude<ResultStatus, "not-started">;
  /** The game's own one line when it is over. */
  summary: string | null;
  teams: TableTeamResult[];
  battles: BattleResult[];
}

export interface TeamStanding {
  teamId: string;
  name: string;
  colour: string;
  table: string | null;
  /** Place in the class: ties share it. */
  place: number;
  points: number;
  battlesWon: number;
  tricksWon: number;
  gamesWon: number;
  students: string[];
}

export interface StudentStanding {
  playerId: string;
  name: string;
  teamId: string | null;
  team: string | null;
  table: string | null;
  place: number;
  points: number;
  battlesWon: number;
  tricksWon: number;
  gamesWon: number;
}

export interface GameResults {
  /** The game's number in the room: 1 for its first. */
  number: number;
  game: string;
  title: string;
  status: ResultStatus;
  tables: TableResult[];
  teams: TeamStanding[];
  students: StudentStanding[];
  /** The states whose cards took the most tricks, most first. */
  winningStates: { state: string; tricks: number }[];
}

export interface TablesReport {
  games: GameResults[];
  /** Across every game above (the same as the one game's when the room played one). */
  teams: TeamStanding[];
  students: StudentStanding[];
  /** Games of the room without results of this kind (the clue game has its own report). */
  otherGames: { number: number; title: string }[];
}

export type TablesReportResult = { ok: true; report: TablesReport } | { ok: false; reason: "no_results" | "not_started" };

interface GameAtEnd {
  state: SessionState;
  /** Each table's events, in order. */
  events: Map<string, unknown[]>;
}

/**
 * Game `number` of the room as it left it, and each table's events in it, read from the stored log:
 * each accepted command keeps the events it caused, tagged with their table, so only the commands an
 * undo took back are left out. Nothing is replayed for the game the room plays now (a class of 15
 * tables stores thousands of commands, and the server answers every table's moves meanwhile).
 */
function gameAtEnd(
  room: { setup: SessionSetup; state: SessionState },
  log: readonly LogEntryInput[],
  number: number,
  undone: ReadonlySet<number>,
): GameAtEnd | null {
  const game = roomGame(room, log, number);
  if (!game) return null;
  const events = new Map<string, unknown[]>();
  for (const entry of game.entries) {
    if (undone.has(entry.seq)) continue;
    for (const event of entry.events) {
      // A table's game events carry the table's id; the room's own events (a join, a pause) do not.
      const table = (event as { table?: unknown }).table;
      if (typeof table !== "string") continue;
      const atTable = events.get(table) ?? [];
      atTable.push(event);
      events.set(table, atTable);
    }
  }
  return { state: game.state, events };
}

/** 1 + how many rank strictly ahead: a tie shares the place. */
function places<T>(rows: readonly T[], ahead: (a: T, b: T) => number): number[] {
  return rows.map((row) => 1 + rows.filter((other) => ahead(other, row) < 0).length);
}

function ranked<T extends { place: number }>(rows: T[], order: (a: T, b: T) => number): T[] {
  const placed = places(rows, order);
  return rows.map((row, i) => ({ ...row, place: placed[i] ?? 1 })).sort((a, b) => a.place - b.place);
}

const byResults = (a: { points: number; battlesWon: number; tricksWon: number }, b: typeof a) =>
  b.points - a.points || b.battlesWon - a.battlesWon || b.tricksWon - a.tricksWon;
const byGamesThenResults = (a: { gamesWon: number; points: number; battlesWon: number; tricksWon: number }, b: typeof a) =>
  b.gamesWon - a.gamesWon || byResults(a, b);

function studentsOf(state: SessionState, teamId: string): string[] {
  return state.seats.filter((seat) => seat.teamId === teamId).map((seat) => seat.name);
}

function gameStatus(room: SessionState, number: number, current: number): ResultStatus {
  if (number === current) return room.status === "lobby" ? "not-started" : room.status;
  return room.played?.[number - 1]?.outcome ?? "ended";
}

function tableResult(
  module: AnyGameModule,
  state: SessionState,
  tableId: string,
  engine: unknown,
  events: readonly unknown[],
): TableResult {
  const results: TableResults = module.results?.build({ final: engine, events }) ?? { teams: [], battles: [] };
  const status = module.status(engine);
  const table = state.tables.find((t) => t.id === tableId);
  const winners = new Set(status.winners);
  const rows = results.teams.map((row): TableTeamResult => {
    const team = state.teams.find((t) => t.id === row.teamId);
    return {
      ...row,
      name: team?.name ?? row.teamId,
      colour: team?.colour ?? "",
      place: 1,
      winner: winners.has(row.teamId),
      students: studentsOf(state, row.teamId),
    };
  });
  return {
    id: tableId,
    status: status.over ? "finished" : table?.over ? "ended" : "playing",
    summary: status.summary,
    teams: ranked(rows, (a, b) => Number(b.winner) - Number(a.winner) || byResults(a, b)),
    battles: results.battles,
  };
}

function gameResults(module: AnyGameModule, at: GameAtEnd, number: number, status: ResultStatus): GameResults {
  const { state } = at;
  const tables = state.tables.flatMap((table) =>
    table.engine === null ? [] : [tableResult(module, state, table.id, table.engine, at.events.get(table.id) ?? [])],
  );
  const teams = ranked(
    tables.flatMap((table) =>
      table.teams.map((row): TeamStanding => ({
        teamId: row.teamId,
        name: row.name,
        colour: row.colour,
        table: table.id,
        place: 1,
        points: row.points,
        battlesWon: row.battlesWon,
        tricksWon: row.tricksWon,
        gamesWon: row.winner ? 1 : 0,
        students: row.students,
      })),
    ),
    byResults,
  );
  const wins = new Map<string, number>();
  for (const trick of tables.flatMap((table) => table.battles.flatMap((battle) => battle.tricks)))
    wins.set(trick.card, (wins.get(trick.card) ?? 0) + 1);
  return {
    number,
    game: module.id,
    title: module.title,
    status,
    tables,
    teams,
    students: studentRows(state, [teams]),
    winningStates: [...wins]
      .map(([name, tricks]) => ({ state: name, tricks }))
      .sort((a, b) => b.tricks - a.tricks || a.state.localeCompare(b.state)),
  };
}

/** Every student of the room once, credited with what their team did in each game they played on it. */
function studentRows(
  room: SessionState,
  games: readonly (readonly TeamStanding[])[],
  teamsInGame?: readonly SessionState[],
): StudentStanding[] {
  const rows = room.seats.map((seat): StudentStanding => {
    const row: StudentStanding = {
      playerId: seat.id,
      name: seat.name,
      teamId: seat.teamId,
      team: room.teams.find((t) => t.id === seat.teamId)?.name ?? null,
      table: room.tables.find((t) => seat.teamId !== null && t.teamIds.includes(seat.teamId))?.id ?? null,
      place: 1,
      points: 0,
      battlesWon: 0,
      tricksWon: 0,
      gamesWon: 0,
    };
    games.forEach((teams, i) => {
      // In a room that played several games, a student counts for the team they were on in that game.
      const teamId = teamsInGame?.[i]?.seats.find((s) => s.id === seat.id)?.teamId ?? seat.teamId;
      const team = teams.find((t) => t.teamId === teamId);
      if (!team) return;
      row.points += team.points;
      row.battlesWon += team.battlesWon;
      row.tricksWon += team.tricksWon;
      row.gamesWon += team.gamesWon;
    });
    return row;
  });
  return ranked(rows, byGamesThenResults);
}

export function tablesReport(room: { setup: SessionSetup; state: SessionState }, log: readonly LogEntryInput[]): TablesReportResult {
  const undone = undoneSeqs(log);
  const current = gameNumber(room.state);
  const games: GameResults[] = [];
  const ends: SessionState[] = [];
  const otherGames: TablesReport["otherGames"] = [];
  let anyResults = false;
  for (let number = 1; number <= current; number++) {
    const id = number === current ? room.state.game : (room.state.played?.[number - 1]?.game ?? room.state.game);
    const module = gameModule(id);
    if (!module) continue;
    if (!module.results) {
      otherGames.push({ number, title: module.title });
      continue;
    }
    anyResults = true;
    const at = gameAtEnd(room, log, number, undone);
    if (!at || at.state.tables.every((table) => table.engine === null)) continue;
    games.push(gameResults(module, at, number, gameStatus(room.state, number, current)));
    ends.push(at.state);
  }
  if (!anyResults) return { ok: false, reason: "no_results" };
  if (games.length === 0) return { ok: false, reason: "not_started" };
  const latest = ends.at(-1) ?? room.state;
  const totals = new Map<string, TeamStanding>();
  for (const game of games)
    for (const team of game.teams) {
      const sum = totals.get(team.teamId);
      totals.set(
        team.teamId,
        sum
          ? {
              ...sum,
              table: team.table,
              points: sum.points + team.points,
              battlesWon: sum.battlesWon + team.battlesWon,
              tricksWon: sum.tricksWon + team.tricksWon,
              gamesWon: sum.gamesWon + team.gamesWon,
              students: team.students,
            }
          : team,
      );
    }
  return {
    ok: true,
    report: {
      games,
      teams: ranked([...totals.values()], byGamesThenResults),
      students: studentRows(
        latest,
        games.map((game) => game.teams),
        ends,
      ),
      otherGames,
    },
  };
}
