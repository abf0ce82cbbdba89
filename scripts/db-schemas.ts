/**
 * One source of truth for the schema: `prisma/schema.prisma` (SQLite, the default) is rendered into
 * `prisma/postgres/schema.prisma` for PostgreSQL, which differs only in its provider and where its
 * client is generated. `npm run db:schemas` writes it; `--check` fails when it is out of date
 * (tests/server/db-schemas.test.ts runs the check).
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const SQLITE_SCHEMA = path.join(root, "prisma", "schema.prisma");
export const POSTGRES_SCHEMA = path.join(root, "prisma", "postgres", "schema.prisma");

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/db-schemas.ts: edit that file and run \`npm run db:schemas\`.
`;

/** The PostgreSQL schema for a SQLite schema's text. Throws if a line it must change is not there. */
export function renderPostgresSchema(sqlite: string): string {
  const swaps: [RegExp, string][] = [
    [/^(\s*output\s*=\s*)"\.\.\/lib\/server\/db\/generated"$/m, '$1"../../lib/server/db/generated-pg"'],
    [/^(\s*provider\s*=\s*)"sqlite"$/m, '$1"postgresql"'],
    [/^(\s*url\s*=\s*)"file:[^"]*"$/m, '$1"postgresql://localhost/clue_spin"'],
  ];
  let text = sqlite;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(text)) throw new Error(`prisma/schema.prisma no longer has a line matching ${pattern}: update scripts/db-schemas.ts`);
    text = text.replace(pattern, replacement);
  }
  return HEADER + text;
}

function main(): void {
  const wanted = renderPostgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const current = fs.existsSync(POSTGRES_SCHEMA) ? fs.readFileSync(POSTGRES_SCHEMA, "utf8") : null;
  if (process.argv.includes("--check")) {
    if (current !== wanted) {
      console.error("prisma/postgres/schema.prisma is out of date: run `npm run db:schemas`.");
      process.exit(1);
    }
    return;
  }
  fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
  fs.writeFileSync(POSTGRES_SCHEMA, wanted);
  console.log(current === wanted ? "prisma/postgres/schema.prisma is up to date." : "wrote prisma/postgres/schema.prisma");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
