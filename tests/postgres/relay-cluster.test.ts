/**
 * Two built-in relays in this process sharing a real Redis (redis-cluster.ts), heard by real
 * pusher-js clients: the relay's half of several servers, where races and heartbeats are cheap to
 * provoke. The same on two real server processes: realtime-across-servers.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import Redis from "ioredis";
import PusherSdk from "pusher";
import type PusherClient from "pusher-js";
import type { Channel, PresenceChannel } from "pusher-js";
import { connectRedisCluster } from "@/lib/server/realtime/redis-cluster";
import { KEY_PREFIX } from "@/lib/server/realtime/redis-scripts";
import { APP, eventually, nextEvent, recordEvents, startTestServer, subscribed, type TestServer } from "@/tests/realtime/harness";
import { testRedis } from "./test-redis";

const HEARTBEAT = { heartbeatIntervalMs: 100, heartbeatTtlMs: 400 };

let redis: Awaited<ReturnType<typeof testRedis>>;
let inspector: Redis;
let servers: TestServer[] = [];

beforeAll(async () => {
  redis = await testRedis(1);
  inspector = new Redis(redis.url);
  await inspector.flushdb();
});

afterAll(async () => {
  inspector.disconnect();
  await redis.stop();
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function startServers(count = 2): Promise<TestServer[]> {
  const started = await Promise.all(
    Array.from({ length: count }, async () => startTestServer({ cluster: await connectRedisCluster({ url: redis.url, ...HEARTBEAT }) })),
  );
  servers.push(...started);
  return started;
}

const presence = (channel: Channel): PresenceChannel => channel as unknown as PresenceChannel;

/** A screen of `userId` on `server`, signed by that server as the app's auth route would. */
async function member(server: TestServer, userId: string): Promise<PusherClient> {
  return server.connectClient({
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, server.relay.authorizeChannel(socketId, channelName, { user_id: userId, user_info: { name: userId } })),
    },
  });
}

function memberIds(channel: PresenceChannel): string[] {
  const ids: string[] = [];
  channel.members.each((m: { id: string }) => ids.push(m.id));
  return ids.sort();
}

/** The user ids of each member_added / member_removed the channel heard, in order. */
function memberEvents(channel: Channel) {
  const log = recordEvents(channel);
  const ids = (event: string) => log.filter((entry) => entry.event === event).map((entry) => (entry.data as { id: string }).id);
  return { added: () => ids("pusher:member_added"), removed: () => ids("pusher:member_removed") };
}

async function joinPresence(client: PusherClient, name: string): Promise<PresenceChannel> {
  const channel = presence(client.subscribe(name));
  await nextEvent(channel, "pusher:subscription_succeeded");
  return channel;
}

/** Waits until a marker published after everything else has arrived, so "nothing more" is a fact. */
async function settled(server: TestServer, channel: Channel): Promise<void> {
  const marker = nextEvent(channel, "settled");
  server.relay.publish([channel.name], "settled", {});
  await marker;
}

describe("[FANOUT] two relays sharing Redis", () => {
  it("[FANOUT-1] every event either relay publishes (publish, batch, REST) reaches the other's sockets, in its order", async () => {
    const [a, b] = await startServers();
    const onB = await subscribed(await b!.connectClient(), "game-ordered");
    const onA = await subscribed(await a!.connectClient(), "game-ordered");
    const heardOnB = recordEvents(onB);
    const heardOnA = recordEvents(onA);
    const sdkOnA = sdkFor(a!);
    for (let n = 0; n < 60; n += 3) {
      a!.relay.publish(["game-ordered"], "seq", { n });
      a!.relay.publishBatch([{ channel: "game-ordered", event: "seq", data: { n: n + 1 } }]);
      await sdkOnA.trigger("game-ordered", "seq", { n: n + 2 });
    }
    const expected = Array.from({ length: 60 }, (_, n) => n);
    const numbers = (log: { event: string; data: unknown }[]) =>
      log.filter((e) => e.event === "seq").map((e) => (e.data as { n: number }).n);
    await eventually(() => numbers(heardOnB).length === 60, 5000, "B to hear 60 events");
    expect(numbers(heardOnB)).toEqual(expected);
    expect(numbers(heardOnA)).toEqual(expected);
    // And the other way round.
    b!.relay.publish(["game-ordered"], "seq", { n: 60 });
    await eventually(() => numbers(heardOnA).length === 61, 5000, "A to hear B's event");
  });

  it("[FANOUT-2] a user on both servers is listed once, added once, and removed once when their last socket anywhere leaves", async () => {
    const [a, b] = await startServers();
    const channelName = "presence-game-both";
    const consoleOnA = await joinPresence(await member(a!, "moderator"), channelName);
    const consoleEvents = memberEvents(consoleOnA);
    const phoneOnA = await member(a!, "ana");
    const phoneOnB = await member(b!, "ana");
    const bensPhone = await member(b!, "ben");
    const ben = await joinPresence(bensPhone, channelName);
    const benEvents = memberEvents(ben);
    await joinPresence(phoneOnA, channelName);
    const anaOnB = await joinPresence(phoneOnB, channelName);

    // subscription_succeeded lists every server's members: Ana's B socket sees the moderator on A.
    expect(memberIds(anaOnB)).toEqual(["ana", "ben", "moderator"]);
    await eventually(() => memberIds(consoleOnA).length === 3, 5000, "console to list three");
    expect(memberIds(consoleOnA)).toEqual(["ana", "ben", "moderator"]);
    await settled(a!, consoleOnA);
    await settled(b!, ben);
    expect(consoleEvents.added()).toEqual(["ben", "ana"]);
    expect(benEvents.added()).toEqual(["ana"]);

    phoneOnB.disconnect();
    await eventually(() => b!.relay.stats().connections === 1, 5000, "Ana's B socket to close");
    await settled(a!, consoleOnA);
    expect(consoleEvents.removed()).toEqual([]);
    expect(memberIds(consoleOnA)).toEqual(["ana", "ben", "moderator"]);

    phoneOnA.disconnect();
    await eventually(() => consoleEvents.removed().length === 1 && benEvents.removed().length === 1, 5000, "Ana removed");
    await settled(a!, consoleOnA);
    await settled(b!, ben);
    expect(consoleEvents.removed()).toEqual(["ana"]);
    expect(benEvents.removed()).toEqual(["ana"]);
    expect(memberIds(consoleOnA)).toEqual(["ben", "moderator"]);
  });

  it("[FANOUT-2] the same users joining and leaving on both servers at the same moment are announced exactly once each", async () => {
    const [a, b] = await startServers();
    const channelName = "presence-game-race";
    const watcher = await joinPresence(await member(a!, "watcher"), channelName);
    const watched = memberEvents(watcher);
    const users = Array.from({ length: 12 }, (_, i) => `u${i}`);
    const phones = await Promise.all(users.flatMap((user) => [member(a!, user), member(b!, user)]));
    await Promise.all(phones.map((phone) => joinPresence(phone, channelName)));
    await eventually(() => memberIds(watcher).length === users.length + 1, 5000, "every user listed");
    await settled(a!, watcher);
    expect(watched.added().sort()).toEqual([...users].sort());

    for (const phone of phones) phone.disconnect();
    await eventually(() => watched.removed().length === users.length, 5000, "every user removed");
    await settled(a!, watcher);
    expect(watched.removed().sort()).toEqual([...users].sort());
    expect(memberIds(watcher)).toEqual(["watcher"]);
  });

  it("[FANOUT-2] a server that stops its heartbeat without leaving: a survivor announces its members gone", async () => {
    const [a] = await startServers(1);
    const channelName = "presence-game-ghost";
    // Another server, as Redis knows it: registered, its members listed, its heartbeat key set.
    await inspector
      .multi()
      .set(`${KEY_PREFIX}alive:ghost`, "1")
      .sadd(`${KEY_PREFIX}servers`, "ghost")
      .hset(`${KEY_PREFIX}members:ghost:${channelName}`, "gus", JSON.stringify({ name: "gus" }), "ana", JSON.stringify({ name: "ana" }))
      .sadd(`${KEY_PREFIX}channel-servers:${channelName}`, "ghost")
      .sadd(`${KEY_PREFIX}member-channels:ghost`, channelName)
      .hset(`${KEY_PREFIX}subscriptions:ghost`, channelName, 2)
      .exec();
    const watcher = await joinPresence(await member(a!, "ana"), channelName);
    const watched = memberEvents(watcher);
    expect(memberIds(watcher)).toEqual(["ana", "gus"]);
    // It dies (as after SIGKILL): its heartbeat key is never renewed and expires.
    const diedAt = Date.now();
    await inspector.del(`${KEY_PREFIX}alive:ghost`);
    await eventually(() => watched.removed().length > 0, 3000, "the ghost's members to be removed");
    await settled(a!, watcher);
    // Ana is on a live server too, so only Gus goes.
    expect(watched.removed()).toEqual(["gus"]);
    expect(Date.now() - diedAt).toBeLessThan(HEARTBEAT.heartbeatIntervalMs * 3);
    expect(memberIds(watcher)).toEqual(["ana"]);
    expect(await inspector.sismember(`${KEY_PREFIX}servers`, "ghost")).toBe(0);
    expect(await inspector.exists(`${KEY_PREFIX}subscriptions:ghost`, `${KEY_PREFIX}members:ghost:${channelName}`)).toBe(0);
  });

  it("[FANOUT-2] a server shutting down takes its members off every list at once, not a heartbeat later", async () => {
    const [a] = await startServers(1);
    // B's heartbeat would take a minute to expire: only its own departure can remove Ben in time.
    const cluster = await connectRedisCluster({ url: redis.url, heartbeatIntervalMs: 100, heartbeatTtlMs: 60_000 });
    const b = await startTestServer({ cluster });
    const channelName = "presence-game-shutdown";
    const watcher = await joinPresence(await member(a!, "watcher"), channelName);
    const watched = memberEvents(watcher);
    await joinPresence(await member(b, "ben"), channelName);
    await eventually(() => memberIds(watcher).includes("ben"), 5000, "Ben listed");
    const closedAt = Date.now();
    await b.close();
    await eventually(() => watched.removed().length === 1, 2000, "Ben removed");
    expect(watched.removed()).toEqual(["ben"]);
    expect(Date.now() - closedAt).toBeLessThan(2000);
    expect(await inspector.sismember(`${KEY_PREFIX}servers`, cluster.serverId)).toBe(0);
    expect(await inspector.exists(`${KEY_PREFIX}alive:${cluster.serverId}`)).toBe(0);
  });

  it("[FANOUT-5] channel queries answer across servers: occupied, subscriptions summed, users once", async () => {
    const [a, b] = await startServers();
    await subscribed(await b!.connectClient(), "game-only-on-b");
    await joinPresence(await member(a!, "ana"), "presence-game-q");
    await joinPresence(await member(b!, "ana"), "presence-game-q");
    await joinPresence(await member(b!, "ben"), "presence-game-q");
    const sdkOnA = sdkFor(a!);
    expect(await get(sdkOnA, "/channels/game-only-on-b", { info: "subscription_count" })).toEqual({
      occupied: true,
      subscription_count: 1,
    });
    expect(await get(sdkOnA, "/channels/presence-game-q", { info: "user_count,subscription_count" })).toEqual({
      occupied: true,
      subscription_count: 3,
      user_count: 2,
    });
    expect(await get(sdkOnA, "/channels", { filter_by_prefix: "presence-", info: "user_count" })).toEqual({
      channels: { "presence-game-q": { user_count: 2 } },
    });
    expect(await get(sdkOnA, "/channels/presence-game-q/users")).toEqual({ users: [{ id: "ana" }, { id: "ben" }] });
    expect(await get(sdkOnA, "/channels/game-nowhere")).toEqual({ occupied: false });
  });

  it("[FANOUT-3] retire on one server drops the channel's subscribers on every server", async () => {
    const [a, b] = await startServers();
    const onB = await subscribed(await b!.connectClient(), "game-old-team");
    const heard = recordEvents(onB);
    a!.relay.publish(["game-old-team"], "before", {});
    await eventually(() => heard.length === 1, 5000, "B's socket to hear A's event");
    a!.relay.retire(["game-old-team"]);
    await eventually(() => b!.relay.stats().subscriptions === 0, 5000, "B to drop its subscriber");
    // Dropped on B itself: not even B's own publish reaches it.
    expect(b!.relay.publish(["game-old-team"], "after", {})).toBe(0);
  });

  it("[FANOUT-2] when Redis loses its data, each server registers its members and subscriptions again at its next heartbeat", async () => {
    const [a, b] = await startServers();
    await joinPresence(await member(a!, "ana"), "presence-game-lost");
    await joinPresence(await member(b!, "ben"), "presence-game-lost");
    await inspector.flushdb();
    const sdkOnA = sdkFor(a!);
    const users = async () => ((await get(sdkOnA, "/channels/presence-game-lost/users")) as { users: { id: string }[] }).users;
    expect(await users()).toEqual([]);
    const deadline = Date.now() + 3000;
    while ((await users()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await users()).map((user) => user.id).sort()).toEqual(["ana", "ben"]);
    expect(await get(sdkOnA, "/channels/presence-game-lost", { info: "subscription_count" })).toEqual({
      occupied: true,
      subscription_count: 2,
    });
  });
});

const sdkFor = (server: TestServer) => new PusherSdk({ ...APP, host: "127.0.0.1", port: String(server.port), useTLS: false });

async function get(sdk: PusherSdk, path: string, params: Record<string, string> = {}): Promise<unknown> {
  return (await sdk.get({ path, params })).json();
}
