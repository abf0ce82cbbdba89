/**
 * Starts the real Clue Spin server (server.ts, production build) as a child process on an
 * ephemeral port with its own temporary SQLite file (or PostgreSQL database, on the PostgreSQL run):
 * the same way `npm start` runs it.
 * Needs a production build (`npm test` builds first; run `npx next build` when running alone).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ServerProcess {
  port: number;
  baseUrl: string;
  /** The server's DATABASE_URL: a SQLite file, or on the PostgreSQL run (tests/postgres/) a database of its own. */
  databaseUrl: string;
  /** The SQLite file (empty on the PostgreSQL run). */
  dbFile: string;
  /** This run's teacher's key, from the teacher's link the server printed (pairs a device as a teacher's). */
  teacherKey: string;
  child: ChildProcess;
  output: () => string;
  /** Kills with SIGKILL: no shutdown hooks, no flushing; what was committed must survive. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..", "..");

export function tempDbFile(label = "it"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `clue-spin-${label}-`));
  return path.join(dir, "game.db");
}

/**
 * On the PostgreSQL run (vitest.postgres.config.ts) the admin URL of its throwaway server
 * (tests/postgres/global-setup.ts): each server the tests start then gets a new database on it.
 */
const postgresAdminUrl = process.env.CLUE_SPIN_TEST_POSTGRES ?? "";
export const testStorage: "sqlite" | "postgres" = postgresAdminUrl ? "postgres" : "sqlite";

let databases = 0;
/** A new, empty database for one test's server(s): a SQLite file, or a PostgreSQL database on the PostgreSQL run. */
export async function tempDatabase(label = "it"): Promise<string> {
  if (testStorage === "sqlite") return `file:${tempDbFile(label)}`;
  const name = `clue_spin_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}_${++databases}`;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface StartOptions {
  /** A SQLite file (tests that read it straight); otherwise `databaseUrl`, or a new database. */
  dbFile?: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Extra Node.js flags for the server process (the bench's `--inspect=127.0.0.1:0`, a profiler's `--cpu-prof`). */
  nodeArgs?: string[];
}

/**
 * On the several-servers run (vitest.cluster.config.ts), "the server" a test starts is two servers
 * on one PostgreSQL database and the run's Redis, behind an HAProxy that sends each request to the
 * next server in turn: every test of the suite then has its commands, views and sockets spread over
 * both. Killing "the server" kills both and the balancer; a restart on the same port (crash
 * recovery) starts two new servers behind a balancer on that port. A test that reads a SQLite file
 * (dbFile) gets a single server.
 */
const clusterSize = Number(process.env.CLUE_SPIN_TEST_SERVERS ?? "1");

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  if (clusterSize > 1 && !options.dbFile) return startCluster(options, clusterSize);
  return startOneServer(options);
}

async function startCluster(options: StartOptions, size: number): Promise<ServerProcess> {
  const sharedRedis = process.env.CLUE_SPIN_TEST_REDIS;
  if (!sharedRedis) throw new Error("the several-servers run needs the run's Redis (CLUE_SPIN_TEST_REDIS)");
  // Test files run in parallel, one per worker: each worker's clusters get a Redis database of their
  // own, so one file's servers never see (or reap) another file's in the list of registered servers.
  const redisUrl = `${sharedRedis}/${1 + (Number(process.env.VITEST_POOL_ID ?? "0") % 15)}`;
  const databaseUrl = options.databaseUrl ?? (await tempDatabase("cluster"));
  const env = {
    PUSHER_APP_ID: "clue-spin-tests",
    PUSHER_KEY: "clue-spin-tests",
    PUSHER_SECRET: "clue-spin-tests-shared-secret",
    ...options.env,
    REDIS_URL: redisUrl,
    TRUSTED_PROXIES: "127.0.0.1",
  };
  const servers: ServerProcess[] = [];
  for (let i = 0; i < size; i++) servers.push(await startOneServer({ ...options, port: undefined, databaseUrl, env }));
  const { startLocalBalancer } = await import("../../scripts/local/haproxy");
  const balancer = await startLocalBalancer({
    servers: servers.map((server) => server.port),
    balance: "roundrobin",
    ...(options.port === undefined ? {} : { port: options.port }),
  }).catch(async (error: unknown) => {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  });
  return {
    port: balancer.port,
    baseUrl: balancer.url,
    databaseUrl,
    dbFile: "",
    teacherKey: servers[0]!.teacherKey,
    child: servers[0]!.child,
    output: () => servers.map((server) => server.output()).join("\n"),
    async kill() {
      await Promise.all(servers.map((server) => server.kill()));
      await balancer.kill();
    },
    async stop() {
      await balancer.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

async function startOneServer(options: StartOptions): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
    throw new Error("No production build: run `npx next build` (npm test does it first).");
  const databaseUrl = options.databaseUrl ?? (options.dbFile ? `file:${options.dbFile}` : await tempDatabase());
  const dbFile = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : "";
  // As `npm start` runs it (package.json; why: scripts/start.ts).
  const child = spawn(process.execPath, ["--no-memory-reducer", ...(options.nodeArgs ?? []), "--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  // For looking into a run afterwards (a bench with --trace-gc, a failing soak): a copy of the output.
  const tee = process.env.SERVER_OUTPUT_FILE;
  if (tee) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => fs.appendFileSync(tee, chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = () => {
      const match = output.match(/READY (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl,
    dbFile,
    teacherKey: output.match(/\/pair\?key=([A-Za-z0-9_-]+)/)?.[1] ?? "",
    child,
    output: () => output,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
