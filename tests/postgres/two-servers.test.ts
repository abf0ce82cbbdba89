/**
 * Two real servers on one PostgreSQL database and one Redis, as behind a load balancer: commands for
 * one game arrive at either; each server's copy of the game follows the other's commits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, type LoggedCommand } from "@/lib/session/replay";
import { encodeSnapshot } from "@/lib/session/snapshot";
import { startLocalRedis, type LocalRedis } from "../../scripts/local/redis";
import {
  call,
  channelFor,
  command,
  commandAtHumanPace,
  connectLive,
  createGame,
  join,
  view,
  type GameHandle,
} from "../integration/clients";
import { playUntilFinished, type Seat } from "../integration/driver";
import { startServer, tempDatabase, type ServerProcess } from "../integration/server-process";
import { readStoredGame } from "../integration/stored-game";

let redis: LocalRedis;
let databaseUrl = "";
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  redis = await startLocalRedis();
  databaseUrl = await tempDatabase("two");
  a = await startServer({ databaseUrl, env: { REDIS_URL: redis.url } });
  b = await startServer({ databaseUrl, env: { REDIS_URL: redis.url } });
});
afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await redis.stop();
});

async function seatedGame(at: ServerProcess): Promise<{ game: GameHandle; seats: Seat[] }> {
  const game = await createGame(at.baseUrl, {
    targetPoints: 15,
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue" },
    ],
  });
  const seats: Seat[] = [];
  for (const teamId of ["t1", "t2"]) {
    const player = await join(at.baseUrl, game.code, `Phone ${teamId}`);
    expect((await command(at.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId })).status).toBe(200);
    seats.push({ teamId, token: player.token, playerId: player.playerId });
  }
  return { game, seats };
}

/** The version `at` shows of a game, once it shows at least `version` (or what it shows after `ms`). */
async function versionSeen(at: ServerProcess, gameId: string, version: number, ms = 3000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const seen = (await view(at.baseUrl, gameId, "board")).version as number;
    if (seen >= version || Date.now() > until) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("[CLUSTER] two servers, one database, one Redis", () => {
  it("[CLUSTER-1] a game played with each step's commands sent to the other server: every command lands once, in order; the stored game equals the replay of its log", async () => {
    const { game, seats } = await seatedGame(a);
    expect((await command(b.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
    const { winner, steps } = await playUntilFinished(
      (step) => (step % 2 === 0 ? a.baseUrl : b.baseUrl),
      game.gameId,
      game.moderatorToken,
      seats,
    );
    expect(winner).toMatch(/^t[12]$/);
    expect(steps).toBeGreaterThan(10);
    const stored = (await readStoredGame(databaseUrl, game.gameId))!;
    expect(stored.commands.map((c) => c.seq)).toEqual(Array.from({ length: stored.version }, (_, i) => i + 1));
    expect(new Set(stored.commands.map((c) => c.clientId)).size).toBe(stored.commands.length);
    const log: LoggedCommand[] = stored.commands.map((c) => ({
      actor: JSON.parse(c.actorJson),
      command: JSON.parse(c.bodyJson),
      at: new Date(c.at).getTime(),
    }));
    expect(JSON.parse(encodeSnapshot(replay(JSON.parse(stored.setupJson), log)))).toEqual(JSON.parse(stored.snapshotJson));
    // Both servers show the final version.
    expect(await versionSeen(a, game.gameId, stored.version)).toBe(stored.version);
    expect(await versionSeen(b, game.gameId, stored.version)).toBe(stored.version);
  }, 120_000);

  it("[CLUSTER-2] a server that already holds a game hears at once that the other moved it: its views show each new version", async () => {
    const { game, seats } = await seatedGame(a);
    await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    // B reads the game now, and keeps its copy.
    const before = (await view(b.baseUrl, game.gameId, "board")).version as number;
    for (let i = 0; i < 5; i++) {
      const reply = await command(a.baseUrl, game.gameId, "player", seats[0]!.token, {
        type: "renamePlayer",
        playerId: seats[0]!.playerId,
        name: `Phone ${i}`,
      });
      expect([200, 429]).toContain(reply.status);
      if (reply.status !== 200) break;
      const version = reply.json.version as number;
      expect(await versionSeen(b, game.gameId, version, 2000)).toBe(version);
    }
    expect((await view(b.baseUrl, game.gameId, "board")).version).toBeGreaterThan(before);
  }, 60_000);

  it("[CLUSTER-3] two phones of a team press the same button at once, one through each server: one press acts, the other is told it was decided; one command is stored", async () => {
    const { game, seats } = await seatedGame(a);
    const mates: Seat[] = [];
    for (const teamId of ["t1", "t2"]) {
      const mate = await join(b.baseUrl, game.code, `Second ${teamId}`);
      expect((await command(b.baseUrl, game.gameId, "player", mate.token, { type: "chooseTeam", teamId })).status).toBe(200);
      mates.push({ teamId, token: mate.token, playerId: mate.playerId });
    }
    await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const waiting = (await view(a.baseUrl, game.gameId, "moderator", game.moderatorToken)).game.waitingFor as { teamId: string };
    const [onA, onB] = [seats, mates].map((list) => list.find((seat) => seat.teamId === waiting.teamId)!);
    const team = await view(a.baseUrl, game.gameId, "player", onA!.token);
    const move = (team.actions.allowed as Record<string, unknown>[])[0]!;
    const before = (await readStoredGame(databaseUrl, game.gameId))!.version;
    const replies = await Promise.all([
      command(a.baseUrl, game.gameId, "player", onA!.token, move, { baseVersion: team.version }),
      command(b.baseUrl, game.gameId, "player", onB!.token, move, { baseVersion: team.version }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.error.code).toBe("command/already_decided");
    expect((await readStoredGame(databaseUrl, game.gameId))!.version).toBe(before + 1);
  }, 60_000);

  it("[CLUSTER-4] a student removed through one server is refused by the other at once, though that server had just checked the phone's key", async () => {
    const { game, seats } = await seatedGame(a);
    // B checks (and remembers) the phone's key.
    expect(
      (
        await command(b.baseUrl, game.gameId, "player", seats[1]!.token, {
          type: "renamePlayer",
          playerId: seats[1]!.playerId,
          name: "Still here",
        })
      ).status,
    ).toBe(200);
    const removed = await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "removePlayer",
      playerId: seats[1]!.playerId,
    });
    expect(removed.status).toBe(200);
    const refused = await command(b.baseUrl, game.gameId, "player", seats[1]!.token, {
      type: "renamePlayer",
      playerId: seats[1]!.playerId,
      name: "Sneaky",
    });
    expect(refused.status, JSON.stringify(refused.json)).toBe(401);
    const stored = (await readStoredGame(databaseUrl, game.gameId))!;
    expect(stored.commands.at(-1)!.bodyJson).toContain("removePlayer");
  }, 60_000);

  it("[CLUSTER-6] a phone that just joined through one server is served by another whose copy is older (its announcement not yet heard): refusals are decided again on the game as stored", async () => {
    // This server hears no announcements at all: its copy stays old until a refusal makes it look.
    const deaf = await startServer({ databaseUrl });
    try {
      const { game } = await seatedGame(a);
      await view(deaf.baseUrl, game.gameId, "board");
      const late = await join(a.baseUrl, game.code, "Late phone");
      const own = await view(deaf.baseUrl, game.gameId, "player", late.token);
      expect(own.teamId ?? null).toBeNull();
      const chosen = await command(deaf.baseUrl, game.gameId, "player", late.token, { type: "chooseTeam", teamId: "t1" });
      expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
      expect((await readStoredGame(databaseUrl, game.gameId))!.commands.at(-1)!.bodyJson).toContain("chooseTeam");
    } finally {
      await deaf.stop();
    }
  }, 60_000);

  it("[CLUSTER-7] a view asked of a server whose copy is older than the stored game (the announcement late, or no Redis at all) shows the stored version: a screen reads what was acknowledged", async () => {
    // This server hears no announcements: without the check its copy would stay at the version it first read.
    const deaf = await startServer({ databaseUrl });
    try {
      const { game, seats } = await seatedGame(a);
      const before = await view(deaf.baseUrl, game.gameId, "moderator", game.moderatorToken);
      const started = await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
      expect(started.status).toBe(200);
      const acknowledged = started.json.version as number;
      expect(acknowledged).toBeGreaterThan(before.version);
      for (const [as, token] of [
        ["moderator", game.moderatorToken],
        ["player", seats[0]!.token],
        ["board", undefined],
      ] as const)
        expect((await view(deaf.baseUrl, game.gameId, as, token)).version, as).toBe(acknowledged);
    } finally {
      await deaf.stop();
    }
  }, 60_000);

  it("[CLUSTER-8] a screen that takes in its events as use-live-view does holds the fetched view, when consecutive commands go through different servers ('unchanged' is against the previous version, not the last this server sent)", async () => {
    const { game } = await seatedGame(a);
    const console_ = await connectLive(a.baseUrl, [channelFor.moderator(game.gameId)], { as: "moderator", token: game.moderatorToken });
    try {
      let held = await view(a.baseUrl, game.gameId, "moderator", game.moderatorToken);
      // B sends the started game's view; A the paused one; B the resumed one, the same as B's last.
      let last = 0;
      for (const [at, body] of [
        [b, { type: "startGame" }],
        [a, { type: "pause" }],
        [b, { type: "resume" }],
      ] as const) {
        const reply = await command(at.baseUrl, game.gameId, "moderator", game.moderatorToken, body);
        expect(reply.status, JSON.stringify(reply.json)).toBe(200);
        last = reply.json.version as number;
      }
      await console_.waitForVersion(last);
      for (const event of console_.received.filter((frame) => frame.version > held.version)) {
        if (event.view) held = event.view;
        // Consecutive versions here: "unchanged" says the view at the version before still holds.
        else if (event.unchanged && event.version === (held.version as number) + 1) held = { ...held, version: event.version };
        else throw new Error(`v${event.version}: neither a view nor 'unchanged' after the held v${held.version}`);
      }
      expect(held).toEqual(await view(a.baseUrl, game.gameId, "moderator", game.moderatorToken));
    } finally {
      console_.disconnect();
    }
  }, 60_000);

  it("[CLUSTER-5] the server holding a count of five is killed before it ends: the other server closes the count a moment after its deadline, once", async () => {
    const c = await startServer({ databaseUrl, env: { REDIS_URL: redis.url } });
    try {
      const created = await call(c.baseUrl, "POST", "/api/games", { game: "combo3-game4", seed: 3, geoPlungeSeconds: 3 });
      expect(created.status).toBe(201);
      const game = created.json as GameHandle;
      const phones = [];
      for (const name of ["Ann", "Ben"]) phones.push(await join(c.baseUrl, game.code, name));
      expect((await command(c.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "seatTables" })).status).toBe(200);
      expect((await command(c.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
      let deadline = 0;
      for (let step = 0; step < 40 && !deadline; step++) {
        for (const phone of phones) {
          const own = await view(c.baseUrl, game.gameId, "player", phone.token);
          if (own.game.geoPlungeWindow) {
            deadline = own.game.geoPlungeWindow.deadline as number;
            break;
          }
          const move = (own.actions.allowed as Record<string, unknown>[]).find(
            (m) => m.type !== "geoPlunge" && m.type !== "declineGeoPlunge",
          );
          if (move) await commandAtHumanPace(c.baseUrl, game.gameId, "player", phone.token, move, { baseVersion: own.version });
        }
      }
      expect(deadline).toBeGreaterThan(0);
      expect((await command(c.baseUrl, game.gameId, "player", phones[0]!.token, { type: "geoPlunge" })).status).toBe(200);
      await c.kill();
      const closedAt = await logLineSeen(b, game, "Five! GeoPlunging:", deadline + 8_000);
      expect(closedAt).toBeGreaterThanOrEqual(deadline);
      expect(closedAt).toBeLessThan(deadline + 8_000);
      const stored = (await readStoredGame(databaseUrl, game.gameId))!;
      expect(stored.commands.filter((row) => row.clientId.startsWith("deadline-"))).toHaveLength(1);
    } finally {
      await c.stop();
    }
  }, 90_000);
});

/** When a sentence starting with `start` first appears in the game's log on `at` (polled), or the time given up at. */
async function logLineSeen(at: ServerProcess, game: GameHandle, start: string, until: number): Promise<number> {
  for (;;) {
    const log = await call(at.baseUrl, "GET", `/api/games/${game.gameId}/log`, undefined, {
      authorization: `Bearer ${game.moderatorToken}`,
    });
    if ((log.json.lines as { sentences: string[] }[]).some((line) => line.sentences.some((s) => s.startsWith(start)))) return Date.now();
    if (Date.now() > until) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
