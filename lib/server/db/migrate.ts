import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { databaseFilePath, storageKind, type Env } from "../env";

/**
 * Applies pending migrations from prisma/migrations, exactly as `prisma migrate deploy` records
 * them (same `_prisma_migrations` table and checksums, so the Prisma CLI keeps working on the
 * file). Done in-process because the CLI takes seconds to start, and a restarted classroom server
 * should be back at once.
 */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

class MigrationError extends Error {}

export function migrateDatabase(env: Pick<Env, "DATABASE_URL">, projectDir = process.cwd()): { applied: string[] } {
  const file = databaseFilePath(env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const migrationsDir = path.join(projectDir, "prisma", "migrations");
  const names = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec(MIGRATIONS_TABLE);
    const done = sqlite
      .prepare(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`)
      .all() as { migration_name: string; checksum: string; finished_at: string | null }[];
    const applied: string[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      const previous = done.find((row) => row.migration_name === name);
      if (previous?.finished_at) {
        if (previous.checksum !== checksum)
          throw new MigrationError(
            `Migration ${name} was changed after it was applied to ${file}; restore it or start with a new database file.`,
          );
        continue;
      }
      if (previous)
        throw new MigrationError(`Migration ${name} failed earlier on ${file}; fix the database or start with a new database file.`);
      sqlite.transaction(() => {
        sqlite.exec(sql);
        sqlite
          .prepare(
            `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)`,
          )
          .run(randomUUID(), checksum, Date.now(), name, Date.now());
      })();
      applied.push(name);
    }
    return { applied };
  } finally {
    sqlite.close();
  }
}

const POSTGRES_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Any fixed number: the advisory lock that lets one of several servers starting at once migrate while the others wait. */
const MIGRATION_LOCK = 724_113;

/**
 * PostgreSQL's migrations (prisma/postgres/migrations), recorded as `prisma migrate deploy` records
 * them. Several servers may start at once against one database: each takes the same advisory lock,
 * so one applies the migrations and the others find them applied.
 */
export async function migratePostgres(databaseUrl: string, projectDir = process.cwd()): Promise<{ applied: string[] }> {
  const migrationsDir = path.join(projectDir, "prisma", "postgres", "migrations");
  const names = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(POSTGRES_MIGRATIONS_TABLE);
    const done = (
      await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
      )
    ).rows;
    const applied: string[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      const previous = done.find((row) => row.migration_name === name);
      if (previous?.finished_at) {
        if (previous.checksum !== checksum)
          throw new MigrationError(`Migration ${name} was changed after it was applied to the PostgreSQL database; restore it.`);
        continue;
      }
      if (previous) throw new MigrationError(`Migration ${name} failed earlier on the PostgreSQL database; fix the database first.`);
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new MigrationError(
          `Migration ${name} failed on the PostgreSQL database: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      applied.push(name);
    }
    return { applied };
  } finally {
    await client.end();
  }
}

/** The storage DATABASE_URL names, brought up to date before the server serves. */
export async function migrateStorage(env: Pick<Env, "DATABASE_URL">, projectDir = process.cwd()): Promise<{ applied: string[] }> {
  return storageKind(env.DATABASE_URL) === "postgres" ? migratePostgres(env.DATABASE_URL, projectDir) : migrateDatabase(env, projectDir);
}
