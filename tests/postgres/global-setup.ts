/**
 * The PostgreSQL run (vitest.postgres.config.ts): one throwaway PostgreSQL server for the whole run.
 * Each server a test starts gets a new database on it (tests/integration/server-process.ts).
 * And one throwaway Redis, for the tests of several servers (CLUE_SPIN_TEST_REDIS).
 */
import { startLocalPostgres, type LocalPostgres } from "../../scripts/local/postgres";
import { startLocalRedis, type LocalRedis } from "../../scripts/local/redis";

let postgres: LocalPostgres | null = null;
let redis: LocalRedis | null = null;

export async function setup(): Promise<void> {
  postgres = startLocalPostgres({ label: "tests" });
  process.env.CLUE_SPIN_TEST_POSTGRES = postgres.url;
  redis = await startLocalRedis();
  process.env.CLUE_SPIN_TEST_REDIS = redis.url;
}

export async function teardown(): Promise<void> {
  postgres?.stop();
  await redis?.stop();
}
