/**
 * The server's CPU per command in a sequential run: one command at a time, each waiting until every
 * screen of its game (console, board, 8 phones) holds the new version before the next is sent, so
 * nothing queues and the server's CPU time divided by the commands is what one command costs it:
 * HTTP, authentication, the engine, the SQLite commit, the views and their fan-out.
 *
 * The commands go round the games in turn, so no device sends more than its limit allows. The
 * server's CPU at rest (timers, heartbeats) over the same time is measured apart and taken off.
 */
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { chooseMove, closeScreens, openScreens, seededRandom, sendCommand, setUpGame, type LiveGame } from "@/tests/soak/support/game";
import { resetHttpAgents } from "@/tests/soak/support/http";
import { openScreen } from "@/tests/soak/support/live";
import { PHONES_PER_TEAM, TEAMS } from "./lib/e2e-shared";
import { inspectorUrlIn, profileWhile } from "./lib/live-memory";
import { cpuSeconds, cpuTimes } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

/**
 * "console": only the moderator's console is open, so the figure is the command itself (HTTP,
 * authentication, engine, commit, views) and one socket; "every screen": the board and 8 phones too.
 */
export type ScreensOpen = "console" | "every screen";

export interface CommandCpuResult {
  screens: ScreensOpen;
  commands: number;
  /** Server CPU per command, its rest rate taken off (ms). */
  cpuMsPerCommand: number;
  /** The same, with the server's CPU at rest left in (ms). */
  cpuMsPerCommandWithRest: number;
  restCpuMsPerSecond: number;
  /** Of the CPU per command (rest left in): in the server's own code, and in the kernel for it (socket writes). */
  userMsPerCommand: number;
  systemMsPerCommand: number;
  /** Command sent → every screen holds it, one at a time. */
  latency: LatencySummary;
  refused: number;
  error?: string;
}

/** Enough games that each device's turn comes round well under its per-second limit. */
const GAMES = 48;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function restRate(pid: number, ms: number): Promise<number> {
  const before = cpuSeconds(pid);
  await sleep(ms);
  return ((cpuSeconds(pid) - before) * 1000) / (ms / 1000);
}

export async function runCommandCpuBench(options: {
  commands: number;
  screens: ScreensOpen;
  log?: (line: string) => void;
}): Promise<CommandCpuResult> {
  const log = options.log ?? console.log;
  let server: ServerProcess | null = null;
  const games: LiveGame[] = [];
  try {
    // BENCH_COMMAND_CPU_PROFILE=<file>: the server's CPU profile (a .heapprofile file: its allocations) over the measured commands (the figures then carry the profiler's cost).
    const profileFile = process.env.BENCH_COMMAND_CPU_PROFILE;
    server = await startServer({ dbFile: tempDbFile("bench-command-cpu"), nodeArgs: profileFile ? ["--inspect=127.0.0.1:0"] : [] });
    const pid = server.child.pid!;
    for (let n = 0; n < GAMES; n++) {
      const game = await setUpGame(server.baseUrl, {
        teams: TEAMS,
        phonesPerTeam: PHONES_PER_TEAM,
        deviceBase: 700_000 + n * 20,
        screens: false,
        seed: n + 1,
        targetPoints: 200,
      });
      if (options.screens === "every screen") await openScreens(server.baseUrl, game);
      else
        game.screens = [
          await openScreen({
            baseUrl: server.baseUrl,
            gameId: game.gameId,
            role: "moderator",
            token: game.moderatorToken,
            from: game.moderatorAddress,
          }),
        ];
      games.push(game);
      await sendCommand(server.baseUrl, game, { role: "moderator" }, { type: "startGame" });
      await Promise.all(game.screens.map((s) => s.waitForVersion(game.version, 30_000)));
    }
    const random = seededRandom(7);
    const play = async (count: number, latencies: number[]): Promise<number> => {
      let refused = 0;
      for (let i = 0, turn = 0; i < count; turn++) {
        const game = games[turn % games.length]!;
        // With the console alone the moderator moves for the teams (its view offers their actions).
        const move =
          options.screens === "console"
            ? chooseMove(game, random, { moderator: game.screens[0]!.view, teams: new Map() })
            : chooseMove(game, random);
        if (!move) continue;
        const sentAt = performance.now();
        const { reply } = await sendCommand(server!.baseUrl, game, move.actor, move.command);
        if (reply.status !== 200) {
          if (process.env.BENCH_SHOW_REFUSALS) console.log(reply.status, JSON.stringify(move.command), reply.text.slice(0, 200));
          refused++;
          await Promise.all(game.screens.map((s) => s.refresh()));
          continue;
        }
        await Promise.all(game.screens.map((s) => s.waitForVersion(reply.json.version as number, 30_000)));
        latencies.push(performance.now() - sentAt);
        i++;
      }
      return refused;
    };
    // Warm-up: the first commands load code and fill caches.
    await play(Math.min(200, options.commands), []);
    await sleep(500);
    const rest = await restRate(pid, 3000);
    const latencies: number[] = [];
    const timesBefore = cpuTimes(pid);
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    const inspector = profileFile ? inspectorUrlIn(server.output()) : null;
    const measure = () => play(options.commands, latencies);
    const refused = inspector && profileFile ? await profileWhile(inspector, profileFile, measure) : await measure();
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (cpuSeconds(pid) - cpuBefore) * 1000;
    const timesAfter = cpuTimes(pid);
    const result: CommandCpuResult = {
      screens: options.screens,
      commands: latencies.length,
      cpuMsPerCommand: round((cpuMs - rest * seconds) / latencies.length, 2),
      cpuMsPerCommandWithRest: round(cpuMs / latencies.length, 2),
      restCpuMsPerSecond: round(rest, 1),
      // The split with the rest left in (the rest is not split between user and kernel time).
      userMsPerCommand: round(((timesAfter.user - timesBefore.user) * 1000) / latencies.length, 2),
      systemMsPerCommand: round(((timesAfter.system - timesBefore.system) * 1000) / latencies.length, 2),
      latency: summarize(latencies),
      refused,
    };
    log(
      `  ${options.screens === "console" ? "console only: " : "every screen:  "}${result.commands} commands one at a time over ${GAMES} games: server CPU ${result.cpuMsPerCommand} ms per command ` +
        `(${result.cpuMsPerCommandWithRest} with its rest of ${result.restCpuMsPerSecond} ms/s left in, of which ${result.userMsPerCommand} in its own code and ${result.systemMsPerCommand} in the kernel); command → all screens p50 ${result.latency.p50} / p99 ${result.latency.p99} ms; ${refused} refused${refused ? " (their CPU is in the figure, not in the count: read it as an upper bound)" : ""}`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    log(`  FAILED ${message}`);
    return {
      screens: options.screens,
      commands: 0,
      cpuMsPerCommand: 0,
      cpuMsPerCommandWithRest: 0,
      restCpuMsPerSecond: 0,
      userMsPerCommand: 0,
      systemMsPerCommand: 0,
      latency: summarize([]),
      refused: 0,
      error: message,
    };
  } finally {
    for (const game of games) closeScreens(game);
    resetHttpAgents();
    await server?.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const screens of ["console", "every screen"] as const)
    await runCommandCpuBench({ commands: Number(process.argv[2] ?? 1000), screens });
  process.exit(0);
}
