/** Runs the HTTP and WebSocket fuzzers against a fresh server with a live game, then checks that game still works. */
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { emptyFuzzReport, fuzzHttp, fuzzWebSocket, type FuzzReport } from "./fuzz";
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame } from "./game";
import { request, resetHttpAgents } from "./http";

export interface BadInputReport extends FuzzReport {
  serverAlive: boolean;
  gameStillPlays: boolean;
}

export async function runBadInputSoak(options: {
  httpRuns: number;
  wsRuns: number;
  seed: number;
  server?: ServerProcess;
}): Promise<BadInputReport> {
  const server = options.server ?? (await startServer({ dbFile: tempDbFile("soak-fuzz") }));
  const dbFile = server.dbFile;
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  const game = await setUpGame(server.baseUrl, { teams: 3, phonesPerTeam: 1, deviceBase: 60_000, screens: true, seed: options.seed });
  await sendCommand(server.baseUrl, game, { role: "moderator" }, { type: "startGame" });
  await Promise.all(game.screens.map((s) => s.waitForVersion(game.version)));
  const report = emptyFuzzReport();
  try {
    await fuzzWebSocket({ port: server.port, game, runs: options.wsRuns, seed: options.seed, alive, report });
    await fuzzHttp({ baseUrl: server.baseUrl, dbFile, game, runs: options.httpRuns, seed: options.seed, alive, report });
    // Still a working server: a legal move reaches every screen (the fuzz may have ended the game; then it is over for all).
    let gameStillPlays = false;
    await Promise.all(game.screens.map((s) => s.refresh()));
    const move = chooseMove(game, seededRandom(options.seed));
    if (move) {
      const { reply } = await sendCommand(server.baseUrl, game, move.actor, move.command);
      if (reply.status === 200) {
        await Promise.all(game.screens.map((s) => s.waitForVersion(reply.json.version, 15_000)));
        gameStillPlays = true;
      }
    } else {
      gameStillPlays = game.screens.every((s) => s.view?.status !== "playing");
    }
    const health = await request(server.baseUrl, "GET", "/api/health").catch(() => ({ status: 0 }));
    return { ...report, serverAlive: alive() && health.status === 200, gameStillPlays };
  } finally {
    closeScreens(game);
    if (!options.server) await server.stop();
    resetHttpAgents();
  }
}
