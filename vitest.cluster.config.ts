/**
 * The integration suite on two servers behind HAProxy, on PostgreSQL and Redis: each request goes to
 * the next server in turn (tests/integration/server-process.ts, CLUE_SPIN_TEST_SERVERS). `npm test`
 * runs it after the PostgreSQL run (scripts/test.ts). A test that kills "its server" kills both and
 * the balancer, and restarts them on the same balancer port and database.
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export const ON_TWO_SERVERS = [
  "tests/integration/live-game.test.ts",
  "tests/integration/class-session.test.ts",
  "tests/integration/secrecy.test.ts",
  "tests/integration/reclaim.test.ts",
  "tests/integration/crash-recovery.test.ts",
  "tests/integration/class-recovery.test.ts",
];

// Spread, not mergeConfig: that would add these lists to the SQLite run's include and exclude.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ON_TWO_SERVERS,
    exclude: ["tests/browser/**", "node_modules/**"],
    globalSetup: ["tests/postgres/global-setup.ts"],
    env: { CLUE_SPIN_TEST_SERVERS: "2" },
  },
});
