/**
 * The same integration tests on PostgreSQL: `npm test` runs this after the SQLite run
 * (scripts/test.ts). One throwaway PostgreSQL server for the run (tests/postgres/global-setup.ts).
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export const ON_POSTGRES = [
  "tests/postgres/**/*.test.ts",
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
    include: ON_POSTGRES,
    exclude: ["tests/browser/**", "node_modules/**"],
    globalSetup: ["tests/postgres/global-setup.ts"],
  },
});
