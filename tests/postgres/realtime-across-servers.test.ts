/**
 * Two real Clue Spin servers (server.ts, production build) sharing one database and one Redis
 * (REDIS_URL), screens on either: the built-in real-time server across servers. Real pusher-js
 * clients, real HTTP. Runs in the PostgreSQL run (vitest.postgres.config.ts), which starts both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Redis from "ioredis";
import PusherSdk from "pusher";
import PusherClient from "pusher-js";
import type { Channel, PresenceChannel } from "pusher-js";
import { pusherClientOptions, type ClientConnectionConfig } from "@/lib/shared/realtime-client-config";
import { BUS_CHANNEL, KEY_PREFIX } from "@/lib/server/realtime/redis-scripts";
import { HEARTBEAT_DEFAULTS } from "@/lib/server/realtime/redis-cluster";
import { bearer, call, channelFor, command, connectLive, createGame, join, view } from "@/tests/integration/clients";
import { playUntilFinished, type Seat } from "@/tests/integration/driver";
import { startServer, tempDatabase, type ServerProcess } from "@/tests/integration/server-process";
import { eventually, nextEvent, recordEvents } from "@/tests/realtime/harness";
import { testRedis } from "./test-redis";

let redis: Awaited<ReturnType<typeof testRedis>>;
let inspector: Redis;
let a: ServerProcess;
let b: ServerProcess;
const clients: PusherClient[] = [];
const started: ServerProcess[] = [];

async function startPair(): Promise<void> {
  const databaseUrl = await tempDatabase("fanout");
  // One after the other: the second finds the schema already migrated.
  a = await startServer({ databaseUrl, env: { REDIS_URL: redis.url } });
  started.push(a);
  b = await startServer({ databaseUrl, env: { REDIS_URL: redis.url } });
  started.push(b);
}

beforeAll(async () => {
  redis = await testRedis(2);
  inspector = new Redis(redis.url);
  await inspector.flushdb();
  await startPair();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all(started.map((server) => server.stop()));
  inspector.disconnect();
  await redis.stop();
});

/** A screen's pusher-js whose socket is on `socketOn` and whose auth requests go to `authOn` (a balancer may split them). */
async function screen(socketOn: ServerProcess, auth?: { as: "moderator" | "player"; token: string; via?: ServerProcess }) {
  const config = (await call(socketOn.baseUrl, "GET", "/api/realtime")).json as ClientConnectionConfig;
  const options = pusherClientOptions(config, { hostname: "127.0.0.1", port: String(socketOn.port), protocol: "http:" });
  const client = new PusherClient(config.key, {
    ...options,
    channelAuthorization: {
      endpoint: `${(auth?.via ?? socketOn).baseUrl}/api/pusher/auth?as=${auth?.as ?? "player"}`,
      transport: "ajax",
      headers: auth ? bearer(auth.token) : {},
    },
  });
  clients.push(client);
  await new Promise<void>((resolve) => client.connection.bind("connected", () => resolve()));
  return client;
}

async function subscribe(client: PusherClient, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  await nextEvent(channel, "pusher:subscription_succeeded", 10_000);
  return channel;
}

function memberIds(channel: Channel): string[] {
  const ids: string[] = [];
  (channel as unknown as PresenceChannel).members.each((m: { id: string }) => ids.push(m.id));
  return ids.sort();
}

function memberEvents(channel: Channel) {
  const log = recordEvents(channel);
  const ids = (event: string) => log.filter((entry) => entry.event === event).map((entry) => (entry.data as { id: string }).id);
  return { added: () => ids("pusher:member_added"), removed: () => ids("pusher:member_removed") };
}

/** A clue game created on A with a player per name, each on the team given, all through A. */
async function gameOnA(players: { name: string; teamId: string }[], options: Record<string, unknown> = {}) {
  const game = await createGame(a.baseUrl, options);
  const seats: (Seat & { name: string })[] = [];
  for (const player of players) {
    const joined = await join(a.baseUrl, game.code, player.name);
    expect((await command(a.baseUrl, game.gameId, "player", joined.token, { type: "chooseTeam", teamId: player.teamId })).status).toBe(200);
    seats.push({ name: player.name, teamId: player.teamId, token: joined.token, playerId: joined.playerId });
  }
  return { game, seats };
}

/** The REST API as the `pusher` SDK calls it, signed with the secret the servers agreed on in Redis. */
async function restOn(server: ServerProcess): Promise<PusherSdk> {
  const secret = await inspector.get(`${KEY_PREFIX}secret`);
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  return new PusherSdk({
    appId: "clue-spin",
    key: "clue-spin",
    secret: secret ?? "",
    host: "127.0.0.1",
    port: String(server.port),
    useTLS: false,
  });
}

describe("[FANOUT] two Clue Spin servers sharing a database and Redis", () => {
  it("[FANOUT-1] a board connected to server B hears every version of a game played through server A, in order", async () => {
    const { game, seats } = await gameOnA(
      ["t1", "t2", "t3", "t4"].map((teamId, i) => ({ name: `Player ${i + 1}`, teamId })),
      {
        targetPoints: 20,
      },
    );
    const boardOnB = await connectLive(b.baseUrl, [channelFor.board(game.gameId)]);
    const boardOnA = await connectLive(a.baseUrl, [channelFor.board(game.gameId)]);
    const moderatorOnB = await connectLive(b.baseUrl, [channelFor.moderator(game.gameId)], { as: "moderator", token: game.moderatorToken });
    expect((await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
    const { winner } = await playUntilFinished(a.baseUrl, game.gameId, game.moderatorToken, seats);
    expect(winner).toMatch(/^t[1-4]$/);
    const final = await view(a.baseUrl, game.gameId, "board");
    expect(final.status).toBe("finished");
    await boardOnB.waitForVersion(final.version);
    await boardOnA.waitForVersion(final.version);
    await moderatorOnB.waitForVersion(final.version);

    const versions = boardOnB.received.map((event) => event.version);
    const first = versions[0] ?? 0;
    // Every version from the first it heard to the last, each once, in order: nothing lost, nothing reordered.
    expect(versions).toEqual(Array.from({ length: final.version - first + 1 }, (_, i) => first + i));
    expect(versions.length).toBeGreaterThan(20);
    // The same events, byte for byte, as the board on A, the server that published them.
    expect(boardOnB.received).toEqual(boardOnA.received);
    expect(moderatorOnB.received.map((event) => event.version)).toEqual(versions);
    for (const live of [boardOnB, boardOnA, moderatorOnB]) live.disconnect();
  });

  it("[FANOUT-3] a team channel retired by a command on A drops its subscriber on B", async () => {
    const { game, seats } = await gameOnA([
      { name: "Sam", teamId: "t1" },
      { name: "Olu", teamId: "t2" },
      { name: "Kim", teamId: "t2" },
    ]);
    const kim = seats[2]!;
    const oldChannel = channelFor.team(game.gameId, "t2");
    const kimsPhone = await screen(b, { as: "player", token: kim.token });
    const onOld = await subscribe(kimsPhone, oldChannel);
    const onBoard = await subscribe(kimsPhone, channelFor.board(game.gameId));
    const heard = recordEvents(onOld);
    const rest = await restOn(a);
    const described = async () => (await rest.get({ path: `/channels/${oldChannel}`, params: { info: "subscription_count" } })).json();
    // A answers for B's socket: the channel query spans servers.
    expect(await described()).toEqual({ occupied: true, subscription_count: 1 });
    await rest.trigger(oldChannel, "probe", { n: 1 });
    await eventually(() => heard.some((entry) => entry.event === "probe"), 5000, "the probe before the retire");

    // Olu leaves the Owls: their channel's name changes and the old one is retired, on every server.
    const moved = await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "movePlayer",
      playerId: seats[1]!.playerId,
      teamId: "t1",
    });
    expect(moved.status).toBe(200);
    await eventually(() => heard.some((entry) => entry.event === "view"), 5000, "the goodbye on the old channel");
    const deadline = Date.now() + 5000;
    while ((await described()).occupied && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await described()).toEqual({ occupied: false, subscription_count: 0 });

    // Dropped on B: an event on the old name sent before a marker on the board never arrives.
    const marker = nextEvent(onBoard, "marker");
    await rest.triggerBatch([
      { channel: oldChannel, name: "probe", data: JSON.stringify({ n: 2 }) },
      { channel: channelFor.board(game.gameId), name: "marker", data: "{}" },
    ]);
    await marker;
    expect(heard.filter((entry) => entry.event === "probe").map((entry) => entry.data)).toEqual([{ n: 1 }]);
    kimsPhone.disconnect();
  });

  it("[FANOUT-4] a malformed message on the Redis channel is logged and dropped; the servers carry on", async () => {
    const { game } = await gameOnA([{ name: "Ana", teamId: "t1" }]);
    const boardChannel = channelFor.board(game.gameId);
    const boardOnB = await subscribe(await screen(b), boardChannel);
    const heard = recordEvents(boardOnB);
    const injected = (events: unknown[]) => JSON.stringify({ type: "events", from: "test", events });
    await inspector.publish(BUS_CHANNEL, "{not json");
    // One bad channel name spoils the whole message, the good channel in it included.
    await inspector.publish(BUS_CHANNEL, injected([{ channels: [boardChannel, "bad channel!"], event: "spoofed", data: "{}" }]));
    await inspector.publish(BUS_CHANNEL, JSON.stringify({ type: "shutdown", from: "test" }));
    // A well-formed one goes through the same path: the drops above are the check, not a deaf listener.
    await inspector.publish(BUS_CHANNEL, injected([{ channels: [boardChannel], event: "well-formed", data: "{}" }]));
    await eventually(() => heard.some((entry) => entry.event === "well-formed"), 5000, "the well-formed message");
    expect(heard.map((entry) => entry.event)).toEqual(["well-formed"]);

    for (const server of [a, b]) {
      await eventually(() => server.output().includes('(unknown type "shutdown")'), 5000, "the drops to be logged");
      const dropped = server
        .output()
        .split("\n")
        .filter((line) => line.includes(`dropped a message on ${BUS_CHANNEL}`));
      expect(dropped).toEqual([
        expect.stringContaining("(not JSON)"),
        expect.stringContaining("(events[0].channels[1]: Channel name may only contain"),
        expect.stringContaining('(unknown type "shutdown")'),
      ]);
      expect(server.child.exitCode).toBeNull();
    }
    // A command on A still reaches the board on B.
    const locked = await command(a.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "lockJoining", locked: true });
    expect(locked.status).toBe(200);
    const version = Number(locked.json.version);
    await eventually(
      () => heard.some((entry) => entry.event === "view" && (entry.data as { version: number }).version === version),
      5000,
      "a view after the drops",
    );
  });

  it("[FANOUT-2] presence: phones on A and B are listed once on the console; one leaving B is removed once; B killed removes its members within the heartbeat", async () => {
    const { game, seats } = await gameOnA([
      { name: "Ana", teamId: "t1" },
      { name: "Ben", teamId: "t2" },
      { name: "Cy", teamId: "t3" },
      { name: "Dee", teamId: "t4" },
    ]);
    const [ana, ben, cy, dee] = seats;
    const presence = channelFor.presence(game.gameId);
    const consoleScreen = await subscribe(await screen(a, { as: "moderator", token: game.moderatorToken }), presence);
    const heard = memberEvents(consoleScreen);
    await subscribe(await screen(a, { as: "player", token: ana!.token }), presence);
    // Ben's socket is on B, his auth request went to A (the servers share the signing secret).
    const bensPhone = await screen(b, { as: "player", token: ben!.token, via: a });
    const benOnB = await subscribe(bensPhone, presence);
    const benHeard = memberEvents(benOnB);
    // Cy has two screens, one on each server; Dee only on B.
    await subscribe(await screen(a, { as: "player", token: cy!.token }), presence);
    await subscribe(await screen(b, { as: "player", token: cy!.token }), presence);
    const deeOnB = await subscribe(await screen(b, { as: "player", token: dee!.token }), presence);

    const everyone = [ana, ben, cy, dee]
      .map((seat) => seat!.playerId)
      .concat("moderator")
      .sort();
    await eventually(() => memberIds(consoleScreen).length === everyone.length, 5000, "the console to list everyone");
    // Dee, the last to come, on B: her subscription_succeeded alone lists A's members too.
    expect(memberIds(deeOnB)).toEqual(everyone);
    // Ben on B hears the later arrivals, each once (Cy's second screen adds nobody).
    await eventually(() => memberIds(benOnB).length === everyone.length, 5000, "Ben's screen to list everyone");
    expect(memberIds(benOnB)).toEqual(everyone);
    expect(benHeard.added().sort()).toEqual([cy, dee].map((seat) => seat!.playerId).sort());
    await eventually(() => heard.added().length >= 4, 5000, "four additions");
    expect(heard.added().sort()).toEqual([ana, ben, cy, dee].map((seat) => seat!.playerId).sort());

    bensPhone.disconnect();
    await eventually(() => heard.removed().length === 1, 5000, "Ben removed");
    expect(heard.removed()).toEqual([ben!.playerId]);
    expect(memberIds(consoleScreen)).toEqual(everyone.filter((id) => id !== ben!.playerId));

    const killedAt = Date.now();
    await b.kill();
    await eventually(
      () => heard.removed().length === 2,
      HEARTBEAT_DEFAULTS.heartbeatTtlMs + 3 * HEARTBEAT_DEFAULTS.heartbeatIntervalMs,
      "Dee removed",
    );
    const tookMs = Date.now() - killedAt;
    // Cy's screen on A keeps Cy listed; only Dee, who was on B alone, goes, and once.
    expect(heard.removed()).toEqual([ben!.playerId, dee!.playerId]);
    expect(memberIds(consoleScreen)).toEqual(
      [ana, cy]
        .map((seat) => seat!.playerId)
        .concat("moderator")
        .sort(),
    );
    expect(tookMs).toBeLessThanOrEqual(HEARTBEAT_DEFAULTS.heartbeatTtlMs + 2 * HEARTBEAT_DEFAULTS.heartbeatIntervalMs);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_DEFAULTS.heartbeatIntervalMs * 2));
    expect(heard.removed()).toEqual([ben!.playerId, dee!.playerId]);
  });
});
