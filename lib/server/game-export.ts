import { csvRecord } from "@/lib/content/deck-io/csv";
import { moduleOf } from "@/lib/session/session";
import { describeLog, type LogEntryInput, type LogLine } from "@/lib/session/log";
import type { SessionSetup, SessionState, TableState } from "@/lib/session/state";

/**
 * What a teacher downloads after a game: JSON with everything (setup, scores, the game's record,
 * commands) or a CSV with one row per command for a spreadsheet. Pure: the route loads, this formats.
 */
export interface ExportableGame {
  id: string;
  code: string;
  createdAt: number;
  setup: SessionSetup;
  state: SessionState;
}

export type ExportFormat = "json" | "csv";

/**
 * Spreadsheets run a cell starting with = + - @ (or tab / CR) as a formula; a leading quote keeps it
 * text. A plain number (a negative score) is no formula and stays a number, so the sheet can sum it.
 */
export function spreadsheetSafe(text: string): string {
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A table of cells as a CSV file a spreadsheet opens safely (a cell starting like a formula is kept as text). */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => csvRecord(row.map(spreadsheetSafe))).join("\r\n") + "\r\n";
}

function playerNames(state: SessionState): Record<string, string> {
  return Object.fromEntries(state.seats.map((s) => [s.id, s.name]));
}

/** The table a log line's game sentences are worded from (the only one, for a game the class plays together). */
function engineAt(state: SessionState, table: string | null): unknown {
  const at = table === null ? state.tables[0] : state.tables.find((t) => t.id === table);
  return at?.engine ?? null;
}

export function logLines(game: ExportableGame, log: readonly LogEntryInput[]): LogLine[] {
  return describeLog(
    log,
    game.state.teams,
    { module: moduleOf(game.state), stateAt: (table) => engineAt(game.state, table) },
    playerNames(game.state),
  );
}

export interface StandingRow {
  table: string;
  teamId: string;
  name: string;
  colour: string;
  points: number;
  rank: number;
  winner: boolean;
}

/** Per table: winners first (the clue game's winner answered the final question, whatever the points), then by points; ties share a rank. */
export function finalStandings(state: SessionState): StandingRow[] {
  const module = moduleOf(state);
  return state.tables.flatMap((table: TableState) => {
    if (table.engine === null) return [];
    const status = module.status(table.engine);
    const winners = new Set(status.winners);
    const points = new Map(status.scores.map((score) => [score.teamId, score.points]));
    const rows = table.teamIds.map((teamId) => {
      const team = state.teams.find((t) => t.id === teamId);
      return {
        table: table.id,
        teamId,
        name: team?.name ?? teamId,
        colour: team?.colour ?? "",
        points: points.get(teamId) ?? 0,
        winner: winners.has(teamId),
      };
    });
    const sorted = [...rows].sort((a, b) => Number(b.winner) - Number(a.winner) || b.points - a.points);
    return sorted.map((row) => ({
      ...row,
      rank: 1 + sorted.findIndex((other) => other.winner === row.winner && other.points === row.points),
    }));
  });
}

export function gameExportJson(game: ExportableGame, log: readonly LogEntryInput[]) {
  const module = moduleOf(game.state);
  const lines = logLines(game, log);
  return {
    game: {
      id: game.id,
      code: game.code,
      createdAt: new Date(game.createdAt).toISOString(),
      status: game.state.status,
      kind: game.state.game,
    },
    setup: {
      teams: game.state.teams.map((t) => ({ id: t.id, name: t.name, colour: t.colour, playersInRoom: t.declaredPlayers })),
      seed: game.setup.seed,
      ...(module.exportSetup ? module.exportSetup(game.setup.gameSetup) : { options: game.setup.gameSetup }),
    },
    players: game.state.seats.map((s) => ({ id: s.id, name: s.name, teamId: s.teamId })),
    tables: game.state.tables.map((table) => {
      const status = table.engine === null ? null : module.status(table.engine);
      return {
        id: table.id,
        teamIds: table.teamIds,
        over: table.over,
        summary: status?.summary ?? null,
        ...(table.engine !== null && module.exportRecord ? module.exportRecord(table.engine) : {}),
      };
    }),
    finalScores: finalStandings(game.state),
    commands: log.map((entry, i) => ({
      seq: entry.seq,
      at: new Date(entry.at).toISOString(),
      actor: entry.actor,
      command: entry.command,
      events: entry.events,
      description: lines[i]?.sentences ?? [],
      undone: lines[i]?.undone ?? false,
      table: lines[i]?.table ?? null,
    })),
  };
}

export const CSV_HEADER = ["seq", "time", "actor", "table", "type", "details"] as const;

/** One row per command; every cell guarded so a student's name like "=HYPERLINK(…)" stays text. */
export function gameExportCsv(game: ExportableGame, log: readonly LogEntryInput[]): string {
  const lines = logLines(game, log);
  const rows = lines.map((line) => [
    String(line.seq),
    new Date(line.at).toISOString(),
    line.by,
    line.table ?? "",
    line.type,
    (line.undone ? "[undone] " : "") + line.sentences.join("; "),
  ]);
  return [CSV_HEADER, ...rows].map((row) => csvRecord(row.map(spreadsheetSafe))).join("\r\n") + "\r\n";
}

/** A room's later games are told apart by their number (its first keeps the name it always had). */
export function exportFileName(game: Pick<ExportableGame, "code" | "createdAt" | "state">, format: ExportFormat, number = 1): string {
  const day = new Date(game.createdAt).toISOString().slice(0, 10);
  return `${game.state.game}-${game.code}-${day}${number > 1 ? `-game${number}` : ""}.${format}`;
}
