// Several servers as one real-time server, through Redis: each server's events reach the others'
// sockets over one pub/sub channel, and presence members are listed per server in Redis (the
// scripts in redis-scripts.ts), each server renewing a heartbeat key the survivors watch.
// Loaded with import() only when REDIS_URL is set, so a laptop's server never loads ioredis.
import { randomBytes } from "node:crypto";
import os from "node:os";
import Redis from "ioredis";
import type { ChannelSummary, PresenceJoin, PresenceSnapshot } from "./channel-registry";
import { encodeClusterMessage, parseClusterMessage, type ClusterMessage, type SharedEvent } from "./cluster-message";
import type { ClusterHandlers, RelayCluster } from "./relay-cluster";
import {
  BUS_CHANNEL,
  CHANNELS,
  COUNT_SUBSCRIPTION,
  DEPART,
  HEARTBEAT,
  JOIN_PRESENCE,
  KEY_PREFIX,
  LEAVE_PRESENCE,
  MEMBERS,
} from "./redis-scripts";

export interface RedisClusterOptions {
  url: string;
  /** How often this server renews its heartbeat and looks for servers that stopped renewing theirs. */
  heartbeatIntervalMs?: number;
  /** A server silent this long is taken for dead: its presence members are announced gone. */
  heartbeatTtlMs?: number;
  /** Only for tests: a server id of their choosing. */
  serverId?: string;
}

export const HEARTBEAT_DEFAULTS = { heartbeatIntervalMs: 2_000, heartbeatTtlMs: 6_000 } as const;

export interface RedisRelayCluster extends RelayCluster {
  /**
   * The signing secret every server uses when PUSHER_SECRET is not set: the first server's random
   * one, kept in Redis, so a subscription signed by one server is accepted by another.
   */
  agreeOnSecret(proposal: string): Promise<string>;
}

function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/** Redis down logs once until it is back, not once per event. */
function outageLog() {
  let reported = false;
  return {
    failed(what: string, error: unknown) {
      if (reported) return;
      reported = true;
      console.error(`Real-time across servers: ${what} failed (Redis unreachable?); screens catch up by version when it is back:`, error);
    },
    recovered() {
      if (reported) console.log("Real-time across servers: Redis reachable again.");
      reported = false;
    },
  };
}

/** Redis answers a script's array as strings (numbers for counts); pairs of user id and info JSON. */
function snapshotFrom(reply: unknown): PresenceSnapshot {
  const flat = Array.isArray(reply) ? reply.map(String) : [];
  const members = new Map<string, unknown>();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const [userId = "", infoJson = "null"] = flat.slice(i, i + 2);
    if (members.has(userId)) continue;
    let info: unknown = null;
    try {
      info = JSON.parse(infoJson);
    } catch {
      // Written by our own scripts from JSON.stringify; a damaged value lists the user without info.
    }
    members.set(userId, info);
  }
  const ids = [...members.keys()];
  return { ids, hash: Object.fromEntries(members), count: ids.length };
}

function summariesFrom(reply: unknown): ChannelSummary[] {
  const flat = Array.isArray(reply) ? reply : [];
  const summaries: ChannelSummary[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3) {
    const users = Number(flat[i + 2]);
    summaries.push({ name: String(flat[i]), subscriptionCount: Number(flat[i + 1]), userCount: users < 0 ? null : users });
  }
  return summaries;
}

export async function connectRedisCluster(options: RedisClusterOptions): Promise<RedisRelayCluster> {
  const intervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_DEFAULTS.heartbeatIntervalMs;
  const ttlMs = options.heartbeatTtlMs ?? HEARTBEAT_DEFAULTS.heartbeatTtlMs;
  const serverId = options.serverId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const connection = { lazyConnect: true, connectTimeout: 10_000, maxRetriesPerRequest: 3 };
  // A connection that subscribes can send nothing else, hence two.
  const commands = new Redis(options.url, { ...connection, connectionName: `clue-spin:${serverId}` });
  const listener = new Redis(options.url, { ...connection, connectionName: `clue-spin:${serverId}:listener` });
  const outage = outageLog();
  for (const client of [commands, listener]) {
    client.on("error", (error) => outage.failed("the connection", error));
    client.on("ready", () => outage.recovered());
  }
  try {
    await Promise.all([commands.connect(), listener.connect()]);
    await listener.subscribe(BUS_CHANNEL);
  } catch (error) {
    commands.disconnect();
    listener.disconnect();
    throw new Error(
      `cannot reach Redis at ${options.url.replace(/\/\/[^@/]*@/, "//***@")}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }

  let handlers: ClusterHandlers | null = null;
  let secret = "";
  let closed = false;

  const run = (script: string, ...args: (string | number)[]) => commands.eval(script, 0, KEY_PREFIX, ...args);
  const runQuietly = (what: string, script: string, ...args: (string | number)[]) => {
    run(script, ...args).catch((error: unknown) => outage.failed(what, error));
  };
  const publish = (message: ClusterMessage) => {
    // One connection sends in call order, and Redis delivers one publisher's messages in order.
    commands.publish(BUS_CHANNEL, encodeClusterMessage(message)).catch((error: unknown) => outage.failed("publishing", error));
  };

  const hear = (raw: string) => {
    const parsed = parseClusterMessage(raw);
    if (parsed.type === "invalid") {
      console.error(`Real-time across servers: dropped a message on ${BUS_CHANNEL} that is not one Clue Spin sends (${parsed.reason}).`);
      return;
    }
    const message = parsed.message;
    if (!handlers) return;
    try {
      switch (message.type) {
        case "events":
          // This server delivered its own events when it published them.
          if (message.from !== serverId) handlers.deliverEvents(message.events);
          return;
        case "retire":
          if (message.from !== serverId) handlers.retire(message.channels);
          return;
        case "member-added":
          // Announcements are decided in Redis, so every server delivers them, the announcing one too.
          handlers.memberAdded(message.channel, { user_id: message.userId, user_info: message.info }, message.excludeSocketId);
          return;
        case "member-removed":
          handlers.memberRemoved(message.channel, message.userId);
          return;
        default:
          exhaustiveSwitchError(message);
      }
    } catch (error) {
      console.error(`Real-time across servers: delivering a ${message.type} message failed:`, error);
    }
  };
  listener.on("message", (channel: string, raw: string) => {
    if (channel === BUS_CHANNEL) hear(raw);
  });

  const joinPresence = async (channel: string, join: PresenceJoin, excludeSocketId?: string): Promise<PresenceSnapshot> => {
    const announcement: ClusterMessage = {
      type: "member-added",
      from: serverId,
      channel,
      userId: join.userId,
      info: join.info,
      ...(excludeSocketId === undefined ? {} : { excludeSocketId }),
    };
    const reply = await run(
      JOIN_PRESENCE,
      BUS_CHANNEL,
      serverId,
      channel,
      join.userId,
      JSON.stringify(join.info),
      encodeClusterMessage(announcement),
    );
    return snapshotFrom(reply);
  };

  /** After the others reaped this server while it lived (a long pause), or Redis lost its data. */
  const registerAgain = async () => {
    if (!handlers) return;
    const state = handlers.localState();
    const key = `${KEY_PREFIX}subscriptions:${serverId}`;
    const counts = Object.fromEntries(state.subscriptions.map(({ channel, count }) => [channel, count]));
    const transaction = commands.multi().del(key);
    if (state.subscriptions.length > 0) transaction.hset(key, counts);
    await transaction.exec();
    for (const member of state.presence) {
      await joinPresence(member.channel, { userId: member.userId, info: member.info });
    }
  };

  let beats = 0;
  const heartbeat = async () => {
    const reply = await run(HEARTBEAT, BUS_CHANNEL, serverId, ttlMs, secret);
    const registered = Array.isArray(reply) ? Number(reply[0]) : 0;
    beats += 1;
    if (registered === 1 && beats > 1) {
      console.error("Real-time across servers: the other servers took this one for dead; registering its members again.");
      await registerAgain();
    }
  };
  await heartbeat();
  const timer = setInterval(() => {
    if (!closed) heartbeat().catch((error: unknown) => outage.failed("the heartbeat", error));
  }, intervalMs);
  timer.unref();

  const summaries = async (prefix: string) => summariesFrom(await run(CHANNELS, prefix));

  return {
    serverId,
    attach(next) {
      handlers = next;
    },
    shareEvents(events: readonly SharedEvent[]) {
      if (events.length > 0) publish({ type: "events", from: serverId, events: [...events] });
    },
    shareRetire(channels) {
      publish({ type: "retire", from: serverId, channels: [...channels] });
    },
    joinPresence: (channel, join, socketId) => joinPresence(channel, join, socketId),
    leavePresence(channel, userId) {
      const announcement: ClusterMessage = { type: "member-removed", from: serverId, channel, userId };
      runQuietly("a presence leave", LEAVE_PRESENCE, BUS_CHANNEL, serverId, channel, userId, encodeClusterMessage(announcement));
    },
    countSubscription(channel, delta) {
      runQuietly("counting subscriptions", COUNT_SUBSCRIPTION, serverId, channel, delta);
    },
    summaries,
    async summary(channel) {
      return (await summaries(channel)).find((summary) => summary.name === channel) ?? null;
    },
    async presenceUserIds(channel) {
      return snapshotFrom(await run(MEMBERS, channel)).ids;
    },
    async agreeOnSecret(proposal) {
      const key = `${KEY_PREFIX}secret`;
      await commands.set(key, proposal, "NX");
      secret = (await commands.get(key)) ?? proposal;
      return secret;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      try {
        await run(DEPART, BUS_CHANNEL, serverId);
      } catch (error) {
        outage.failed("leaving the cluster", error);
      }
      await Promise.allSettled([commands.quit(), listener.quit()]);
    },
  };
}
