/**
 * One schema, two databases: the SQLite migrations (prisma/migrations) and the PostgreSQL ones
 * (prisma/postgres/migrations) must build the same tables, keys, indexes, foreign keys and commit
 * rule, and prisma/postgres/schema.prisma must be the rendering of prisma/schema.prisma.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrateDatabase, migratePostgres } from "@/lib/server/db/migrate";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, renderPostgresSchema } from "../../scripts/db-schemas";
import { tempDatabase } from "../integration/server-process";

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}
interface Shape {
  tables: Record<string, { columns: Column[]; primaryKey: string[] }>;
  /** "Table.index: unique? (columns)" */
  indexes: string[];
  /** "Table(columns) -> Other(columns) on delete X on update Y" */
  foreignKeys: string[];
  views: Record<string, string[]>;
  triggers: string[];
}

const INTERNAL = new Set(["_prisma_migrations", "sqlite_sequence"]);

/** The same default written two ways: `'x'::text` and `'x'`, `CURRENT_TIMESTAMP`, a sequence and AUTOINCREMENT. */
function sameDefault(value: string | null): string | null {
  if (value === null) return null;
  if (/^nextval\(/.test(value)) return "autoincrement";
  return value.replace(/::[a-z ]+$/i, "").toLowerCase();
}

function sameType(type: string): string {
  const t = type.toLowerCase();
  if (t === "datetime" || t.startsWith("timestamp")) return "timestamp";
  return t;
}

function sqliteShape(file: string): Shape {
  const sqlite = new Database(file, { readonly: true });
  try {
    const objects = sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master").all() as {
      type: string;
      name: string;
      tbl_name: string;
      sql: string | null;
    }[];
    const shape: Shape = { tables: {}, indexes: [], foreignKeys: [], views: {}, triggers: [] };
    for (const table of objects.filter((o) => o.type === "table" && !INTERNAL.has(o.name))) {
      const info = sqlite.prepare(`PRAGMA table_info("${table.name}")`).all() as {
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
      }[];
      const autoincrement = /AUTOINCREMENT/i.test(table.sql ?? "");
      shape.tables[table.name] = {
        columns: info.map((c) => ({
          name: c.name,
          type: sameType(c.type),
          notNull: c.notnull === 1 || c.pk > 0,
          default: c.pk > 0 && autoincrement ? "autoincrement" : sameDefault(c.dflt_value),
        })),
        primaryKey: info
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
      };
      const indexes = sqlite.prepare(`PRAGMA index_list("${table.name}")`).all() as { name: string; unique: number; origin: string }[];
      for (const index of indexes.filter((i) => i.origin === "c")) {
        const columns = (sqlite.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[]).map((c) => c.name);
        shape.indexes.push(`${table.name}.${index.name}: ${index.unique ? "unique" : "plain"} (${columns.join(", ")})`);
      }
      const keys = sqlite.prepare(`PRAGMA foreign_key_list("${table.name}")`).all() as {
        id: number;
        table: string;
        from: string;
        to: string;
        on_update: string;
        on_delete: string;
      }[];
      for (const id of [...new Set(keys.map((k) => k.id))]) {
        const parts = keys.filter((k) => k.id === id);
        shape.foreignKeys.push(
          `${table.name}(${parts.map((p) => p.from).join(", ")}) -> ${parts[0]!.table}(${parts.map((p) => p.to).join(", ")}) on delete ${parts[0]!.on_delete} on update ${parts[0]!.on_update}`,
        );
      }
    }
    for (const view of objects.filter((o) => o.type === "view"))
      shape.views[view.name] = (sqlite.prepare(`PRAGMA table_info("${view.name}")`).all() as { name: string }[]).map((c) => c.name);
    shape.triggers = objects.filter((o) => o.type === "trigger").map((o) => `${o.tbl_name}: ${o.name}`);
    return normalised(shape);
  } finally {
    sqlite.close();
  }
}

async function postgresShape(databaseUrl: string): Promise<Shape> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shape: Shape = { tables: {}, indexes: [], foreignKeys: [], views: {}, triggers: [] };
    const columns = (
      await client.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
        table_type: string;
      }>(
        `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, t.table_type
         FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
         WHERE c.table_schema = 'public' ORDER BY c.table_name, c.ordinal_position`,
      )
    ).rows;
    for (const c of columns) {
      if (INTERNAL.has(c.table_name)) continue;
      if (c.table_type === "VIEW") {
        (shape.views[c.table_name] ??= []).push(c.column_name);
        continue;
      }
      const table = (shape.tables[c.table_name] ??= { columns: [], primaryKey: [] });
      table.columns.push({
        name: c.column_name,
        type: sameType(c.data_type),
        notNull: c.is_nullable === "NO",
        default: sameDefault(c.column_default),
      });
    }
    const keys = (
      await client.query<{
        table: string;
        name: string;
        type: string;
        columns: string[];
        foreign: string | null;
        foreign_columns: string[] | null;
        on_delete: string;
        on_update: string;
      }>(
        `SELECT cl.relname AS table, con.conname AS name, con.contype AS type,
                ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns,
                fcl.relname AS foreign,
                ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS foreign_columns,
                con.confdeltype AS on_delete, con.confupdtype AS on_update
         FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid LEFT JOIN pg_class fcl ON fcl.oid = con.confrelid
         JOIN pg_namespace ns ON ns.oid = cl.relnamespace WHERE ns.nspname = 'public'`,
      )
    ).rows;
    const action: Record<string, string> = { a: "NO ACTION", r: "RESTRICT", c: "CASCADE", n: "SET NULL", d: "SET DEFAULT" };
    for (const key of keys) {
      if (INTERNAL.has(key.table)) continue;
      if (key.type === "p") shape.tables[key.table]!.primaryKey = key.columns;
      if (key.type === "f")
        shape.foreignKeys.push(
          `${key.table}(${key.columns.join(", ")}) -> ${key.foreign}(${key.foreign_columns!.join(", ")}) on delete ${action[key.on_delete]} on update ${action[key.on_update]}`,
        );
    }
    const indexes = (
      await client.query<{ table: string; name: string; unique: boolean; primary: boolean; columns: string[] }>(
        `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
                ARRAY(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o)::text[] AS columns
         FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace ns ON ns.oid = t.relnamespace WHERE ns.nspname = 'public'`,
      )
    ).rows;
    for (const index of indexes)
      if (!index.primary && !INTERNAL.has(index.table))
        shape.indexes.push(`${index.table}.${index.name}: ${index.unique ? "unique" : "plain"} (${index.columns.join(", ")})`);
    shape.triggers = (
      await client.query<{ table: string; name: string }>(
        `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE ns.nspname = 'public' AND NOT t.tgisinternal`,
      )
    ).rows.map((t) => `${t.table}: ${t.name}`);
    return normalised(shape);
  } finally {
    await client.end();
  }
}

function normalised(shape: Shape): Shape {
  const tables = Object.fromEntries(
    Object.entries(shape.tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, table]) => [name, { ...table, columns: [...table.columns].sort((a, b) => a.name.localeCompare(b.name)) }]),
  );
  return {
    tables,
    indexes: [...shape.indexes].sort(),
    foreignKeys: [...shape.foreignKeys].sort(),
    views: shape.views,
    triggers: [...shape.triggers].sort(),
  };
}

describe("[PG-SCHEMA] one schema on SQLite and PostgreSQL", () => {
  it("[PG-SCHEMA-1] prisma/postgres/schema.prisma is prisma/schema.prisma rendered for PostgreSQL", () => {
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(renderPostgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  it("[PG-SCHEMA-2] both migrations build the same tables, columns, keys, indexes, foreign keys, commit view and trigger", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "clue-spin-schemas-")), "schema.db");
    migrateDatabase({ DATABASE_URL: `file:${file}` });
    const databaseUrl = await tempDatabase("schemas");
    await migratePostgres(databaseUrl);
    const onSqlite = sqliteShape(file);
    const onPostgres = await postgresShape(databaseUrl);
    expect(Object.keys(onSqlite.tables)).toContain("Command");
    expect(onSqlite.views.CommandCommit).toContain("tableFromVersion");
    expect(onPostgres).toEqual(onSqlite);
  });
});
