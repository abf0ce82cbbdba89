/**
 * One process of the end-to-end bench's devices: it sets up its share of the games (phones join,
 * every screen opens as a pusher-js client) and then plays them, timing each command from the
 * phone's HTTP send until every screen of that game holds the new version. Latencies are taken
 * inside this process, so no clocks are compared across processes.
 *
 * The devices are spread over several such processes because in a classroom every phone and
 * screen is its own device: crowded into one event loop, one client's garbage collection or
 * burst of events would hold up every other client's sends and receipts, and the bench would
 * measure its own queue rather than the server.
 */
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame, type LiveGame } from "@/tests/soak/support/game";
import { resetHttpAgents } from "@/tests/soak/support/http";
import { PHONES_PER_TEAM, TEAMS, type DriveOutcome } from "./lib/e2e-shared";
import { collectGarbage, serveRequests } from "./lib/ipc";

/** This process's games, each with its number in the whole run (device addresses and seeds follow it). */
const games: { game: LiveGame; number: number }[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

/** Plays one game until the deadline. */
async function drive(
  baseUrl: string,
  game: LiveGame,
  thinkMs: [number, number],
  deadline: number,
  seed: number,
  outcome: DriveOutcome,
): Promise<void> {
  const random = seededRandom(seed);
  await sleep(random() * thinkMs[1]);
  while (performance.now() < deadline) {
    const move = chooseMove(game, random);
    if (!move) break;
    const sentAt = performance.now();
    const { reply } = await sendCommand(baseUrl, game, move.actor, move.command);
    const repliedAt = performance.now();
    if (reply.status !== 200) {
      outcome.rejected++;
      if (reply.status === 429) await sleep(1000);
      // A rejected move leaves views as they were; re-read them before choosing again.
      await Promise.all(game.screens.map((s) => s.refresh()));
      continue;
    }
    const version = reply.json.version as number;
    try {
      await Promise.all(game.screens.map((s) => s.waitForVersion(version, 30_000)));
    } catch {
      outcome.stuck++;
      continue;
    }
    const heldAt = game.screens.map((s) => Math.min(...[...s.heldAt].filter(([v]) => v >= version).map(([, at]) => at)));
    const latency = Math.max(...heldAt) - sentAt;
    outcome.all.push(latency);
    if (move.actor.role === "player") outcome.player.push(latency);
    outcome.replied.push(repliedAt - sentAt);
    const serverMs = Number(/dur=([0-9.]+)/.exec(String(reply.headers["server-timing"] ?? ""))?.[1]);
    if (Number.isFinite(serverMs)) outcome.onServer.push(serverMs);
    await sleep(thinkMs[0] + random() * (thinkMs[1] - thinkMs[0]));
  }
}

serveRequests(async (message) => {
  switch (message.type) {
    case "setUp": {
      const { baseUrl, gameNumbers, targetPoints } = message as unknown as {
        baseUrl: string;
        gameNumbers: number[];
        targetPoints?: number;
      };
      const made = await inBatches(gameNumbers, 25, (number) =>
        setUpGame(baseUrl, {
          teams: TEAMS,
          phonesPerTeam: PHONES_PER_TEAM,
          deviceBase: number * 20,
          screens: true,
          seed: number + 1,
          ...(targetPoints ? { targetPoints } : {}),
        }).then((game) => ({ game, number })),
      );
      await inBatches(made, 50, async ({ game }) => {
        await sendCommand(baseUrl, game, { role: "moderator" }, { type: "startGame" });
        await Promise.all(game.screens.map((s) => s.waitForVersion(game.version, 60_000)));
      });
      games.push(...made);
      return { games: games.length, screens: games.reduce((sum, { game }) => sum + game.screens.length, 0) };
    }
    case "drive": {
      const { baseUrl, thinkMs, durationMs } = message as unknown as { baseUrl: string; thinkMs: [number, number]; durationMs: number };
      collectGarbage();
      const outcome: DriveOutcome = { player: [], all: [], replied: [], onServer: [], rejected: 0, stuck: 0, cpuSeconds: 0 };
      const cpuBefore = process.cpuUsage();
      const deadline = performance.now() + durationMs;
      await Promise.all(games.map(({ game, number }) => drive(baseUrl, game, thinkMs, deadline, 1000 + number, outcome)));
      const cpu = process.cpuUsage(cpuBefore);
      outcome.cpuSeconds = (cpu.user + cpu.system) / 1e6;
      return outcome;
    }
    case "close": {
      for (const { game } of games.splice(0)) closeScreens(game);
      resetHttpAgents();
      return true;
    }
    default:
      throw new Error(`unknown request ${String(message.type)}`);
  }
});
