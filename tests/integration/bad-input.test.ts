import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { bearer, call, command, createGame, credential, join, view } from "./clients";

/** [INPUT] Anything a client sends gets a 4xx with a code and a plain sentence, and changes nothing. */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const raw = (path: string, body: string | Uint8Array, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body: body as BodyInit }).then(async (r) => ({
    status: r.status,
    json: await r.json().catch(() => null),
  }));

function expectError(result: { status: number; json: any }, status: number, code?: RegExp) {
  expect(result.status).toBe(status);
  expect(typeof result.json?.error?.message).toBe("string");
  expect(result.json.error.message.length).toBeGreaterThan(10);
  if (code) expect(result.json.error.code).toMatch(code);
}

describe("[INPUT] malformed and hostile input", () => {
  it("[INPUT-1] creating a game: wrong types, unknown fields, too many teams, huge bodies, not JSON", async () => {
    expectError(await call(server.baseUrl, "POST", "/api/games", { teams: "two" }), 400, /^input\//);
    expectError(
      await call(server.baseUrl, "POST", "/api/games", {
        teams: [
          { name: "A", colour: "red" },
          { name: "B", colour: "blue" },
        ],
        admin: true,
      }),
      400,
    );
    expectError(
      await call(server.baseUrl, "POST", "/api/games", { teams: Array.from({ length: 7 }, (_, i) => ({ name: `T${i}`, colour: "red" })) }),
      400,
    );
    expectError(
      await call(server.baseUrl, "POST", "/api/games", {
        teams: [
          { name: "A", colour: "red" },
          { name: "A", colour: "blue" },
        ],
      }),
      400,
    );
    expectError(await raw("/api/games", "{not json"), 400, /bad_json/);
    expectError(await raw("/api/games", JSON.stringify({ teams: [], pad: "x".repeat(200_000) })), 413, /too_large/);
    expectError(await raw("/api/games", new Uint8Array([0xff, 0xfe, 0x00, 0x01])), 400);
    expectError(await raw("/api/games", "teams=2", { "content-type": "application/x-www-form-urlencoded" }), 415);
  });

  it("[INPUT-2] joining: bad codes, script in names, bad credentials; nothing is created", async () => {
    const game = await createGame(server.baseUrl);
    const before = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const base = { code: game.code, name: "Ann", credential: credential(), clientId: "join-bad-0001" };
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, code: "ZZZZZZ" }), 404, /wrong_code/);
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, name: "" }), 400);
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, name: "x".repeat(500) }), 400);
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, credential: "short" }), 400);
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, name: 42 }), 400);
    expectError(await call(server.baseUrl, "POST", "/api/join", { ...base, extra: 1 }), 400);
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(before.version);
    // Script in a name is kept as plain text (screens render text, never HTML), trimmed to size.
    const sneaky = await join(server.baseUrl, game.code, "<b>Bob</b>");
    const seen = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(seen.unassigned.find((p: any) => p.id === sneaky.playerId).name).toBe("<b>Bob</b>");
  });

  it("[INPUT-3] commands: wrong envelope, unknown types, wrong types, extra fields, client-chosen actor, bad game ids", async () => {
    const game = await createGame(server.baseUrl);
    const path = `/api/games/${game.gameId}/commands?as=moderator`;
    const auth = bearer(game.moderatorToken);
    const before = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ clientId: "x", command: { type: "startGame" } }, 400],
      [{ clientId: "valid-id-001", command: { type: "launchMissiles" } }, 400],
      [{ clientId: "valid-id-002", command: { type: "lockJoining", locked: "yes" } }, 400],
      [{ clientId: "valid-id-003", command: { type: "lockJoining", locked: true, also: 1 } }, 400],
      [{ clientId: "valid-id-004", command: { type: "startGame", actor: { role: "moderator" } } }, 400],
      [{ clientId: "valid-id-005", command: { type: "adjustPoints", teamId: "t1", amount: 1e9, reason: "x" } }, 400],
      [{ clientId: "valid-id-006", command: "startGame" }, 400],
      [{ clientId: "valid-id-007", command: { type: "startGame" }, baseVersion: -1 }, 400],
      [[1, 2, 3], 400],
      [null, 400],
    ];
    for (const [body, status] of cases) {
      const result = await call(server.baseUrl, "POST", path, body, auth);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.json.error.message.length).toBeGreaterThan(10);
    }
    expectError(
      await call(
        server.baseUrl,
        "POST",
        `/api/games/not-a-game/commands?as=moderator`,
        { clientId: "valid-id-008", command: { type: "startGame" } },
        auth,
      ),
      404,
    );
    expectError(
      await call(
        server.baseUrl,
        "POST",
        `/api/games/${game.gameId}/commands?as=wizard`,
        { clientId: "valid-id-009", command: { type: "startGame" } },
        auth,
      ),
      400,
    );
    expectError(
      await call(
        server.baseUrl,
        "POST",
        path,
        { clientId: "valid-id-010", command: { type: "startGame" } },
        bearer("not-a-real-token-but-long-enough-000000000"),
      ),
      401,
    );
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(before.version);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  it("[INPUT-4] rule violations are 409 with the engine's code and change nothing", async () => {
    const game = await createGame(server.baseUrl);
    const player = await join(server.baseUrl, game.code, "Ann");
    await command(server.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId: "t1" });
    const before = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expectError(await command(server.baseUrl, game.gameId, "player", player.token, { type: "spin" }), 409, /^rule\//);
    expectError(
      await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "judge", correct: true }),
      409,
      /^rule\//,
    );
    expectError(
      await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
        type: "movePlayer",
        playerId: "nobody",
        teamId: "t2",
      }),
      400,
    );
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(before.version);
    const fresh = await createGame(server.baseUrl);
    expectError(await command(server.baseUrl, fresh.gameId, "moderator", fresh.moderatorToken, { type: "undo" }), 409, /nothing_to_undo/);
  });

  it("[INPUT-5] views and channel auth: bad ids and roles get 4xx, never 500", async () => {
    expectError(await call(server.baseUrl, "GET", "/api/games/00000000-0000-0000-0000-000000000000?as=board"), 404);
    expectError(await call(server.baseUrl, "GET", "/api/games/%3Cscript%3E?as=board"), 404);
    const game = await createGame(server.baseUrl);
    expectError(await call(server.baseUrl, "GET", `/api/games/${game.gameId}`), 400);
    expectError(await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=moderator`), 401);
    const form = (body: string) =>
      fetch(`${server.baseUrl}/api/pusher/auth?as=player`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }).then((r) => r.status);
    expect(await form("socket_id=abc&channel_name=x")).toBe(400);
    expect(await form("x".repeat(10_000))).toBe(400);
    expect(await form(`socket_id=1.2&channel_name=private-game-${game.gameId}-moderator`)).toBe(401);
    expect(await form("socket_id=1.2&channel_name=private-anything")).toBe(403);
  });
});
