/**
 * The soak of several servers: three classes play through HAProxy to two servers on one PostgreSQL
 * and one Redis, while one server or the other is killed (SIGKILL) at random moments and started
 * again. Every acknowledged command is stored exactly once, each game's stored state is the replay
 * of its log, and every board (one on each server, reconnecting as pusher-js does) hears the last
 * version, whichever server took it.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextInt, seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { replay, type LoggedCommand } from "@/lib/session/replay";
import { encodeSnapshot } from "@/lib/session/snapshot";
import { startLocalBalancer, type LocalBalancer } from "../../scripts/local/haproxy";
import { startLocalRedis, type LocalRedis } from "../../scripts/local/redis";
import { channelFor, clientId, connectLive, createGame, type GameHandle, type LiveClient } from "../integration/clients";
import { nextMove, type Seat } from "../integration/driver";
import { startServer, tempDatabase, type ServerProcess } from "../integration/server-process";
import { readStoredGame } from "../integration/stored-game";

const SEED = Number(process.env.SOAK_SEED ?? 2411);
let redis: LocalRedis;
let databaseUrl = "";
let balancer: LocalBalancer;
/** Whether the balancer started (its start throws when no server comes up healthy). */
let balancerStarted = false;
const servers: ServerProcess[] = [];
let env: Record<string, string> = {};

beforeAll(async () => {
  redis = await startLocalRedis();
  databaseUrl = await tempDatabase("soak");
  env = {
    REDIS_URL: redis.url,
    TRUSTED_PROXIES: "127.0.0.1",
    PUSHER_APP_ID: "soak",
    PUSHER_KEY: "soak",
    PUSHER_SECRET: "soak-secret-soak-secret",
  };
  for (let i = 0; i < 2; i++) servers.push(await startServer({ databaseUrl, env }));
  balancer = await startLocalBalancer({ servers: servers.map((server) => server.port) });
  balancerStarted = true;
}, 120_000);
afterAll(async () => {
  if (balancerStarted) await balancer.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await redis.stop();
}, 60_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP request through the balancer from `from` (a phone's own address, so the balancer spreads the class). */
function send(from: string, method: string, target: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: balancer.port,
        path: target,
        method,
        localAddress: from,
        headers: {
          ...(text ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          // Same-site, as a page of the app sends it.
          origin: `http://127.0.0.1:${balancer.port}`,
        },
      },
      (res) => {
        let data = "";
        res.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        res.on("end", () => {
          let json: any = data;
          try {
            json = JSON.parse(data);
          } catch {
            // An HTML error page from the balancer.
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    // A server killed mid-request: the phone sees a network error and sends again.
    req.on("error", () => resolve({ status: 0, json: null }));
    req.setTimeout(10_000, () => req.destroy());
    if (text) req.write(text);
    req.end();
  });
}

/** Sends until a server answers (not a network error, not the balancer's 502/503): a phone on flaky Wi-Fi, same clientId each time. */
async function sendUntilAnswered(from: string, method: string, target: string, body?: unknown, token?: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const reply = await send(from, method, target, body, token);
    if (reply.status !== 0 && reply.status < 500 && reply.status !== 429) return reply;
    await pause(reply.status === 429 ? 1000 : 100);
  }
  throw new Error(`${method} ${target}: no server answered`);
}

interface Class {
  game: GameHandle;
  seats: Seat[];
  addresses: Map<string, string>;
  acknowledged: string[];
  /** A board connected straight to each server (reconnecting to it when it comes back). */
  boards: LiveClient[];
  done: boolean;
}

async function newClass(index: number): Promise<Class> {
  const game = await createGame(balancer.url, {
    targetPoints: 30,
    seed: SEED + index,
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue" },
    ],
  });
  const seats: Seat[] = [];
  const addresses = new Map<string, string>([[game.moderatorToken, "127.0.0.1"]]);
  for (const [t, teamId] of ["t1", "t2"].entries()) {
    const from = `127.66.${index}.${t + 1}`;
    const credential = `soak-${index}-${t}-${"x".repeat(40)}`;
    const joined = await sendUntilAnswered(from, "POST", "/api/join", {
      code: game.code,
      name: `Phone ${teamId}`,
      credential,
      clientId: clientId(),
    });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    const chose = await sendUntilAnswered(
      from,
      "POST",
      `/api/games/${game.gameId}/commands?as=player`,
      { clientId: clientId(), command: { type: "chooseTeam", teamId } },
      credential,
    );
    expect(chose.status).toBe(200);
    seats.push({ teamId, token: credential, playerId: joined.json.playerId });
    addresses.set(credential, from);
  }
  const started = await sendUntilAnswered(
    "127.0.0.1",
    "POST",
    `/api/games/${game.gameId}/commands?as=moderator`,
    { clientId: clientId(), command: { type: "startGame" } },
    game.moderatorToken,
  );
  expect(started.status).toBe(200);
  const boards = await Promise.all(servers.map((server) => connectLive(server.baseUrl, [channelFor.board(game.gameId)])));
  return { game, seats, addresses, acknowledged: [], boards, done: false };
}

async function step(room: Class): Promise<void> {
  const read = async (as: "moderator" | "player", token: string) => {
    const reply = await sendUntilAnswered(room.addresses.get(token)!, "GET", `/api/games/${room.game.gameId}?as=${as}`, undefined, token);
    if (reply.status !== 200) throw new Error(`view ${as}: ${reply.status} ${JSON.stringify(reply.json)}`);
    return reply.json.view;
  };
  const move = await nextMove(read, room.game.moderatorToken, room.seats);
  if (move.type === "finished") {
    room.done = true;
    return;
  }
  const id = clientId();
  const reply = await sendUntilAnswered(
    room.addresses.get(move.token)!,
    "POST",
    `/api/games/${room.game.gameId}/commands?as=${move.as}`,
    { clientId: id, command: move.body, baseVersion: move.baseVersion },
    move.token,
  );
  if (reply.status === 200) room.acknowledged.push(id);
  // Otherwise refused as stale or decided (the view was read from a server an instant behind): read again next step.
  else expect([409], `${JSON.stringify(move.body)}: ${JSON.stringify(reply.json)}`).toContain(reply.status);
}

describe("[CLUSTER-SOAK] two servers behind HAProxy, one killed at random moments", () => {
  it("[CLUSTER-SOAK-1] every acknowledged command is stored once, every game equals its replay, every board reaches the last version", async () => {
    const classes: Class[] = [];
    for (let i = 0; i < 3; i++) classes.push(await newClass(i));
    let random: RngState = seedRng(SEED);
    let kills = 0;
    for (let round = 0; round < 400 && classes.some((room) => !room.done); round++) {
      await Promise.all(classes.filter((room) => !room.done).map((room) => step(room)));
      let roll: number;
      [roll, random] = nextInt(random, 0, 99);
      if (roll < 15 && kills < 4) {
        let which: number;
        [which, random] = nextInt(random, 0, 1);
        const victim = servers[which]!;
        await victim.kill();
        kills++;
        servers[which] = await startServer({ databaseUrl, env, port: victim.port });
      }
    }
    expect(classes.every((room) => room.done)).toBe(true);
    expect(kills).toBeGreaterThanOrEqual(2);
    for (const room of classes) {
      // One more command after the last kill, through the balancer (to one server): every board, on
      // either server, must hear it.
      const undo = await sendUntilAnswered(
        "127.0.0.1",
        "POST",
        `/api/games/${room.game.gameId}/commands?as=moderator`,
        { clientId: clientId(), command: { type: "undo" } },
        room.game.moderatorToken,
      );
      expect(undo.status, JSON.stringify(undo.json)).toBe(200);
      const stored = (await readStoredGame(databaseUrl, room.game.gameId))!;
      const ids = stored.commands.map((row) => row.clientId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of room.acknowledged) expect(ids).toContain(id);
      expect(stored.commands.map((row) => row.seq)).toEqual(Array.from({ length: stored.version }, (_, i) => i + 1));
      const log: LoggedCommand[] = stored.commands.map((c) => ({
        actor: JSON.parse(c.actorJson),
        command: JSON.parse(c.bodyJson),
        at: new Date(c.at).getTime(),
      }));
      expect(JSON.parse(encodeSnapshot(replay(JSON.parse(stored.setupJson), log)))).toEqual(JSON.parse(stored.snapshotJson));
      expect(stored.version).toBe(undo.json.version);
      for (const board of room.boards) await board.waitForVersion(stored.version, 30_000);
      room.boards.forEach((board) => board.disconnect());
    }
    console.log(
      `[CLUSTER-SOAK-1] seed ${SEED}: ${kills} kills, ${classes.map((room) => room.acknowledged.length).join(" + ")} acknowledged commands`,
    );
  }, 600_000);
});
