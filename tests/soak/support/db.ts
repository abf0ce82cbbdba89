/**
 * The truth about stored games, read straight from the SQLite file (not through the server): every
 * acknowledged command is in the log, sequence numbers run 1..version without gaps, and the stored
 * snapshot is exactly what replaying the setup and the log gives.
 */
import { isDeepStrictEqual } from "node:util";
import Database from "better-sqlite3";
import { replay, type LoggedCommand } from "@/lib/session/replay";
import type { SessionSetup, SessionState } from "@/lib/session/state";
import type { Acknowledged } from "./game";
import { encodeSnapshot } from "@/lib/session/snapshot";
import { storedRoom } from "@/tests/support/stored-room";

interface GameRow {
  id: string;
  version: number;
  status: string;
  setupJson: string;
  snapshotJson: string;
}
interface CommandRow {
  gameId: string;
  seq: number;
  clientId: string;
  actorJson: string;
  bodyJson: string;
  at: number | string;
}

export interface IntegrityReport {
  games: number;
  commands: number;
  acknowledged: number;
  lost: Acknowledged[];
  problems: string[];
  versions: Map<string, number>;
}

function atMillis(at: number | string): number {
  return typeof at === "number" ? at : /^\d+$/.test(at) ? Number(at) : Date.parse(at);
}

/** What a snapshot stores: the state without the deck (the deck lives in the setup). */
function withoutDeck(state: SessionState): unknown {
  return JSON.parse(encodeSnapshot(state));
}

export function readGameRow(dbFile: string, gameId: string): { version: number; snapshotJson: string } | null {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const room = storedRoom(db, gameId);
    return room ? { version: room.version, snapshotJson: room.snapshotJson } : null;
  } finally {
    db.close();
  }
}

export function rowCounts(dbFile: string): Record<"games" | "players" | "commands", number> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    return { games: count("Game"), players: count("Player"), commands: count("Command") };
  } finally {
    db.close();
  }
}

export function checkIntegrity(dbFile: string, acknowledged: readonly Acknowledged[]): IntegrityReport {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const ids = db.prepare("SELECT id FROM Game").all() as { id: string }[];
    const games: GameRow[] = ids.map(({ id }) => ({ id, ...storedRoom(db, id)! }));
    const commands = db
      .prepare("SELECT gameId, seq, clientId, actorJson, bodyJson, at FROM Command ORDER BY gameId, seq")
      .all() as CommandRow[];
    const byGame = new Map<string, CommandRow[]>();
    for (const row of commands) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
    const problems: string[] = [];
    const versions = new Map<string, number>();
    for (const game of games) {
      versions.set(game.id, game.version);
      const log = byGame.get(game.id) ?? [];
      const seqs = log.map((row) => row.seq);
      if (
        !isDeepStrictEqual(
          seqs,
          Array.from({ length: game.version }, (_, i) => i + 1),
        )
      ) {
        problems.push(`game ${game.id}: version ${game.version} but command seqs ${JSON.stringify(seqs.slice(0, 20))}…`);
        continue;
      }
      const entries: LoggedCommand[] = log.map((row) => ({
        actor: JSON.parse(row.actorJson),
        command: JSON.parse(row.bodyJson),
        at: atMillis(row.at),
      }));
      try {
        const replayed = replay(JSON.parse(game.setupJson) as SessionSetup, entries);
        if (!isDeepStrictEqual(withoutDeck(replayed), JSON.parse(game.snapshotJson)))
          problems.push(`game ${game.id}: snapshot at version ${game.version} differs from its replay`);
        if (replayed.status !== game.status) problems.push(`game ${game.id}: status column ${game.status}, replay says ${replayed.status}`);
      } catch (error) {
        problems.push(`game ${game.id}: replay failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const stored = new Map(commands.map((row) => [`${row.gameId} ${row.clientId}`, row.seq]));
    const lost = acknowledged.filter((ack) => stored.get(`${ack.gameId} ${ack.clientId}`) !== ack.version);
    return { games: games.length, commands: commands.length, acknowledged: acknowledged.length, lost, problems, versions };
  } finally {
    db.close();
  }
}
