import { csvRecord } from "@/lib/content/deck-io/csv";
import { describeLog, type LogEntryInput, type LogLine } from "@/lib/session/describe";
import type { SessionSetup, SessionState } from "@/lib/session/state";

/**
 * What a teacher downloads after a game: JSON with everything (setup, scores, ledger, commands)
 * or a CSV with one row per command for a spreadsheet. Pure: the route loads, this formats.
 */
export interface ExportableGame {
  id: string;
  code: string;
  createdAt: number;
  setup: SessionSetup;
  state: SessionState;
}

export type ExportFormat = "json" | "csv";

/** Spreadsheets run a cell starting with = + - @ (or tab / CR) as a formula; a leading quote keeps it text. */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function playerNames(state: SessionState): Record<string, string> {
  return Object.fromEntries(state.seats.map((s) => [s.id, s.name]));
}

export function logLines(game: ExportableGame, log: readonly LogEntryInput[]): LogLine[] {
  return describeLog(log, game.setup.teams, playerNames(game.state));
}

export function finalStandings(
  state: SessionState,
): { teamId: string; name: string; colour: string; points: number; rank: number; winner: boolean }[] {
  const winnerId = state.engine.phase.type === "finished" ? state.engine.phase.winnerId : null;
  const rows = state.teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    colour: team.colour,
    points: state.engine.teams.find((t) => t.id === team.id)?.points ?? 0,
    winner: team.id === winnerId,
  }));
  // The winner answered the final question: they rank first whatever the points say.
  const sorted = [...rows].sort((a, b) => Number(b.winner) - Number(a.winner) || b.points - a.points);
  return sorted.map((row) => ({
    ...row,
    rank: 1 + sorted.findIndex((other) => other.winner === row.winner && other.points === row.points),
  }));
}

export function gameExportJson(game: ExportableGame, log: readonly LogEntryInput[]) {
  const lines = logLines(game, log);
  return {
    game: { id: game.id, code: game.code, createdAt: new Date(game.createdAt).toISOString(), status: game.state.status },
    setup: {
      teams: game.setup.teams.map((t) => ({ id: t.id, name: t.name, colour: t.colour, playersInRoom: t.declaredPlayers })),
      targetPoints: game.setup.targetPoints,
      clueValues: game.setup.clueValues,
      seed: game.setup.seed,
      cardsInDeck: game.setup.deck.length,
    },
    players: game.state.seats.map((s) => ({ id: s.id, name: s.name, teamId: s.teamId })),
    finalScores: finalStandings(game.state),
    ledger: game.state.engine.ledger.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
    commands: log.map((entry, i) => ({
      seq: entry.seq,
      at: new Date(entry.at).toISOString(),
      actor: entry.actor,
      command: entry.command,
      events: entry.events,
      description: lines[i]?.sentences ?? [],
      undone: lines[i]?.undone ?? false,
    })),
  };
}

export const CSV_HEADER = ["seq", "time", "actor", "type", "details"] as const;

/** One row per command; every cell guarded so a student's name like "=HYPERLINK(…)" stays text. */
export function gameExportCsv(game: ExportableGame, log: readonly LogEntryInput[]): string {
  const lines = logLines(game, log);
  const rows = lines.map((line) => [
    String(line.seq),
    new Date(line.at).toISOString(),
    line.by,
    line.type,
    (line.undone ? "[undone] " : "") + line.sentences.join("; "),
  ]);
  return [CSV_HEADER, ...rows].map((row) => csvRecord(row.map(spreadsheetSafe))).join("\r\n") + "\r\n";
}

export function exportFileName(game: Pick<ExportableGame, "code" | "createdAt">, format: ExportFormat): string {
  const day = new Date(game.createdAt).toISOString().slice(0, 10);
  return `clue-spin-${game.code}-${day}.${format}`;
}
