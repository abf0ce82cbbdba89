/**
 * The same integration tests on PostgreSQL: `npm test` runs this after the SQLite run
 * (scripts/test.ts). One throwaway PostgreSQL server for the run (tests/postgres/global-setup.ts).
 */
import { defineConfig, type ViteUserConfig } from "vitest/config";
import base from "./vitest.config";

/** The integration suite that runs again on other storage and servers (the PostgreSQL and two-server runs). */
export const INTEGRATION_ELSEWHERE = [
  "tests/integration/live-game.test.ts",
  "tests/integration/class-session.test.ts",
  "tests/integration/secrecy.test.ts",
  "tests/integration/reclaim.test.ts",
  "tests/integration/crash-recovery.test.ts",
  "tests/integration/class-recovery.test.ts",
];

/** A run of `include` on the run's throwaway PostgreSQL server, with `env` for its tests' servers. */
export function onPostgres(include: string[], env: Record<string, string> = {}): ViteUserConfig {
  // Spread, not mergeConfig: that would add these lists to the SQLite run's include and exclude.
  return defineConfig({
    ...base,
    test: {
      ...base.test,
      include,
      exclude: ["tests/browser/**", "node_modules/**"],
      globalSetup: ["tests/postgres/global-setup.ts"],
      env,
    },
  });
}

export default onPostgres(["tests/postgres/**/*.test.ts", ...INTEGRATION_ELSEWHERE]);
