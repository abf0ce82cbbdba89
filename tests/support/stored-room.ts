import { readdirSync, readFileSync } from "node:fs";
import type Database from "better-sqlite3";
import { joinStoredRoom } from "@/lib/session/snapshot";

/**
 * A room as SQLite holds it, read straight from the file: its row and its tables' rows, joined into
 * one string in `encodeSnapshot`'s shape (so it can be compared with the replay of its log).
 */
export function storedRoom(
  sqlite: Database.Database,
  gameId: string,
): { version: number; status: string; setupJson: string; snapshotJson: string } | null {
  const game = sqlite.prepare('SELECT version, status, setupJson, snapshotJson FROM "Game" WHERE id = ?').get(gameId) as
    { version: number; status: string; setupJson: string; snapshotJson: string } | undefined;
  if (!game) return null;
  const tables = sqlite.prepare('SELECT tableJson FROM "TableSnapshot" WHERE gameId = ?').all(gameId) as { tableJson: string }[];
  return {
    ...game,
    snapshotJson: joinStoredRoom(
      game.snapshotJson,
      tables.map((table) => table.tableJson),
    ),
  };
}

/** Each table's stored row and version, by table id. */
export function storedTables(sqlite: Database.Database, gameId: string): Record<string, { version: number; tableJson: string }> {
  const rows = sqlite.prepare('SELECT tableId, tableJson, version FROM "TableSnapshot" WHERE gameId = ?').all(gameId) as {
    tableId: string;
    tableJson: string;
    version: number;
  }[];
  return Object.fromEntries(rows.map((row) => [row.tableId, { version: row.version, tableJson: row.tableJson }]));
}

/** A command's row as the Command table holds it (every field a string, as a fixture keeps it). */
export interface StoredCommandRow {
  seq: number;
  clientId: string;
  actor: string;
  type: string;
  body: string;
  result: string;
  at: string;
}

/** A room as an earlier version stored it: the commit that wrote it, its setup and snapshot strings, its command rows. */
export interface StoredFixture {
  commit: string;
  madeBy: string;
  setup: string;
  snapshot: string;
  log: StoredCommandRow[];
}

const FIXTURE_DIR = new URL("../fixtures/stored/", import.meta.url);

/** Every room in tests/fixtures/stored/, by its file's name without `.json`, in name order. */
export function storedFixtures(): [string, StoredFixture][] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), "utf8")) as StoredFixture]);
}
