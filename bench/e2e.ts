/**
 * End to end on the real server (production build, SQLite commit in the path): a command sent over
 * HTTP by a phone or the moderator, until every screen of that game (moderator, board, every
 * phone) holds the new version. Also the server's cost per 100 active games.
 */
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame, type LiveGame } from "@/tests/soak/support/game";
import { resetHttpAgents } from "@/tests/soak/support/http";
import { cpuSeconds, rssBytes } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

export interface EndToEndLevel {
  games: number;
  /** Pause between a game's commands once every screen has caught up (uniform in the range). */
  thinkMs: [number, number];
  durationMs: number;
}

export interface EndToEndResult {
  games: number;
  screens: number;
  thinkMs: [number, number];
  commandsPerSecond: number;
  player: LatencySummary;
  all: LatencySummary;
  rejected: number;
  stuck: number;
  setupSeconds: number;
  serverCpuPercent: number;
  serverCpuPercentPer100Games: number;
  /** The bench's own process (every screen and the HTTP clients): if near 100%, the client side limits the figures. */
  driverCpuPercent: number;
  serverRssMb: { idle: number; active: number };
  rssPerGameMb: number;
  error?: string;
}

export const DEFAULT_LEVELS: EndToEndLevel[] = [
  // One game as fast as its screens keep up: the path's latency with nothing else going on.
  { games: 1, thinkMs: [50, 150], durationMs: 15_000 },
  // A command every 2 s per game on average: faster than a class plays (a turn is spoken clues,
  // discussion, an answer), so 100 games here is a heavier load than 100 real classrooms.
  { games: 100, thinkMs: [1000, 3000], durationMs: 20_000 },
  { games: 400, thinkMs: [1000, 3000], durationMs: 15_000 },
];

export const TEAMS = 4;
export const PHONES_PER_TEAM = 2;

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)))));
  }
  return results;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays one game until the deadline; returns latencies in ms. */
async function drive(baseUrl: string, game: LiveGame, level: EndToEndLevel, deadline: number, seed: number) {
  const random = seededRandom(seed);
  const player: number[] = [];
  const all: number[] = [];
  let rejected = 0;
  let stuck = 0;
  await sleep(random() * level.thinkMs[1]);
  while (performance.now() < deadline) {
    const move = chooseMove(game, random);
    if (!move) break;
    const sentAt = performance.now();
    const { reply } = await sendCommand(baseUrl, game, move.actor, move.command);
    if (reply.status !== 200) {
      rejected++;
      if (reply.status === 429) await sleep(1000);
      // A rejected move leaves views as they were; re-read them before choosing again.
      await Promise.all(game.screens.map((s) => s.refresh()));
      continue;
    }
    const version = reply.json.version as number;
    try {
      await Promise.all(game.screens.map((s) => s.waitForVersion(version, 30_000)));
    } catch {
      stuck++;
      continue;
    }
    const heldAt = game.screens.map((s) => Math.min(...[...s.heldAt].filter(([v]) => v >= version).map(([, at]) => at)));
    const latency = Math.max(...heldAt) - sentAt;
    all.push(latency);
    if (move.actor.role === "player") player.push(latency);
    await sleep(level.thinkMs[0] + random() * (level.thinkMs[1] - level.thinkMs[0]));
  }
  return { player, all, rejected, stuck };
}

export async function measureLevel(level: EndToEndLevel, log: (line: string) => void): Promise<EndToEndResult> {
  let server: ServerProcess | null = null;
  const games: LiveGame[] = [];
  try {
    server = await startServer({ dbFile: tempDbFile("bench-e2e") });
    const baseUrl = server.baseUrl;
    const pid = server.child.pid!;
    // Warm the routes (first requests load their bundles), then measure the idle server.
    const warm = await setUpGame(baseUrl, { teams: TEAMS, phonesPerTeam: 1, deviceBase: 900_000, screens: true });
    await sendCommand(baseUrl, warm, { role: "moderator" }, { type: "startGame" });
    closeScreens(warm);
    await sleep(1000);
    const idleRss = rssBytes(pid);

    const setupStart = performance.now();
    games.push(
      ...(await inBatches(
        Array.from({ length: level.games }, (_, i) => i),
        25,
        (i) => setUpGame(baseUrl, { teams: TEAMS, phonesPerTeam: PHONES_PER_TEAM, deviceBase: i * 20, screens: true, seed: i + 1 }),
      )),
    );
    await inBatches(games, 50, async (game) => {
      await sendCommand(baseUrl, game, { role: "moderator" }, { type: "startGame" });
      await Promise.all(game.screens.map((s) => s.waitForVersion(game.version, 60_000)));
    });
    const setupSeconds = round((performance.now() - setupStart) / 1000, 1);

    const cpuBefore = cpuSeconds(pid);
    const driverBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + level.durationMs;
    const outcomes = await Promise.all(games.map((game, i) => drive(baseUrl, game, level, deadline, 1000 + i)));
    const elapsed = (performance.now() - started) / 1000;
    const cpuPercent = ((cpuSeconds(pid) - cpuBefore) / elapsed) * 100;
    const driverUsage = process.cpuUsage(driverBefore);
    const driverCpuPercent = ((driverUsage.user + driverUsage.system) / 1e6 / elapsed) * 100;
    const activeRss = rssBytes(pid);

    const all = outcomes.flatMap((o) => o.all);
    const result: EndToEndResult = {
      games: level.games,
      screens: games.reduce((sum, g) => sum + g.screens.length, 0),
      thinkMs: level.thinkMs,
      commandsPerSecond: round(all.length / elapsed, 1),
      player: summarize(outcomes.flatMap((o) => o.player)),
      all: summarize(all),
      rejected: outcomes.reduce((sum, o) => sum + o.rejected, 0),
      stuck: outcomes.reduce((sum, o) => sum + o.stuck, 0),
      setupSeconds,
      serverCpuPercent: round(cpuPercent, 1),
      serverCpuPercentPer100Games: round((cpuPercent / level.games) * 100, 1),
      driverCpuPercent: round(driverCpuPercent, 1),
      serverRssMb: { idle: round(idleRss / 2 ** 20, 1), active: round(activeRss / 2 ** 20, 1) },
      rssPerGameMb: round((activeRss - idleRss) / level.games / 2 ** 20, 3),
    };
    log(
      `  ${String(level.games).padStart(3)} games (${result.screens} screens): phone command → all screens p50 ${result.player.p50} ms, p99 ${result.player.p99} ms; ` +
        `${result.commandsPerSecond} commands/s, server CPU ${result.serverCpuPercent}% (bench's clients ${result.driverCpuPercent}%), RSS ${result.serverRssMb.idle}→${result.serverRssMb.active} MB`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    log(`  ${level.games} games: FAILED ${message}`);
    const empty = summarize([]);
    return { games: level.games, screens: 0, thinkMs: level.thinkMs, commandsPerSecond: 0, player: empty, all: empty, rejected: 0, stuck: 0, setupSeconds: 0, serverCpuPercent: 0, serverCpuPercentPer100Games: 0, driverCpuPercent: 0, serverRssMb: { idle: 0, active: 0 }, rssPerGameMb: 0, error: message };
  } finally {
    for (const game of games) closeScreens(game);
    await server?.stop();
    resetHttpAgents();
  }
}

export async function runEndToEndBench(options: { levels?: EndToEndLevel[]; log?: (line: string) => void } = {}): Promise<EndToEndResult[]> {
  const results: EndToEndResult[] = [];
  for (const level of options.levels ?? DEFAULT_LEVELS) results.push(await measureLevel(level, options.log ?? console.log));
  return results;
}
