import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

/** In a fresh Node process (as server.ts runs): how many of ioredis's files are loaded after `script`. */
function ioredisFilesLoadedAfter(script: string): number {
  const program = `
    import { createRequire } from "node:module";
    const require = createRequire(import.meta.url);
    ${script}
    console.log(Object.keys(require.cache).filter((file) => file.includes("/node_modules/ioredis/")).length);
    process.exit(0);
  `;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], { cwd: root, encoding: "utf8" });
  return Number(out.trim().split("\n").at(-1));
}

describe("one server alone never loads the Redis client", () => {
  it("[FANOUT-6] without REDIS_URL, starting the real-time server loads no file of ioredis", () => {
    const alone = ioredisFilesLoadedAfter(`
      const { startRealtime } = await import("./lib/server/realtime-host.ts");
      const host = await startRealtime({}, {});
      await host.close();
    `);
    expect(alone).toBe(0);
    // The count is not blind: the module that REDIS_URL imports does load it.
    expect(ioredisFilesLoadedAfter(`await import("./lib/server/realtime/redis-cluster.ts");`)).toBeGreaterThan(0);
  });
});
