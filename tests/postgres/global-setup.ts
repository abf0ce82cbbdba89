/**
 * The PostgreSQL run (vitest.postgres.config.ts): one throwaway PostgreSQL server for the whole run.
 * Each server a test starts gets a new database on it (tests/integration/server-process.ts).
 */
import { startLocalPostgres, type LocalPostgres } from "../../scripts/local/postgres";

let postgres: LocalPostgres | null = null;

export function setup(): void {
  postgres = startLocalPostgres({ label: "tests" });
  process.env.CLUE_SPIN_TEST_POSTGRES = postgres.url;
}

export function teardown(): void {
  postgres?.stop();
}
