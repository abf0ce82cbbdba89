/**
 * Crash soak: games played by a random legal driver while the server is SIGKILLed at random
 * moments and restarted on the same port and database file. Every command that got a 2xx must be
 * in the log, every snapshot must equal its replay, and every screen must converge again.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { checkIntegrity, type IntegrityReport } from "./db";
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame, type Acknowledged, type Actor, type LiveGame } from "./game";
import { resetHttpAgents } from "./http";

export interface CrashOptions {
  kills: number;
  games: number;
  phonesPerTeam: number;
  seed: number;
  /** Play between kills, ms (uniform). */
  playMs: [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  dbFile: string;
  /** Every command that got a 2xx reply. */
  acknowledged: Acknowledged[];
  kills: number;
  games: number;
  commandsAcknowledged: number;
  /** Attempts that repeated a command (same clientId) after an attempt got no answer. */
  resentAfterCrash: number;
  integrity: IntegrityReport;
  unconverged: string[];
  restartSeconds: number[];
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashSoak(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const dbFile = tempDbFile("soak-crash");
  const port = await freePort();
  let server: ServerProcess = await startServer({ dbFile, port });
  const baseUrl = server.baseUrl;
  const acknowledged: Acknowledged[] = [];
  const games: LiveGame[] = [];
  const restartSeconds: number[] = [];
  let resent = 0;
  let stopping = false;
  try {
    for (let i = 0; i < options.games; i++) {
      // A long game (200 points) so every kill lands in a game that is still being played.
      games.push(
        await setUpGame(baseUrl, {
          teams: 3,
          phonesPerTeam: options.phonesPerTeam,
          deviceBase: 10_000 + i * 20,
          screens: true,
          seed: options.seed + i,
          targetPoints: 200,
        }),
      );
    }

    // One driver per game: a command whose reply was lost is sent again with the same clientId
    // until the server answers, so a retry after a crash must not apply it twice.
    const drive = async (game: LiveGame, gameRandom: () => number) => {
      let pending: { actor: Actor; command: Record<string, unknown>; clientId: string; attempts: number } | null = null;
      while (!stopping) {
        if (!pending) {
          const move = chooseMove(game, gameRandom);
          if (!move) {
            await sleep(100);
            await Promise.all(game.screens.map((s) => s.refresh()));
            continue;
          }
          // The clientId is fixed before the first attempt: every retry is the same command.
          pending = { ...move, clientId: randomUUID(), attempts: 0 };
        }
        try {
          if (pending.attempts++ > 0) resent++;
          const { reply } = await sendCommand(baseUrl, game, pending.actor, pending.command, { clientId: pending.clientId });
          if (reply.status === 200) {
            acknowledged.push({
              gameId: game.gameId,
              clientId: pending.clientId,
              version: reply.json.version,
              type: String(pending.command.type),
            });
            pending = null;
            // Pace by the screens, briefly: a crash should often find a command in flight.
            await Promise.race([
              Promise.all(game.screens.map((s) => s.waitForVersion(game.version, 1_000))).catch(() => undefined),
              sleep(1_000),
            ]);
          } else {
            // Refused (the views were stale, or too fast): choose again from fresh views.
            pending = null;
            await Promise.all(game.screens.map((s) => s.refresh()));
            await sleep(reply.status === 429 ? 1000 : 20);
          }
        } catch {
          // No answer (the server is down or died mid-request): retry the same command.
          await sleep(50 + gameRandom() * 150);
        }
      }
    };
    const drivers = games.map((game, i) => drive(game, seededRandom(options.seed * 1000 + i)));

    for (let kill = 1; kill <= options.kills; kill++) {
      await sleep(options.playMs[0] + random() * (options.playMs[1] - options.playMs[0]));
      await server.kill();
      resetHttpAgents();
      const restartAt = performance.now();
      server = await startServer({ dbFile, port });
      restartSeconds.push((performance.now() - restartAt) / 1000);
      if (kill % 10 === 0 || kill === options.kills)
        log(`  crash soak: ${kill}/${options.kills} kills, ${acknowledged.length} commands acknowledged`);
    }
    await sleep(options.playMs[1]);
    stopping = true;
    await Promise.all(drivers);

    // Every screen converges by itself: pusher-js reconnects, and a reconnect triggers a fetch.
    const integrity = checkIntegrity(dbFile, acknowledged);
    const unconverged: string[] = [];
    await Promise.all(
      games.flatMap((game) =>
        game.screens.map((screen) =>
          screen
            .waitForVersion(integrity.versions.get(game.gameId) ?? 0, 60_000)
            .catch(() =>
              unconverged.push(
                `${screen.role} of ${game.gameId} at v${screen.version}, db v${integrity.versions.get(game.gameId)} (${screen.pusher.connection.state}, ${screen.reconnects} reconnects, subscription errors ${JSON.stringify(screen.subscriptionErrors)})`,
              ),
            ),
        ),
      ),
    );
    return {
      dbFile,
      acknowledged,
      kills: options.kills,
      games: games.length,
      commandsAcknowledged: acknowledged.length,
      resentAfterCrash: resent,
      integrity,
      unconverged,
      restartSeconds,
    };
  } finally {
    stopping = true;
    for (const game of games) closeScreens(game);
    await server.stop();
    resetHttpAgents();
  }
}
