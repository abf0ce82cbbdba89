/**
 * `npm test`: every check a new user or CI runs, in one command. Browser tests need Chromium and
 * the tests of several servers need PostgreSQL, Redis and HAProxy: each is installed with apt when we are root on Debian,
 * otherwise one line says how to get it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed";
import { chromiumPath } from "../tests/browser/chromium";
import { ensurePostgresBinaries } from "./local/postgres";
import { ensureRedisBinary } from "./local/redis";
import { ensureHaproxyBinary } from "./local/haproxy";

function ensureChromium(): void {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    execFileSync("/bin/sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], {
      stdio: "inherit",
    });
    if (chromiumPath()) return;
  }
  console.error(
    "Chromium is missing: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary) and run `npm test` again.",
  );
  process.exit(1);
}

type Step = { name: string; run: () => number };

const node = process.execPath;
const bin = (pkg: string, file: string) => path.join("node_modules", pkg, file);
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(node, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } }).status ?? 1;

const counts = { passed: 0, failed: 0, skipped: 0 };
type Report = Record<string, unknown>;
const count = (report: unknown, ...path: string[]): number => {
  const value = path.reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? (node as Report)[key] : undefined),
    report,
  );
  return typeof value === "number" ? value : 0;
};

function addCounts(file: string, pick: (report: unknown) => { passed: number; failed: number; skipped: number }) {
  if (!fs.existsSync(file)) return;
  const c = pick(JSON.parse(fs.readFileSync(file, "utf8")) as unknown);
  counts.passed += c.passed;
  counts.failed += c.failed;
  counts.skipped += c.skipped;
}

fs.mkdirSync(".test-reports", { recursive: true });
const vitestReports = [".test-reports/vitest.json", ".test-reports/vitest-postgres.json", ".test-reports/vitest-cluster.json"];
for (const report of [...vitestReports, ".test-reports/playwright.json"]) fs.rmSync(report, { force: true });
const steps: Step[] = [
  { name: "chromium", run: () => (ensureChromium(), 0) },
  { name: "typecheck", run: () => run([bin("typescript", "bin/tsc"), "--noEmit", "-p", "."]) },
  { name: "lint (eslint)", run: () => run([bin("eslint", "bin/eslint.js"), "."]) },
  { name: "format (prettier --check)", run: () => run([bin("prettier", "bin/prettier.cjs"), "--check", "."]) },
  { name: "build", run: () => (buildIfNeeded(), 0) },
  {
    // The tests of several servers and of a load balancer run real ones (tests/postgres, trusted-proxy).
    name: "PostgreSQL, Redis and HAProxy",
    run: () => {
      try {
        ensurePostgresBinaries();
        ensureRedisBinary();
        ensureHaproxyBinary();
        return 0;
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        return 1;
      }
    },
  },
  {
    name: "unit and integration tests (vitest)",
    run: () =>
      run([bin("vitest", "vitest.mjs"), "run", "--reporter=default", "--reporter=json", "--outputFile.json=.test-reports/vitest.json"]),
  },
  {
    name: "integration tests on PostgreSQL (vitest)",
    run: () =>
      run([
        bin("vitest", "vitest.mjs"),
        "run",
        "--config",
        "vitest.postgres.config.ts",
        "--reporter=default",
        "--reporter=json",
        "--outputFile.json=.test-reports/vitest-postgres.json",
      ]),
  },
  {
    // The same integration suite once more with each test's server being two servers behind a
    // round-robin HAProxy (vitest.cluster.config.ts): every request crosses between them.
    name: "integration tests on two servers behind a balancer (vitest)",
    run: () =>
      run([
        bin("vitest", "vitest.mjs"),
        "run",
        "--config",
        "vitest.cluster.config.ts",
        "--reporter=default",
        "--reporter=json",
        "--outputFile.json=.test-reports/vitest-cluster.json",
      ]),
  },
  { name: "browser tests (playwright)", run: () => run([bin("@playwright/test", "cli.js"), "test"]) },
];

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  if (step.run() !== 0) {
    failedStep = step.name;
    break;
  }
}
for (const report of vitestReports)
  addCounts(report, (j) => ({
    passed: count(j, "numPassedTests"),
    failed: count(j, "numFailedTests"),
    skipped: count(j, "numPendingTests") + count(j, "numTodoTests"),
  }));
addCounts(".test-reports/playwright.json", (j) => ({
  passed: count(j, "stats", "expected"),
  failed: count(j, "stats", "unexpected") + count(j, "stats", "flaky"),
  skipped: count(j, "stats", "skipped"),
}));
if (failedStep) console.error(`\n✖ ${failedStep} failed`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
