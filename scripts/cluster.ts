/**
 * `npm run cluster`: several Clue Spin servers on this machine, as a district would run them on
 * several: one PostgreSQL, one Redis, N servers and an HAProxy balancer in front, for trying it.
 * Each piece is installed with apt when it is missing and we are root. The trial's data lives in a
 * temporary PostgreSQL that is removed at Ctrl-C. Across machines: docs/deploy.md.
 *
 *   npm run cluster -- --servers 2 --port 3000
 *
 * Prints `CLUSTER READY <balancer port> <server ports…>` when everything answers (the tests read it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed";
import { startLocalBalancer } from "./local/haproxy";
import { startLocalPostgres } from "./local/postgres";
import { startLocalRedis } from "./local/redis";
import { urlsToOpen } from "../lib/server/lan";

function option(name: string, fallback: number, min: number, max: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} expects a whole number from ${min} to ${max}.`);
    process.exit(1);
  }
  return value;
}

const servers = option("servers", 2, 1, 16);
const balancerPort = option("port", 3000, 0, 65535);
const root = path.resolve(import.meta.dirname, "..");

process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded(root);
const postgres = startLocalPostgres({ label: "cluster" });
postgres.createDatabase("clue_spin");
const redis = await startLocalRedis();
// Every server signs and checks real-time subscriptions with the same secret (a phone's auth request
// and its socket may reach different servers).
const pusher = { PUSHER_APP_ID: "cluster", PUSHER_KEY: "cluster-key", PUSHER_SECRET: randomBytes(32).toString("hex") };

const children: ChildProcess[] = [];
async function startOne(index: number): Promise<number> {
  const child = spawn(process.execPath, ["--no-memory-reducer", "--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...pusher,
      NODE_ENV: "production",
      PORT: "0",
      // Only the balancer (on this machine) reaches the servers.
      HOST: "127.0.0.1",
      DATABASE_URL: postgres.databaseUrl("clue_spin"),
      REDIS_URL: redis.url,
      TRUSTED_PROXIES: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${index} did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const ready = /READY (\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(`[server ${index}] ${chunk.toString("utf8")}`));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${index} exited with ${code}:\n${output}`));
    });
  });
}

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await balancer?.stop();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolve();
              return;
            }
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await redis.stop();
    postgres.stop();
  }
  process.exit(code);
}
process.once("SIGINT", () => void stopAll(0));
process.once("SIGTERM", () => void stopAll(0));

let balancer: Awaited<ReturnType<typeof startLocalBalancer>> | undefined;
try {
  // One at a time: the first applies the migrations, the others find them applied.
  const ports: number[] = [];
  for (let i = 1; i <= servers; i++) ports.push(await startOne(i));
  balancer = await startLocalBalancer({ servers: ports, port: balancerPort, bind: "0.0.0.0" });
  const urls = urlsToOpen("0.0.0.0", balancer.port);
  console.log(`Clue Spin is running on ${servers} servers behind HAProxy (PostgreSQL and Redis on this machine).`);
  console.log(`  On this computer:   ${urls.local}`);
  if (urls.lan[0]) console.log(`  Students' phones:   ${urls.lan[0].url}`);
  console.log(`  Servers:            ${ports.map((port) => `127.0.0.1:${port}`).join(", ")}`);
  console.log("  The games are stored in a throwaway PostgreSQL: Ctrl-C stops everything and removes it.");
  console.log(`CLUSTER READY ${balancer.port} ${ports.join(" ")}`);
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
