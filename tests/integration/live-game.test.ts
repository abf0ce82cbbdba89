import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { call, channelFor, command, connectLive, createGame, join, view, type LiveClient } from "./clients";
import { playUntilFinished, type Seat } from "./driver";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function seatedGame(options: Record<string, unknown> = {}) {
  const game = await createGame(server.baseUrl, { targetPoints: 20, ...options });
  const seats: Seat[] = [];
  for (const [i, teamId] of ["t1", "t2", "t3", "t4"].entries()) {
    const player = await join(server.baseUrl, game.code, `Player ${i + 1}`);
    const chosen = await command(server.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId });
    expect(chosen.status).toBe(200);
    seats.push({ teamId, token: player.token, playerId: player.playerId });
  }
  return { game, seats };
}

describe("live games on the real server", () => {
  it("[LIVE-1] a moderator and four teams play a scripted game to a winner; every client converges", async () => {
    const { game, seats } = await seatedGame();
    const clients: LiveClient[] = [
      await connectLive(server.baseUrl, [channelFor.moderator(game.gameId)], { as: "moderator", token: game.moderatorToken }),
      await connectLive(server.baseUrl, [channelFor.board(game.gameId)]),
      ...(await Promise.all(
        seats.map((seat) => connectLive(server.baseUrl, [channelFor.team(game.gameId, seat.teamId)], { as: "player", token: seat.token })),
      )),
    ];
    const started = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    expect(started.status).toBe(200);
    const { winner } = await playUntilFinished(server.baseUrl, game.gameId, game.moderatorToken, seats);
    expect(winner).toMatch(/^t[1-4]$/);
    const final = await view(server.baseUrl, game.gameId, "board");
    expect(final.status).toBe("finished");
    for (const client of clients) await client.waitForVersion(final.version);
    // Versions only go up on every channel.
    for (const client of clients) {
      const versions = client.received.map((r) => r.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
    clients.forEach((c) => c.disconnect());
  });

  it("[LIVE-2] a refreshed phone comes back to the same seat; a retried join is one player", async () => {
    const game = await createGame(server.baseUrl);
    const token = "p".repeat(43);
    const body = { code: game.code.toLowerCase(), name: "Sam", credential: token, clientId: "join-sam-0001" };
    const first = await call(server.baseUrl, "POST", "/api/join", body);
    const retry = await call(server.baseUrl, "POST", "/api/join", body);
    expect(first.status).toBe(200);
    expect(retry.json.playerId).toBe(first.json.playerId);
    await command(server.baseUrl, game.gameId, "player", token, { type: "chooseTeam", teamId: "t2" });
    // A refresh: the phone only has its credential (cookie/local storage) and asks for its view.
    const again = await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=player`, undefined, {
      cookie: `cs_player_${game.gameId}=${token}`,
    });
    expect(again.status).toBe(200);
    expect(again.json.playerId).toBe(first.json.playerId);
    expect(again.json.view.teamId).toBe("t2");
    const moderator = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const everyone = [...moderator.teams.flatMap((t: any) => t.players), ...moderator.unassigned];
    expect(everyone.filter((p: any) => p.id === first.json.playerId)).toHaveLength(1);
    expect(everyone).toHaveLength(1);
  });

  it("[LIVE-3] a command sent twice applies once and gets the same reply", async () => {
    const { game } = await seatedGame();
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const before = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const id = "retry-pause-0001";
    const once = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "pause" }, { clientId: id });
    const twice = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "pause" }, { clientId: id });
    expect(once.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(twice.json).toEqual(once.json);
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(Number(before.version) + 1);
  });

  it("[LIVE-4] two phones of one team press different buttons at once: the first wins, the other hears 'already decided'", async () => {
    const { game, seats } = await seatedGame();
    const second = await join(server.baseUrl, game.code, "Teammate");
    await command(server.baseUrl, game.gameId, "player", second.token, { type: "chooseTeam", teamId: "t1" });
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const shown = await view(server.baseUrl, game.gameId, "player", seats[0]!.token);
    // In the first spin every team spins once; t1 is asked first. Both t1 phones press spin at once.
    const [a, b] = await Promise.all([
      command(server.baseUrl, game.gameId, "player", seats[0]!.token, { type: "spin" }, { baseVersion: shown.version }),
      command(server.baseUrl, game.gameId, "player", second.token, { type: "spin" }, { baseVersion: shown.version }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.error.code).toBe("command/already_decided");
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(Number(shown.version) + 1);
  });

  it("[LIVE-5] one phone joining twice with new request ids keeps one seat; a reused request id for another command is refused", async () => {
    const game = await createGame(server.baseUrl);
    const token = "q".repeat(43);
    const first = await call(server.baseUrl, "POST", "/api/join", {
      code: game.code,
      name: "Pat",
      credential: token,
      clientId: "join-pat-0001",
    });
    const again = await call(server.baseUrl, "POST", "/api/join", {
      code: game.code,
      name: "Pat",
      credential: token,
      clientId: "join-pat-0002",
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.playerId).toBe(first.json.playerId);
    const other = await createGame(server.baseUrl);
    const elsewhere = await call(server.baseUrl, "POST", "/api/join", {
      code: other.code,
      name: "Pat",
      credential: token,
      clientId: "join-pat-0003",
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.error.code).toBe("input/credential_in_use");
    const moderator = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(moderator.unassigned).toHaveLength(1);

    const lock = await command(
      server.baseUrl,
      game.gameId,
      "moderator",
      game.moderatorToken,
      { type: "lockJoining", locked: true },
      { clientId: "reused-id-0001" },
    );
    expect(lock.status).toBe(200);
    const reused = await command(
      server.baseUrl,
      game.gameId,
      "moderator",
      game.moderatorToken,
      { type: "startGame" },
      { clientId: "reused-id-0001" },
    );
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe("command/id_reused");
    const byPlayer = await command(
      server.baseUrl,
      game.gameId,
      "player",
      token,
      { type: "lockJoining", locked: true },
      { clientId: "reused-id-0001" },
    );
    expect(byPlayer.status).toBe(409);
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).version).toBe(lock.json.version);
  });
});
