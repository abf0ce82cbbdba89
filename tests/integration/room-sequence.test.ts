import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, call, channelFor, clientId, command, connectLive, join, view, type LiveClient } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [ROOM-SEQ] A room outlives one game, on the real server: a class plays a card game, the
 * moderator moves it on to another card game in the same room, and the phones (real pusher-js on
 * their team channels) follow without rejoining; the first game's export stays as it was.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function download(gameId: string, token: string, query: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/games/${gameId}/export?${query}`, { headers: bearer(token) });
  expect(response.status, query).toBe(200);
  return response.text();
}

/** Each phone sends one allowed move its own view offers, until `moves` were accepted. */
async function playMoves(gameId: string, phones: { token: string }[], moves: number): Promise<void> {
  let accepted = 0;
  for (let round = 0; accepted < moves && round < 50; round++) {
    for (const phone of phones) {
      const own = await view(server.baseUrl, gameId, "player", phone.token);
      const move = (own.actions.allowed as Record<string, unknown>[])[0];
      if (!move) continue;
      const sent = await command(server.baseUrl, gameId, "player", phone.token, move, { baseVersion: own.version });
      if (sent.status === 200) accepted++;
      if (accepted >= moves) return;
    }
  }
  expect(accepted).toBe(moves);
}

describe("[ROOM-SEQ] a class plays two card games in one room", () => {
  it("[ROOM-SEQ-8] Play the Ranks, then Border Zap in the same room: the phones never rejoin, hear the new game on their own channels, play it; game 1's export is unchanged", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", { game: "play-the-ranks", level: 3, seed: 2024 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { gameId, code, moderatorToken } = created.json as { gameId: string; code: string; moderatorToken: string };
    const mod = (cmd: Record<string, unknown>) => command(server.baseUrl, gameId, "moderator", moderatorToken, cmd);
    const phones = [];
    for (let i = 0; i < 4; i++) phones.push(await join(server.baseUrl, code, `Student ${i + 1}`));
    expect((await mod({ type: "seatTables" })).status).toBe(200);
    expect((await mod({ type: "startGame" })).status).toBe(200);
    const seats = await Promise.all(phones.map((phone) => view(server.baseUrl, gameId, "player", phone.token)));
    const ears: LiveClient[] = await Promise.all(
      phones.map((phone, i) => connectLive(server.baseUrl, [seats[i].teamChannel], { as: "player", token: phone.token })),
    );
    const board = await connectLive(server.baseUrl, [channelFor.board(gameId)]);
    try {
      await playMoves(gameId, phones, 3);
      expect((await mod({ type: "endTable", table: "T1" })).status).toBe(200);
      const firstJson = await download(gameId, moderatorToken, "format=json");
      const firstCsv = await download(gameId, moderatorToken, "format=csv");
      expect(JSON.parse(firstJson).game.status).toBe("finished");

      // A phone cannot move the room on, nor can the moderator through the ordinary command route.
      const byPhone = await call(
        server.baseUrl,
        "POST",
        `/api/games/${gameId}/next`,
        { clientId: clientId(), game: "border-zap" },
        bearer(phones[0]!.token),
      );
      expect(byPhone.status).toBe(401);
      const direct = await mod({ type: "nextGame", game: "border-zap", options: {}, seed: 1, gameSetup: { targetPoints: 15 } });
      expect(direct.json).toMatchObject({ error: { code: "input/next_game_route" } });

      const next = await call(
        server.baseUrl,
        "POST",
        `/api/games/${gameId}/next`,
        { clientId: clientId(), game: "border-zap", options: {} },
        bearer(moderatorToken),
      );
      expect(next.status, JSON.stringify(next.json)).toBe(200);
      const version = next.json.version as number;
      for (const ear of [...ears, board]) await ear.waitForVersion(version);
      for (const [i, ear] of ears.entries()) {
        const heard = ear.received.find((event) => event.version === version);
        expect(heard?.view, `phone ${i + 1} hears the new game on its own channel`).toMatchObject({
          gameKind: "border-zap",
          status: "lobby",
        });
        expect(heard?.view.teamId).toBe(seats[i].teamId);
      }
      // The board holds the last version: its event is a patch naming the new game (or the whole view).
      const boardHeard = board.received.find((event) => event.version === version);
      expect(boardHeard?.view?.gameKind ?? boardHeard?.patch?.changed?.gameKind).toBe("border-zap");

      expect((await mod({ type: "startGame" })).status).toBe(200);
      await playMoves(gameId, phones, 2);
      const now = await view(server.baseUrl, gameId, "player", phones[0]!.token);
      expect(now.gameKind).toBe("border-zap");
      expect(now.teamChannel).toBe(seats[0].teamChannel);

      expect(await download(gameId, moderatorToken, "format=json&game=1")).toBe(firstJson);
      expect(await download(gameId, moderatorToken, "format=csv&game=1")).toBe(firstCsv);
      const second = JSON.parse(await download(gameId, moderatorToken, "format=json"));
      expect(second.game.kind).toBe("border-zap");
      expect(second.commands[0].command.type).toBe("nextGame");
      expect(second.commands.some((c: { command: { type: string } }) => c.command.type === "joinGame")).toBe(false);
      // The console's log words each game's moves with that game's own module (it once described
      // Play the Ranks' moves as Border Zap's and answered 500).
      for (const [query, kind] of [
        ["", "border-zap"],
        ["?game=1", "play-the-ranks"],
      ] as const) {
        const log = await fetch(`${server.baseUrl}/api/games/${gameId}/log${query}`, { headers: bearer(moderatorToken) });
        expect(log.status, `log${query} of the ${kind} game`).toBe(200);
        const lines = (await log.json()).lines as { sentences: string[]; type: string }[];
        expect(lines.length).toBeGreaterThan(2);
        expect(lines.filter((line) => line.sentences.length > 0).length).toBeGreaterThan(2);
        if (kind === "border-zap") expect(lines[0]?.type).toBe("nextGame");
      }
      const missing = await fetch(`${server.baseUrl}/api/games/${gameId}/export?game=3`, { headers: bearer(moderatorToken) });
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toMatch(/played 2 games: ask for \?game=1 to \?game=2/);
    } finally {
      for (const ear of [...ears, board]) ear.disconnect();
    }
  });
});
