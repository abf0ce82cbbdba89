import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createGame, join, type GameHandle } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [FAIR-CLOCK] The phones' clock route on the real server (server.ts serving it directly, behind
 * the door): the server's time, and a signed echo with which the server measures each device's round
 * trip itself. A bad or foreign echo measures nothing and is no error; a phone not in the game gets
 * the time only; each player's pings are limited.
 */
let server: ServerProcess;
let game: GameHandle;
beforeAll(async () => {
  server = await startServer();
  await fetch(`${server.baseUrl}/api/health`);
  game = await createGame(server.baseUrl, { seed: 5 });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

interface Ping {
  status: number;
  json: { serverTime?: number; echo?: string; roundTripMs?: number | null; error?: { code: string; message: string } };
  retryAfter: string | null;
  servedBy: string | null;
}

async function ping(token: string | null, body: unknown = {}, path = `/api/games/${game.gameId}/clock?as=player`): Promise<Ping> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Ping["json"],
    retryAfter: response.headers.get("retry-after"),
    servedBy: /route;desc=(\w+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("[FAIR-CLOCK] the clock route", () => {
  it("[FAIR-CLOCK-1] answers the server's time and an echo; the echo sent back measures the device's round trip", async () => {
    const ada = await join(server.baseUrl, game.code, "Ada");
    const before = Date.now();
    const first = await ping(ada.token);
    const after = Date.now();
    expect(first.status).toBe(200);
    expect(first.servedBy).toBe("direct");
    // The test and the server share this machine's clock.
    expect(first.json.serverTime).toBeGreaterThanOrEqual(before);
    expect(first.json.serverTime).toBeLessThanOrEqual(after);
    expect(first.json.echo).toMatch(/\S/);
    expect(first.json.roundTripMs).toBeNull();
    // The phone holds the echo 150 ms before sending it back: the server counts that time as its round trip.
    await sleep(150);
    const heldFrom = Date.now();
    const second = await ping(ada.token, { echo: first.json.echo });
    const heldFor = Date.now() - (first.json.serverTime ?? 0);
    expect(second.status).toBe(200);
    expect(second.json.roundTripMs).toBeGreaterThanOrEqual(heldFrom - (first.json.serverTime ?? 0) - 1);
    expect(second.json.roundTripMs).toBeLessThanOrEqual(heldFor);
    // At once, as the phone does: a round trip of a few ms on this machine.
    const third = await ping(ada.token, { echo: second.json.echo });
    expect(third.json.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(third.json.roundTripMs).toBeLessThan(100);
  });

  it("[FAIR-CLOCK-2] a bad or foreign echo measures nothing and is no error", async () => {
    const bo = await join(server.baseUrl, game.code, "Bo");
    const cy = await join(server.baseUrl, game.code, "Cy");
    const bos = await ping(bo.token);
    const [issued] = (bos.json.echo ?? "").split(".");
    for (const echo of [bos.json.echo, `${issued}.${"A".repeat(22)}`, "nonsense", 42, null, { echo: bos.json.echo }]) {
      const reply = await ping(cy.token, { echo });
      expect(reply.status, JSON.stringify(echo)).toBe(200);
      expect(reply.json.roundTripMs, JSON.stringify(echo)).toBeNull();
      expect(typeof reply.json.serverTime).toBe("number");
    }
    // Bo's own echo still measures Bo.
    expect((await ping(bo.token, { echo: bos.json.echo })).json.roundTripMs).toBeGreaterThanOrEqual(0);
    // An echo from a game's other seat cannot be moved to another game either.
    const other = await createGame(server.baseUrl, { seed: 6 });
    const dee = await join(server.baseUrl, other.code, "Dee");
    const dees = await ping(dee.token, {}, `/api/games/${other.gameId}/clock?as=player`);
    expect((await ping(bo.token, { echo: dees.json.echo })).json.roundTripMs).toBeNull();
  });

  it("[FAIR-CLOCK-3] a phone not in the game gets the time, no echo and no measurement", async () => {
    for (const token of [null, "x".repeat(43)]) {
      const reply = await ping(token);
      expect(reply.status).toBe(200);
      expect(typeof reply.json.serverTime).toBe("number");
      expect(reply.json.echo).toBe("");
      expect(reply.json.roundTripMs).toBeNull();
    }
  });

  it("[FAIR-CLOCK-4] a player's pings are limited (a round of 5 every 30 s fits many times over); bad requests get a sentence", async () => {
    const eve = await join(server.baseUrl, game.code, "Eve");
    const fay = await join(server.baseUrl, game.code, "Fay");
    const replies: Ping[] = [];
    for (let i = 0; i < 16; i++) replies.push(await ping(eve.token));
    expect(replies.slice(0, 15).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[15]!.status).toBe(429);
    expect(replies[15]!.json.error?.message).toMatch(/wait \d+ s/);
    expect(Number(replies[15]!.retryAfter)).toBeGreaterThan(0);
    // Another player of the same game is not held back.
    expect((await ping(fay.token)).status).toBe(200);

    const noRole = await ping(fay.token, {}, `/api/games/${game.gameId}/clock`);
    expect(noRole.status).toBe(400);
    expect(noRole.json.error?.message).toMatch(/\?as=player/);
    expect((await ping(fay.token, {}, `/api/games/${game.gameId}/clock?as=moderator`)).status).toBe(400);
    expect((await ping(fay.token, {}, `/api/games/not-a-game/clock?as=player`)).status).toBe(404);
    expect((await ping(fay.token, "{")).status).toBe(400);
  });
});
