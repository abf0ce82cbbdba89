import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type Database from "better-sqlite3";
import pg from "pg";
import { Prisma, PrismaClient } from "./generated/client";
import { PrismaClient as PostgresPrismaClient } from "./generated-pg/client";
import { parseEnv, storageKind } from "../env";

/**
 * One Prisma client per process. Kept on globalThis because Next bundles route handlers
 * separately from the custom server, and both must share one connection to the SQLite file (or one
 * pool of connections to PostgreSQL).
 */
const holder = globalThis as unknown as {
  clueSpinPrisma?: PrismaClient;
  clueSpinAdapter?: KeptConnection;
  clueSpinPool?: pg.Pool;
};

type Connection = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;

/** Prisma's SQLite adapter, keeping the one connection it opens for the client. */
class KeptConnection extends PrismaBetterSQLite3 {
  connection: Connection | null = null;
  override async connect(): Promise<Connection> {
    this.connection = await super.connect();
    return this.connection;
  }
}

export function db(): PrismaClient {
  if (!holder.clueSpinPrisma) {
    const { DATABASE_URL } = parseEnv();
    if (storageKind(DATABASE_URL) === "postgres") {
      holder.clueSpinPool = new pg.Pool({ connectionString: DATABASE_URL, max: POSTGRES_POOL_SIZE });
      // Both clients are generated from the one schema (scripts/db-schemas.ts renders the PostgreSQL
      // copy), so their models and queries are the same; only the provider differs.
      holder.clueSpinPrisma = new PostgresPrismaClient({ adapter: new PrismaPg(holder.clueSpinPool) }) as unknown as PrismaClient;
    } else {
      holder.clueSpinAdapter = new KeptConnection({ url: DATABASE_URL });
      holder.clueSpinPrisma = new PrismaClient({ adapter: holder.clueSpinAdapter });
    }
  }
  return holder.clueSpinPrisma;
}

/** Connections per server: a command holds one for a single statement, so a few serve many games. */
const POSTGRES_POOL_SIZE = 10;

/**
 * Runs one statement on the Prisma client's own connection, without the client's query compiler and
 * with the statement prepared once. Prisma 6 compiles every query again, a raw one too, with all its
 * parameters, and its SQLite adapter prepares every statement again: for the command commit (a
 * table's row and the command, about 3 KB) that was about 1.5 ms of the 10 a move costs the server.
 * Values are bound as the adapter binds them (`sqliteValue`). For the statements every command runs;
 * everything else goes through `db()`.
 */
export async function runStatement(statement: Prisma.Sql): Promise<number> {
  db();
  if (holder.clueSpinPool) return runOnPool(holder.clueSpinPool, statement);
  const connection = holder.clueSpinAdapter?.connection ?? (await db().$connect(), holder.clueSpinAdapter?.connection);
  if (!connection) throw new Error("the database connection did not open");
  return preparedOn(databaseOf(connection), statement.sql).run(statement.values.map(sqliteValue)).changes;
}

/** The better-sqlite3 database the adapter's connection prepares its statements on (its `client`). */
function databaseOf(connection: Connection): Database.Database {
  const client = (connection as unknown as { client?: Partial<Database.Database> }).client;
  if (typeof client?.prepare !== "function" || client.open !== true)
    throw new Error(
      "Prisma's SQLite adapter no longer holds an open better-sqlite3 database as `client`: check runStatement against the adapter's version",
    );
  return client as Database.Database;
}

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
/** A few statement texts run at every command; anything past that is prepared each time. */
const KEPT_STATEMENTS = 16;

function preparedOn(database: Database.Database, sql: string): Database.Statement {
  let kept = statements.get(database);
  if (!kept) statements.set(database, (kept = new Map<string, Database.Statement>()));
  const known = kept.get(sql);
  if (known) return known;
  const made = database.prepare(sql);
  if (kept.size < KEPT_STATEMENTS) kept.set(sql, made);
  return made;
}

/** A value as Prisma's SQLite adapter binds it (`iso8601` dates, booleans as 0 and 1). */
function sqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  throw new Error(`no SQLite parameter for ${typeof value}`);
}

/**
 * The same, on PostgreSQL: a named statement is parsed and planned once per pooled connection. Dates
 * go as UTC text, as Prisma's own queries store them (`pg` would send the server's local time).
 */
async function runOnPool(pool: pg.Pool, statement: Prisma.Sql): Promise<number> {
  const text = statement.strings.reduce((sql, part, i) => (i === 0 ? part : `${sql}$${i}${part}`), "");
  const values = statement.values.map((value) => (value instanceof Date ? value.toISOString() : value));
  const result = await pool.query({ name: statementName(text), text, values });
  return result.rowCount ?? 0;
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `clue_spin_${statementNames.size + 1}`));
  return name;
}

export async function disconnectDb(): Promise<void> {
  await holder.clueSpinPrisma?.$disconnect();
  await holder.clueSpinPool?.end();
  holder.clueSpinPrisma = undefined;
  holder.clueSpinAdapter = undefined;
  holder.clueSpinPool = undefined;
}

/**
 * Connection settings, once per process before serving. WAL with synchronous=NORMAL: a commit
 * reaches the WAL file (the OS) before the command is shown, so a crashed or killed server loses
 * nothing; only a power cut could roll back the last commits. FULL would fsync on every command,
 * blocking every game for milliseconds per command (measured: p99 7 ms, max 29 ms per commit).
 */
export async function prepareDb(): Promise<void> {
  // PostgreSQL's own defaults are the durable ones (every commit flushed before it returns).
  db();
  if (holder.clueSpinPool) return;
  await db().$executeRawUnsafe("PRAGMA journal_mode = WAL");
  await db().$executeRawUnsafe("PRAGMA synchronous = NORMAL");
}
