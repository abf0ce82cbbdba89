import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/browser/chromium";

const port = Number(process.env.BROWSER_TEST_PORT ?? 3310);
const dbFile = path.join(os.tmpdir(), `clue-spin-browser-${process.pid}.db`);

export default defineConfig({
  testDir: "tests/browser",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: ".test-reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    // As `npm start` runs it (package.json; why: scripts/start.ts).
    command: `node --no-memory-reducer --import tsx server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${dbFile}`, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  },
});
