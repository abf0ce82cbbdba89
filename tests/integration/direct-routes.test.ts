import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { bearer, clientId, createGame, join, type GameHandle } from "./clients";

/**
 * [DIRECT] server.ts serves the command route, the view fetch and the clock ping itself (lib/server/direct-routes.ts),
 * without Next's router. The same requests, sent to a server that serves them directly and to one
 * that leaves them to Next (DIRECT_ROUTES=off), get the same answers: the same statuses, error
 * sentences, headers and bodies, good input and bad.
 */
let direct: ServerProcess;
let viaNext: ServerProcess;
beforeAll(async () => {
  [direct, viaNext] = await Promise.all([startServer(), startServer({ env: { DIRECT_ROUTES: "off" } })]);
  // The server loads the routes itself once it listens (server.ts); asking here only waits for that.
  await Promise.all([direct, viaNext].map((server) => fetch(`${server.baseUrl}/api/health`)));
}, 120_000);
afterAll(async () => {
  await Promise.all([direct.stop(), viaNext.stop()]);
});

interface Answer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  servedBy: string | null;
  body: string;
}

type Step = (game: GameHandle & { playerToken: string }) => {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
};

const envelope = (command: Record<string, unknown>, id = clientId()) => JSON.stringify({ clientId: id, command });
const json = { "content-type": "application/json" };
const lock = clientId();

/** Every kind of answer the two routes give, in order (later steps see what earlier ones changed). */
const STEPS: Record<string, Step> = {
  "a game id that is not one": () => ({ method: "POST", path: "/api/games/not-a-game/commands?as=player", headers: json, body: "{}" }),
  "no role": (g) => ({ method: "POST", path: `/api/games/${g.gameId}/commands`, headers: json, body: "{}" }),
  "a role that is not one": (g) => ({ method: "POST", path: `/api/games/${g.gameId}/commands?as=admin`, headers: json, body: "{}" }),
  "not JSON": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=player`,
    headers: { "content-type": "text/plain" },
    body: "{}",
  }),
  "too large": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=player`,
    headers: json,
    body: `"${"x".repeat(20_000)}"`,
  }),
  "broken JSON": (g) => ({ method: "POST", path: `/api/games/${g.gameId}/commands?as=player`, headers: json, body: "{" }),
  "not UTF-8": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=player`,
    headers: json,
    body: new Uint8Array([0x7b, 0xff, 0x7d]),
  }),
  "no envelope": (g) => ({ method: "POST", path: `/api/games/${g.gameId}/commands?as=player`, headers: json, body: "{}" }),
  "no credential": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=moderator`,
    headers: json,
    body: envelope({ type: "lockJoining", locked: true }),
  }),
  "a player's moderator command": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=player`,
    headers: { ...json, ...bearer(g.playerToken) },
    body: envelope({ type: "lockJoining", locked: true }),
  }),
  "an accepted command": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=moderator`,
    headers: { ...json, ...bearer(g.moderatorToken) },
    body: envelope({ type: "lockJoining", locked: true }, lock),
  }),
  "the same command again (its clientId)": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=moderator`,
    headers: { ...json, ...bearer(g.moderatorToken) },
    body: envelope({ type: "lockJoining", locked: true }, lock),
  }),
  "a refused command": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/commands?as=moderator`,
    headers: { ...json, ...bearer(g.moderatorToken) },
    body: envelope({ type: "undo", table: "T9" }),
  }),
  "a phone's clock ping": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/clock?as=player`,
    headers: { ...json, ...bearer(g.playerToken) },
    body: JSON.stringify({ echo: "not-an-echo" }),
  }),
  "a clock ping without a credential": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/clock?as=player`,
    headers: json,
    body: "{}",
  }),
  "a clock ping for no role": (g) => ({ method: "POST", path: `/api/games/${g.gameId}/clock`, headers: json, body: "{}" }),
  "a clock ping that is not JSON": (g) => ({
    method: "POST",
    path: `/api/games/${g.gameId}/clock?as=player`,
    headers: { "content-type": "text/plain" },
    body: "{}",
  }),
  "the board's view": (g) => ({ method: "GET", path: `/api/games/${g.gameId}?as=board` }),
  "the console's view": (g) => ({ method: "GET", path: `/api/games/${g.gameId}?as=moderator`, headers: bearer(g.moderatorToken) }),
  "a phone's view": (g) => ({ method: "GET", path: `/api/games/${g.gameId}?as=player`, headers: bearer(g.playerToken) }),
  "a view without a credential": (g) => ({ method: "GET", path: `/api/games/${g.gameId}?as=moderator` }),
  "a view for no role": (g) => ({ method: "GET", path: `/api/games/${g.gameId}` }),
  "a view of no game": () => ({ method: "GET", path: "/api/games/%7Bnot-one%7D?as=board" }),
  "a view with a bad escape": () => ({ method: "GET", path: "/api/games/%E0%A4%A?as=board" }),
  "a view of an escaped game id": (g) => ({
    method: "GET",
    path: `/api/games/${encodeURIComponent(g.gameId).replace("-", "%2D")}?as=board`,
  }),
};

async function play(server: ServerProcess): Promise<Record<string, Answer>> {
  const game = await createGame(server.baseUrl, { seed: 11 });
  const player = await join(server.baseUrl, game.code, "Ada");
  const named = { ...game, playerToken: player.token };
  // What differs between two servers by chance (ids, codes, credentials) reads the same in both.
  const same = (text: string) =>
    [
      [game.gameId, "<game>"],
      [game.code, "<code>"],
      [player.playerId, "<player>"],
    ].reduce((t, [from, to]) => t.replaceAll(from!, to!), text);
  const answers: Record<string, Answer> = {};
  for (const [name, step] of Object.entries(STEPS)) {
    const request = step(named);
    const response = await fetch(`${server.baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | undefined,
    });
    answers[name] = {
      status: response.status,
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      servedBy: /route;desc=(\w+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? null,
      body: same(await response.text())
        .replace(/"(createdAt|at|startedAt|updatedAt|serverTime)":\d+/g, '"$1":0')
        .replace(/"echo":"[^"]+"/g, '"echo":"<echo>"'),
    };
  }
  return answers;
}

describe("[DIRECT] the command route and the view fetch, served outside Next's router", () => {
  it("[DIRECT-1] answer every request, good and bad, exactly as Next's route handlers do", async () => {
    const [fromDirect, fromNext] = await Promise.all([play(direct), play(viaNext)]);
    for (const name of Object.keys(STEPS)) {
      const { servedBy: _d, ...a } = fromDirect[name]!;
      const { servedBy: _n, ...b } = fromNext[name]!;
      expect(a, name).toEqual(b);
    }
    for (const name of Object.keys(STEPS)) {
      if (fromDirect[name]!.servedBy !== null) expect(fromDirect[name]!.servedBy, name).toBe("direct");
    }
    expect(fromDirect["an accepted command"]!.status).toBe(200);
    expect(fromDirect["the same command again (its clientId)"]!.body).toBe(fromDirect["an accepted command"]!.body);
    expect(fromDirect["too large"]!.status).toBe(413);
    expect(fromDirect["a view of an escaped game id"]!.status).toBe(200);
    expect(fromDirect["a phone's clock ping"]!.status).toBe(200);
    expect(fromDirect["a phone's clock ping"]!.servedBy).toBe("direct");
    expect(fromDirect["a phone's clock ping"]!.body).toContain('"echo":"<echo>"');
  }, 60_000);

  it("[DIRECT-2] presses are served directly once the routes are loaded; DIRECT_ROUTES=off leaves them to Next", async () => {
    const [fromDirect, fromNext] = await Promise.all([play(direct), play(viaNext)]);
    expect(fromDirect["an accepted command"]!.servedBy).toBe("direct");
    expect(fromDirect["no envelope"]!.servedBy).toBe("direct");
    expect(fromNext["an accepted command"]!.servedBy).toBe("next");
    // The view fetches too, whatever the answer.
    for (const name of ["a view of an escaped game id", "a view for no role", "a view of no game"]) {
      expect(fromDirect[name]!.servedBy, name).toBe("direct");
      expect(fromNext[name]!.servedBy, name).toBe("next");
    }
  }, 60_000);
});
