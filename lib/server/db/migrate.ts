import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { databaseFilePath, type Env } from "../env";

const require = createRequire(import.meta.url);

/** Creates the SQLite file's folder and applies every pending migration (idempotent). */
export function migrateDatabase(env: Pick<Env, "DATABASE_URL">, projectDir = process.cwd()): void {
  fs.mkdirSync(path.dirname(databaseFilePath(env)), { recursive: true });
  const prismaCli = require.resolve("prisma/build/index.js", { paths: [projectDir] });
  execFileSync(process.execPath, [prismaCli, "migrate", "deploy"], {
    cwd: projectDir,
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}
