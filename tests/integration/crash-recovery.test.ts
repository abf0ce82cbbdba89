import { afterAll, describe, expect, it } from "vitest";
import { replay, type LoggedCommand } from "@/lib/session/replay";
import type { SessionSetup } from "@/lib/session/state";
import { encodeSnapshot } from "@/lib/session/snapshot";
import { startServer, tempDatabase, type ServerProcess } from "./server-process";
import { readStoredGame } from "./stored-game";
import { channelFor, command, connectLive, createGame, join, view } from "./clients";
import { playUntilFinished, type Seat } from "./driver";

/** What the database holds for a game, read straight from it (not through the server). */
async function storedGame(databaseUrl: string, gameId: string) {
  const stored = await readStoredGame(databaseUrl, gameId);
  if (!stored) throw new Error(`game ${gameId} is not stored`);
  return stored;
}

let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop();
});

describe("[CRASH] SIGKILL at any moment loses nothing", () => {
  it("[CRASH-1] killed at several points of a game: every committed command survives, the snapshot equals the replay, clients catch up", async () => {
    const databaseUrl = await tempDatabase("crash");
    server = await startServer({ databaseUrl });
    const port = server.port;
    const game = await createGame(server.baseUrl, { targetPoints: 20 });
    const seats: Seat[] = [];
    for (const teamId of ["t1", "t2", "t3", "t4"]) {
      const player = await join(server.baseUrl, game.code, `Phone ${teamId}`);
      await command(server.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId });
      seats.push({ teamId, token: player.token, playerId: player.playerId });
    }
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);

    const killAt = new Set([3, 9, 17, 26]);
    let kills = 0;
    const restartIfDue = async (step: number) => {
      if (!killAt.has(step)) return;
      const acknowledged = (await view(server!.baseUrl, game.gameId, "board")).version;
      await server!.kill();
      kills++;
      const stored = await storedGame(databaseUrl, game.gameId);
      // Every command that got a reply is in the file, in order, with no gaps.
      expect(stored.version).toBe(acknowledged);
      expect(stored.commands.map((c) => c.seq)).toEqual(Array.from({ length: acknowledged }, (_, i) => i + 1));
      server = await startServer({ databaseUrl, port });
      const setup = JSON.parse(stored.setupJson) as SessionSetup;
      const log: LoggedCommand[] = stored.commands.map((c) => ({
        actor: JSON.parse(c.actorJson),
        command: JSON.parse(c.bodyJson),
        at: new Date(c.at).getTime(),
      }));
      expect(JSON.parse(encodeSnapshot(replay(setup, log)))).toEqual(JSON.parse(stored.snapshotJson));
      // The board's pusher-js reconnects by itself to the restarted server on the same port.
      const resumed = await view(server.baseUrl, game.gameId, "board");
      expect(resumed.version).toBe(acknowledged);
    };
    const { winner } = await playUntilFinished(server.baseUrl, game.gameId, game.moderatorToken, seats, { onStep: restartIfDue });
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(winner).toMatch(/^t[1-4]$/);
    const final = await view(server.baseUrl, game.gameId, "board");
    await board.waitForVersion(final.version, 30_000);
    const stored = await storedGame(databaseUrl, game.gameId);
    const log: LoggedCommand[] = stored.commands.map((c) => ({
      actor: JSON.parse(c.actorJson),
      command: JSON.parse(c.bodyJson),
      at: new Date(c.at).getTime(),
    }));
    expect(JSON.parse(encodeSnapshot(replay(JSON.parse(stored.setupJson), log)))).toEqual(JSON.parse(stored.snapshotJson));
    board.disconnect();
  }, 120_000);
});
