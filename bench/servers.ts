/**
 * One server against two on the same machine, at the same offered load: each on PostgreSQL and
 * Redis behind HAProxy (`balance source`, as `npm run cluster` runs it), so the only difference is
 * the number of servers. The same 400 games (4 teams, 8 phones, console and board as live screens)
 * are played at rising paces; each pace prints commands/s, phone command → every screen p50 / p99,
 * and the CPU of the servers and of the whole machine. "Carried at p99 ≤ 25 ms" is the highest
 * commands/s of the paces, in rising order up to the first that missed, whose p99 stayed within 25 ms
 * with nothing refused or stuck.
 */
import os from "node:os";
import { startServer, type ServerProcess } from "@/tests/integration/server-process";
import { request, resetHttpAgents } from "@/tests/soak/support/http";
import { startLocalBalancer, type LocalBalancer } from "../scripts/local/haproxy";
import { startLocalPostgres, type LocalPostgres } from "../scripts/local/postgres";
import { startLocalRedis, type LocalRedis } from "../scripts/local/redis";
import type { DriveOutcome } from "./lib/e2e-shared";
import { startWorker, type Worker } from "./lib/ipc";
import { cpuSeconds } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

export interface Pace {
  label: string;
  /** Pause between a game's commands once every screen has caught up (uniform in the range). */
  thinkMs: [number, number];
  durationMs: number;
}

export interface PaceResult {
  label: string;
  thinkMs: [number, number];
  commandsPerSecond: number;
  player: LatencySummary;
  reply: LatencySummary;
  rejected: number;
  stuck: number;
  /** Every server process together, % of one core. */
  serversCpuPercent: number;
  /** The whole machine (servers, PostgreSQL, Redis, HAProxy, the bench's devices), % of all its cores. */
  machineCpuPercent: number;
}

export interface ServersResult {
  servers: number;
  games: number;
  setupSeconds: number;
  paces: PaceResult[];
  /** The highest commands/s of a pace with p99 ≤ 25 ms (null: none was). */
  carriedWithin25Ms: number | null;
  /** p99 at classroom pace (the first pace). */
  classroomPaceP99: number | null;
  error?: string;
}

export const SERVERS_PACES: Pace[] = [
  // Classroom pace (a command every 3–9 s per game), then 2, 3 and 5 times as fast.
  { label: "classroom pace", thinkMs: [3000, 9000], durationMs: 45_000 },
  { label: "2 × pace", thinkMs: [1500, 4500], durationMs: 30_000 },
  { label: "3 × pace", thinkMs: [1000, 3000], durationMs: 30_000 },
  { label: "5 × pace", thinkMs: [600, 1800], durationMs: 30_000 },
];
export const SERVERS_GAMES = 400;
const P99_TARGET_MS = 25;
const CLIENT_PROCESSES = 4;
const CLIENT_NICENESS = 10;
/** Games long enough to last every pace (the clue game's default target ends them in ~110 commands). */
const TARGET_POINTS = 200;

/** Busy and total CPU time of the whole machine so far. */
function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

async function untilHealthy(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the balancer at ${url} never answered its health check`);
}

async function measureServers(
  count: number,
  postgres: LocalPostgres,
  options: { games: number; paces: Pace[]; log: (line: string) => void },
): Promise<ServersResult> {
  const { log } = options;
  const servers: ServerProcess[] = [];
  const workers: Worker[] = [];
  let redis: LocalRedis | null = null;
  let balancer: LocalBalancer | null = null;
  try {
    const database = `bench_servers_${count}_${Date.now()}`;
    postgres.createDatabase(database);
    redis = await startLocalRedis();
    // No PUSHER_* settings: the servers use the built-in relay's default key (the screens' key) and
    // agree on a signing secret through Redis, as a district's servers may.
    const env = { REDIS_URL: redis.url, TRUSTED_PROXIES: "127.0.0.1" };
    for (let i = 0; i < count; i++) servers.push(await startServer({ databaseUrl: postgres.databaseUrl(database), env }));
    // The first game a server makes builds the clue deck (seconds of CPU, once): done here on each,
    // so the measured paces and the balancer's health checks do not meet it.
    // Sent as the balancer would send the teacher computer's request.
    for (const server of servers) {
      const made = await request(server.baseUrl, "POST", "/api/games", {
        headers: { "x-forwarded-for": "127.0.0.1" },
        body: {
          teams: [
            { name: "Eagles", colour: "red" },
            { name: "Owls", colour: "blue" },
          ],
        },
      });
      if (made.status !== 201 && made.status !== 200) throw new Error(`warming a server: ${made.status} ${made.text.slice(0, 200)}`);
    }
    // 10 screens a game hold a connection each through the balancer, and each device keeps one for HTTP
    // (two file handles a connection: 9,000 stays within this machine's limit of 20,000).
    balancer = await startLocalBalancer({ servers: servers.map((server) => server.port), maxConnections: 9_000 });
    await untilHealthy(balancer.url);
    const baseUrl = balancer.url;

    log(`  ${count} server${count > 1 ? "s" : ""} up behind HAProxy; setting up ${options.games} games…`);
    const setupStart = performance.now();
    workers.push(...Array.from({ length: CLIENT_PROCESSES }, () => startWorker("bench/e2e-clients.ts")));
    for (const worker of workers) os.setPriority(worker.child.pid!, CLIENT_NICENESS);
    await Promise.all(
      workers.map((worker, w) =>
        worker.request(
          {
            type: "setUp",
            baseUrl,
            targetPoints: TARGET_POINTS,
            gameNumbers: Array.from({ length: options.games }, (_, n) => n).filter((n) => n % CLIENT_PROCESSES === w),
          },
          900_000,
        ),
      ),
    );
    const setupSeconds = round((performance.now() - setupStart) / 1000, 1);

    const paces: PaceResult[] = [];
    for (const pace of options.paces) {
      const serversBefore = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid!), 0);
      const machineBefore = machineTimes();
      const started = performance.now();
      const outcomes = await Promise.all(
        workers.map((worker) =>
          worker.request<DriveOutcome>(
            { type: "drive", baseUrl, thinkMs: pace.thinkMs, durationMs: pace.durationMs },
            pace.durationMs + 120_000,
          ),
        ),
      );
      const elapsed = (performance.now() - started) / 1000;
      const serversCpu = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid!), 0) - serversBefore;
      const machineAfter = machineTimes();
      const all = outcomes.flatMap((o) => o.all);
      const result: PaceResult = {
        label: pace.label,
        thinkMs: pace.thinkMs,
        commandsPerSecond: round(all.length / elapsed, 1),
        player: summarize(outcomes.flatMap((o) => o.player)),
        reply: summarize(outcomes.flatMap((o) => o.replied)),
        rejected: outcomes.reduce((sum, o) => sum + o.rejected, 0),
        stuck: outcomes.reduce((sum, o) => sum + o.stuck, 0),
        serversCpuPercent: round((serversCpu / elapsed) * 100, 1),
        machineCpuPercent: round(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100, 1),
      };
      log(
        `  ${count} server${count > 1 ? "s" : ""}, ${options.games} games, ${pace.label}: ${result.commandsPerSecond} commands/s, phone command → all screens p50 ${result.player.p50} / p99 ${result.player.p99} ms ` +
          `(reply p99 ${result.reply.p99}); servers' CPU ${result.serversCpuPercent}% of a core, machine ${result.machineCpuPercent}% of ${os.cpus().length} cores; ${result.rejected} refused, ${result.stuck} stuck`,
      );
      paces.push(result);
    }
    // Paces in rising order, up to the first that missed: a faster pace that passed after a slower one
    // failed is luck, not capacity. A pace with refused or stuck commands did not carry its load.
    const within: PaceResult[] = [];
    for (const pace of paces) {
      if (pace.player.samples === 0 || pace.player.p99 > P99_TARGET_MS || pace.stuck > 0 || pace.rejected > 0) break;
      within.push(pace);
    }
    return {
      servers: count,
      games: options.games,
      setupSeconds,
      paces,
      carriedWithin25Ms: within.length ? Math.max(...within.map((pace) => pace.commandsPerSecond)) : null,
      classroomPaceP99: paces[0]?.player.samples ? paces[0].player.p99 : null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    log(`  ${count} server(s): FAILED ${message}`);
    return {
      servers: count,
      games: options.games,
      setupSeconds: 0,
      paces: [],
      carriedWithin25Ms: null,
      classroomPaceP99: null,
      error: message,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.request({ type: "close" }, 30_000).catch(() => undefined)));
    await Promise.all(workers.map((worker) => worker.stop()));
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    resetHttpAgents();
  }
}

export async function runServersBench(
  options: { games?: number; paces?: Pace[]; log?: (line: string) => void } = {},
): Promise<ServersResult[]> {
  const log = options.log ?? console.log;
  const postgres = startLocalPostgres({ label: "bench" });
  try {
    const results: ServersResult[] = [];
    for (const count of [1, 2])
      results.push(
        await measureServers(count, postgres, { games: options.games ?? SERVERS_GAMES, paces: options.paces ?? SERVERS_PACES, log }),
      );
    return results;
  } finally {
    postgres.stop();
  }
}

/** The table: each pace's figures for one server and for two, side by side. */
export function serversTable(results: readonly ServersResult[]): string[] {
  const [one, two] = results;
  const lines = [
    "pace               1 server: cmds/s  p50 / p99 / max          servers CPU  machine    2 servers: cmds/s  p50 / p99 / max          servers CPU  machine",
  ];
  const cell = (pace: PaceResult | undefined) =>
    pace
      ? `${String(pace.commandsPerSecond).padStart(6)}  ${`${pace.player.p50} / ${pace.player.p99} / ${pace.player.max}`.padEnd(24)} ${`${pace.serversCpuPercent}%`.padStart(11)}  ${`${pace.machineCpuPercent}%`.padStart(7)}`
      : "n/a".padEnd(54);
  const labels = [...new Set(results.flatMap((r) => r.paces.map((p) => p.label)))];
  for (const label of labels)
    lines.push(
      `${label.padEnd(18)} ${" ".repeat(10)}${cell(one?.paces.find((p) => p.label === label))}   ${" ".repeat(10)}${cell(two?.paces.find((p) => p.label === label))}`,
    );
  for (const r of results)
    lines.push(
      `${r.servers} server${r.servers > 1 ? "s" : ""}: carried ${r.carriedWithin25Ms ?? "no pace"} commands/s at p99 ≤ ${P99_TARGET_MS} ms; p99 at ${r.games} games, classroom pace ${r.classroomPaceP99 ?? "n/a"} ms; set-up ${r.setupSeconds} s${r.error ? `; FAILED: ${r.error}` : ""}`,
    );
  return lines;
}

if (process.argv[1] === import.meta.filename) {
  const quick = process.env.BENCH_QUICK === "1";
  const results = await runServersBench(
    quick ? { games: 20, paces: SERVERS_PACES.slice(0, 2).map((pace) => ({ ...pace, durationMs: 8_000 })) } : {},
  );
  for (const line of serversTable(results)) console.log(line);
  process.exit(0);
}
