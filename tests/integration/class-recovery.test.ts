import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEAT_ENDED_EVENT, type SeatEndedEvent } from "@/lib/shared/channels";
import { call, channelFor, clientId, command, connectLive, credential, join, view, type GameHandle, type LiveClient } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * Recovery and oversight in a class session of a card game, on the real server with real pusher-js
 * sockets: a phone whose seat the teacher ends is told on the channel it hears, a lost phone's seat
 * request is answered Yes or No, and the console's view says when each table last moved (the stored
 * command's time, the same after a restart).
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

interface Phone {
  playerId: string;
  token: string;
  name: string;
}

async function createSession(): Promise<GameHandle> {
  const result = await call(server.baseUrl, "POST", "/api/games", { game: "play-the-ranks", level: 3, seed: 31 });
  if (result.status !== 201) throw new Error(`create failed: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as GameHandle;
}

const moderate = (game: GameHandle, cmd: Record<string, unknown>) =>
  command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, cmd);

/** `count` phones joined, the class seated at `tables` and started. */
async function startedClass(game: GameHandle, count: number, tables: number): Promise<Phone[]> {
  const phones: Phone[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Student ${i + 1}`;
    phones.push({ ...(await join(server.baseUrl, game.code, name)), name });
  }
  expect((await moderate(game, { type: "seatTables", tables })).status).toBe(200);
  expect((await moderate(game, { type: "startGame" })).status).toBe(200);
  return phones;
}

/** The seat-ended events a socket heard on a channel (every frame is kept by the test client). */
function seatEndedHeard(client: LiveClient, channel: string): SeatEndedEvent[] {
  return client.frames.flatMap((frame) => {
    const message = JSON.parse(frame) as { event?: string; channel?: string; data?: unknown };
    if (message.event !== SEAT_ENDED_EVENT || message.channel !== channel) return [];
    return [(typeof message.data === "string" ? JSON.parse(message.data) : message.data) as SeatEndedEvent];
  });
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const playerView = (game: GameHandle, token: string) =>
  call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=player`, undefined, { authorization: `Bearer ${token}` });

describe("[CLASS-RECOVERY] recovery and oversight in a class session of a card game", () => {
  it("[CLASS-RECOVERY-1] a removed student's phone is told at once on the team channel it hears, and a phone without a team on the board's", async () => {
    const game = await createSession();
    const phones = await startedClass(game, 4, 1);
    const removed = phones[0]!;
    const before = await view(server.baseUrl, game.gameId, "player", removed.token);
    const ear = await connectLive(server.baseUrl, [before.teamChannel], { as: "player", token: removed.token });
    const late = { ...(await join(server.baseUrl, game.code, "Late Comer")), name: "Late Comer" };
    const lateEar = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);

    expect((await moderate(game, { type: "removePlayer", playerId: removed.playerId })).status).toBe(200);
    const told = await until(() => seatEndedHeard(ear, before.teamChannel)[0], "the removed phone's seat-ended event");
    expect(told).toMatchObject({ gameId: game.gameId, seats: [{ playerId: removed.playerId, why: "removed" }] });
    // Its key opens nothing now, so the phone has nothing left to wait for.
    expect((await playerView(game, removed.token)).status).toBe(401);

    expect((await moderate(game, { type: "removePlayer", playerId: late.playerId })).status).toBe(200);
    const lateTold = await until(() => seatEndedHeard(lateEar, channelFor.board(game.gameId))[0], "the late joiner's seat-ended event");
    expect(lateTold.seats).toEqual([{ playerId: late.playerId, why: "removed" }]);
    // A move or a teammate staying on tells nobody their seat ended.
    expect(seatEndedHeard(ear, before.teamChannel)).toHaveLength(1);
    ear.disconnect();
    lateEar.disconnect();
  });

  it("[CLASS-RECOVERY-2] a lost phone's seat request reaches the card-game console; No tells the asking phone, Yes gives it the seat and tells the old phone", async () => {
    const game = await createSession();
    const phones = await startedClass(game, 4, 1);
    const fatima = phones[1]!;
    const seatView = await view(server.baseUrl, game.gameId, "player", fatima.token);
    const oldPhone = await connectLive(server.baseUrl, [seatView.teamChannel], { as: "player", token: fatima.token });
    const ask = (token: string) =>
      call(server.baseUrl, "POST", "/api/join", {
        code: game.code,
        name: fatima.name,
        credential: token,
        clientId: clientId(),
        reclaim: true,
      });

    const prankster = credential();
    const refusedAsk = await ask(prankster);
    expect(refusedAsk.status, JSON.stringify(refusedAsk.json)).toBe(200);
    const asking = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(asking.claims).toEqual([
      expect.objectContaining({ id: refusedAsk.json.claimId, playerId: fatima.playerId, name: fatima.name, teamId: seatView.teamId }),
    ]);
    expect((await playerView(game, prankster)).json.error.code).toBe("auth/claim_pending");
    expect((await moderate(game, { type: "answerClaim", claimId: refusedAsk.json.claimId, grant: false })).status).toBe(200);
    // No: the asking phone hears it is not in the game (its waiting page says so); the seat stays.
    const refused = await playerView(game, prankster);
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("auth/invalid");
    expect((await playerView(game, fatima.token)).status).toBe(200);

    const newPhone = credential();
    const asked = await ask(newPhone);
    expect(asked.status).toBe(200);
    expect((await moderate(game, { type: "answerClaim", claimId: asked.json.claimId, grant: true })).status).toBe(200);
    const back = await view(server.baseUrl, game.gameId, "player", newPhone);
    expect(back.teamId).toBe(seatView.teamId);
    expect(back.table).toBe(seatView.table);
    expect(back.game).not.toBeNull();
    const told = await until(() => seatEndedHeard(oldPhone, seatView.teamChannel)[0], "the old phone's seat-ended event");
    expect(told.seats).toEqual([{ playerId: fatima.playerId, why: "moved" }]);
    expect((await playerView(game, fatima.token)).status).toBe(401);
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).claims).toEqual([]);
    oldPhone.disconnect();
  });

  it("[CLASS-RECOVERY-3] the console's view says when each table last moved, from the stored command times, also after a restart", async () => {
    const game = await createSession();
    const phones = await startedClass(game, 8, 2);
    const started = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const startedAt = started.tables.map((table: { changedAt: number }) => table.changedAt);
    expect(startedAt[0]).toEqual(expect.any(Number));
    expect(startedAt[1]).toBe(startedAt[0]);
    expect(Math.abs(startedAt[0] - Date.now())).toBeLessThan(10_000);
    // Board and phones are not sent it.
    expect((await view(server.baseUrl, game.gameId, "board")).tables[0].changedAt).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 30));
    let moved = false;
    for (const phone of phones) {
      const own = await view(server.baseUrl, game.gameId, "player", phone.token);
      const move = own.table === "T1" ? own.actions.allowed[0] : undefined;
      if (!move) continue;
      const reply = await command(server.baseUrl, game.gameId, "player", phone.token, move, { tableVersion: own.version });
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      moved = true;
      break;
    }
    expect(moved).toBe(true);
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const [t1, t2] = after.tables as { id: string; changedAt: number }[];
    expect(t1!.changedAt).toBeGreaterThan(startedAt[0]);
    expect(t2!.changedAt).toBe(startedAt[1]);

    const databaseUrl = server.databaseUrl;
    await server.kill();
    server = await startServer({ databaseUrl });
    const reloaded = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(reloaded.tables.map((table: { changedAt: number }) => table.changedAt)).toEqual([t1!.changedAt, t2!.changedAt]);
  }, 90_000);
});
