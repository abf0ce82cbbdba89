/**
 * End to end on the real server (production build, SQLite commit in the path): a command sent over
 * HTTP by a phone or the moderator, until every screen of that game (moderator, board, every
 * phone) holds the new version. Also the server's cost per 100 active games.
 */
import os from "node:os";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { closeScreens, sendCommand, setUpGame } from "@/tests/soak/support/game";
import { resetHttpAgents } from "@/tests/soak/support/http";
import { TEAMS, type DriveOutcome } from "./lib/e2e-shared";
import { startWorker, type Worker } from "./lib/ipc";
import { inspectorUrlIn, liveMemory, type LiveMemory } from "./lib/live-memory";
import { cpuSeconds, rssBytes } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

export interface EndToEndLevel {
  games: number;
  /** Pause between a game's commands once every screen has caught up (uniform in the range). */
  thinkMs: [number, number];
  durationMs: number;
  label?: string;
}

export interface EndToEndResult {
  games: number;
  screens: number;
  clientProcesses: number;
  thinkMs: [number, number];
  label?: string;
  commandsPerSecond: number;
  player: LatencySummary;
  all: LatencySummary;
  /** Every command until its HTTP reply reached the sender. */
  reply: LatencySummary;
  /** The command path's time inside the server (its Server-Timing header). */
  serverPath: LatencySummary;
  rejected: number;
  stuck: number;
  setupSeconds: number;
  serverCpuPercent: number;
  serverCpuPercentPer100Games: number;
  /** The client processes together (every screen and phone): if near 100%, the client side limits the figures. */
  driverCpuPercent: number;
  serverRssMb: { idle: number; active: number };
  rssPerGameMb: number;
  /** JS heap + external memory after a full GC (what the games keep alive), idle and with the games loaded. */
  liveMemoryMb: { idle: number; active: number };
  liveMemoryPerGameMb: number;
  error?: string;
}

export const DEFAULT_LEVELS: EndToEndLevel[] = [
  // One game as fast as its screens keep up: the path's latency with nothing else going on.
  { games: 1, thinkMs: [50, 150], durationMs: 15_000 },
  // Classroom pace: a command every 3–9 s per game (6 s on average). A turn is a spin, clues read
  // aloud, a team talking it over, an answer and a judgement, so a real class is rarely faster.
  { games: 100, thinkMs: [3000, 9000], durationMs: 90_000, label: "classroom pace" },
  // Three times classroom pace: a command every 1–3 s per game, the same 100 games under stress.
  { games: 100, thinkMs: [1000, 3000], durationMs: 40_000, label: "3 × classroom pace" },
  // Three runs in a row, each on a fresh server: the tail at 400 games moved between runs.
  ...[1, 2, 3].map((run) => ({
    games: 400,
    thinkMs: [3000, 9000] as [number, number],
    durationMs: 45_000,
    label: `classroom pace, run ${run} of 3`,
  })),
];

/** Processes holding the devices (phones and screens); a game's devices stay in one process. */
const CLIENT_PROCESSES = Number(process.env.BENCH_E2E_CLIENT_PROCESSES ?? 4);
const CLIENT_NICENESS = Number(process.env.BENCH_E2E_CLIENT_NICENESS ?? 10);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const liveBytes = (memory: LiveMemory) => memory.heapUsedBytes + memory.externalBytes;

export async function measureLevel(level: EndToEndLevel, log: (line: string) => void): Promise<EndToEndResult> {
  let server: ServerProcess | null = null;
  const workers: Worker[] = [];
  try {
    // The inspector (loopback only) lets the bench ask for a full GC before reading live memory.
    const extraNodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
    server = await startServer({ dbFile: tempDbFile("bench-e2e"), nodeArgs: ["--inspect=127.0.0.1:0", ...extraNodeArgs] });
    const baseUrl = server.baseUrl;
    const pid = server.child.pid!;
    // Warm the routes (first requests load their bundles), then measure the idle server.
    const warm = await setUpGame(baseUrl, { teams: TEAMS, phonesPerTeam: 1, deviceBase: 900_000, screens: true });
    await sendCommand(baseUrl, warm, { role: "moderator" }, { type: "startGame" });
    closeScreens(warm);
    resetHttpAgents();
    await sleep(1000);
    const idleRss = rssBytes(pid);
    const inspector = inspectorUrlIn(server.output());
    if (!inspector) throw new Error("the server printed no inspector address");
    const idleLive = await liveMemory(inspector);

    const setupStart = performance.now();
    const processes = Math.min(CLIENT_PROCESSES, level.games);
    workers.push(...Array.from({ length: processes }, () => startWorker("bench/e2e-clients.ts")));
    // In a classroom the devices are other machines; here they share two cores with the server, so
    // they run at a lower priority and never hold a core the server is waiting for.
    for (const worker of workers) os.setPriority(worker.child.pid!, CLIENT_NICENESS);
    const shares = workers.map((_, w) => Array.from({ length: level.games }, (_, n) => n).filter((n) => n % processes === w));
    const setUps = await Promise.all(
      workers.map((worker, w) =>
        worker.request<{ games: number; screens: number }>({ type: "setUp", baseUrl, gameNumbers: shares[w] }, 600_000),
      ),
    );
    const setupSeconds = round((performance.now() - setupStart) / 1000, 1);

    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const outcomes = await Promise.all(
      workers.map((worker) =>
        worker.request<DriveOutcome>(
          { type: "drive", baseUrl, thinkMs: level.thinkMs, durationMs: level.durationMs },
          level.durationMs + 120_000,
        ),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuPercent = ((cpuSeconds(pid) - cpuBefore) / elapsed) * 100;
    const driverCpuPercent = (outcomes.reduce((sum, o) => sum + o.cpuSeconds, 0) / elapsed) * 100;
    const activeRss = rssBytes(pid);
    const activeLive = await liveMemory(inspector);

    const all = outcomes.flatMap((o) => o.all);
    const result: EndToEndResult = {
      games: level.games,
      screens: setUps.reduce((sum, s) => sum + s.screens, 0),
      clientProcesses: processes,
      thinkMs: level.thinkMs,
      ...(level.label ? { label: level.label } : {}),
      commandsPerSecond: round(all.length / elapsed, 1),
      player: summarize(outcomes.flatMap((o) => o.player)),
      all: summarize(all),
      reply: summarize(outcomes.flatMap((o) => o.replied)),
      serverPath: summarize(outcomes.flatMap((o) => o.onServer)),
      rejected: outcomes.reduce((sum, o) => sum + o.rejected, 0),
      stuck: outcomes.reduce((sum, o) => sum + o.stuck, 0),
      setupSeconds,
      serverCpuPercent: round(cpuPercent, 1),
      serverCpuPercentPer100Games: round((cpuPercent / level.games) * 100, 1),
      driverCpuPercent: round(driverCpuPercent, 1),
      serverRssMb: { idle: round(idleRss / 2 ** 20, 1), active: round(activeRss / 2 ** 20, 1) },
      rssPerGameMb: round((activeRss - idleRss) / level.games / 2 ** 20, 3),
      liveMemoryMb: { idle: round(liveBytes(idleLive) / 2 ** 20, 1), active: round(liveBytes(activeLive) / 2 ** 20, 1) },
      liveMemoryPerGameMb: round((liveBytes(activeLive) - liveBytes(idleLive)) / level.games / 2 ** 20, 3),
    };
    log(
      `  ${String(level.games).padStart(3)} games${level.label ? `, ${level.label}` : ""} (${result.screens} screens in ${processes} client processes): phone command → all screens p50 ${result.player.p50} ms, p99 ${result.player.p99} ms ` +
        `(HTTP reply p99 ${result.reply.p99}, server path p99 ${result.serverPath.p99}); ${result.commandsPerSecond} commands/s, server CPU ${result.serverCpuPercent}% (clients ${result.driverCpuPercent}%), ` +
        `live memory ${result.liveMemoryMb.idle}→${result.liveMemoryMb.active} MB (${result.liveMemoryPerGameMb} MB/game), RSS ${result.serverRssMb.idle}→${result.serverRssMb.active} MB`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    log(`  ${level.games} games: FAILED ${message}`);
    const empty = summarize([]);
    return {
      games: level.games,
      screens: 0,
      clientProcesses: 0,
      thinkMs: level.thinkMs,
      commandsPerSecond: 0,
      player: empty,
      all: empty,
      reply: empty,
      serverPath: empty,
      rejected: 0,
      stuck: 0,
      setupSeconds: 0,
      serverCpuPercent: 0,
      serverCpuPercentPer100Games: 0,
      driverCpuPercent: 0,
      serverRssMb: { idle: 0, active: 0 },
      rssPerGameMb: 0,
      liveMemoryMb: { idle: 0, active: 0 },
      liveMemoryPerGameMb: 0,
      error: message,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.request({ type: "close" }, 30_000).catch(() => undefined)));
    await Promise.all(workers.map((worker) => worker.stop()));
    await server?.stop();
    resetHttpAgents();
  }
}

export async function runEndToEndBench(
  options: { levels?: EndToEndLevel[]; log?: (line: string) => void } = {},
): Promise<EndToEndResult[]> {
  const results: EndToEndResult[] = [];
  for (const level of options.levels ?? DEFAULT_LEVELS) results.push(await measureLevel(level, options.log ?? console.log));
  return results;
}
