/**
 * What the database holds for a game, read straight from it (not through the server): from the SQLite
 * file, or from PostgreSQL on the PostgreSQL run. The room's row and its tables' rows are joined in
 * `encodeSnapshot`'s shape, so it can be compared with the replay of its log.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { joinStoredRoom } from "@/lib/session/snapshot";
import { storedRoom } from "../support/stored-room";

export interface StoredGame {
  version: number;
  status: string;
  setupJson: string;
  snapshotJson: string;
  commands: { seq: number; clientId: string; actorJson: string; bodyJson: string; at: string }[];
}

export async function readStoredGame(databaseUrl: string, gameId: string): Promise<StoredGame | null> {
  if (databaseUrl.startsWith("file:")) {
    const sqlite = new Database(databaseUrl.slice("file:".length), { readonly: true });
    try {
      const game = storedRoom(sqlite, gameId);
      if (!game) return null;
      const commands = sqlite
        .prepare('SELECT seq, "clientId", "actorJson", "bodyJson", at FROM "Command" WHERE "gameId" = ? ORDER BY seq')
        .all(gameId) as StoredGame["commands"];
      return { ...game, commands };
    } finally {
      sqlite.close();
    }
  }
  // Prisma stores UTC in `timestamp(3)` columns: read `at` back as UTC text, whatever this machine's zone.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const game = (
      await client.query<{ version: number; status: string; setupJson: string; snapshotJson: string }>(
        'SELECT version, status, "setupJson", "snapshotJson" FROM "Game" WHERE id = $1',
        [gameId],
      )
    ).rows[0];
    if (!game) return null;
    const tables = (await client.query<{ tableJson: string }>('SELECT "tableJson" FROM "TableSnapshot" WHERE "gameId" = $1', [gameId]))
      .rows;
    const commands = (
      await client.query<StoredGame["commands"][number]>(
        'SELECT seq, "clientId", "actorJson", "bodyJson", to_char(at, \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') AS at FROM "Command" WHERE "gameId" = $1 ORDER BY seq',
        [gameId],
      )
    ).rows;
    return {
      ...game,
      snapshotJson: joinStoredRoom(
        game.snapshotJson,
        tables.map((table) => table.tableJson),
      ),
      commands,
    };
  } finally {
    await client.end();
  }
}
