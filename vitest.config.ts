import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Outside Next's react-server bundle, resolve the guard to the package's own empty build.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
      // As Next's bundler does for the app folder: next/dynamic as React.lazy, so a test that renders
      // a lazily loaded part waits for it (tests/support/render-loaded.ts).
      "next/dynamic": path.resolve(import.meta.dirname, "node_modules/next/dist/shared/lib/app-dynamic.js"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    setupFiles: ["tests/support/setup.ts"],
    // tests/postgres needs a PostgreSQL server: vitest.postgres.config.ts starts one and runs them.
    exclude: ["tests/browser/**", "tests/postgres/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
