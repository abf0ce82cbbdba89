// The built-in Pusher Channels (protocol 7) server: WebSockets on /app/:key and the
// SDK's REST API on /apps/:id/…, sharing one channel registry, mounted on any http.Server.
// Given a cluster (several servers sharing Redis), what it delivers reaches the others' sockets too.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { localChannelDirectory } from "./channel-directory";
import { ChannelRegistry } from "./channel-registry";
import type { SharedEvent } from "./cluster-message";
import { encodeFrame } from "./protocol";
import type { RelayCluster } from "./relay-cluster";
import { createRestApi } from "./rest-api";
import { signChannel, type ChannelAuthorization, type PresenceMemberData } from "./signing";
import { SocketSessions, type SocketTimings } from "./socket-sessions";
import { channelKind, channelNameProblem, isSocketId, prepareServerEvent } from "./validation";

export interface RelayOptions {
  appId: string;
  key: string;
  secret: string;
  /** Defaults: 120 s activity timeout (as hosted Pusher), 30 s pong timeout, sweep every 5 s. */
  timings?: Partial<SocketTimings>;
  maxConnections?: number;
  /** Channels one socket may be subscribed to at once; a screen needs three at most. Default 10. */
  maxSubscriptionsPerSocket?: number;
  /** The other servers of a deployment that shares Redis (relay-cluster.ts); none on one machine. */
  cluster?: RelayCluster;
}

export interface RelayStats {
  connections: number;
  channels: number;
  subscriptions: number;
}

export interface Relay {
  readonly appId: string;
  readonly key: string;
  /** Takes WebSocket upgrades for /app/:key; false means "not mine, pass it on". */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Serves /apps/:appId/… (events, batch_events, channels); false means "not mine". */
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Sends an event to every subscriber of the channels. Throws RealtimeLimitError for data
   * over 10 KB, more than 100 channels or bad names. Returns how many sockets it reached.
   */
  publish(channels: readonly string[], event: string, data: unknown, excludeSocketId?: string): number;
  /** Several events, each to one channel, in order; all checked before any is sent. */
  publishBatch(events: readonly { channel: string; event: string; data: unknown; excludeSocketId?: string }[]): void;
  /** Unsubscribes every socket from these channels (names the app will never publish to again). */
  retire(channels: readonly string[]): void;
  /** Signs a subscription the app has already decided to allow. */
  authorizeChannel(socketId: string, channel: string, presenceData?: PresenceMemberData): ChannelAuthorization;
  stats(): RelayStats;
  close(): Promise<void>;
}

const DEFAULT_TIMINGS: SocketTimings = {
  activityTimeoutSeconds: 120,
  pongTimeoutMs: 30_000,
  sweepIntervalMs: 5_000,
};

export function createRelay(options: RelayOptions): Relay {
  for (const field of ["appId", "key", "secret"] as const) {
    if (!options[field]) throw new Error(`createRelay needs a non-empty ${field}`);
  }
  const credentials = { key: options.key, secret: options.secret };
  const cluster = options.cluster ?? null;
  const registry = new ChannelRegistry();
  const sockets = new SocketSessions(
    credentials,
    registry,
    { ...DEFAULT_TIMINGS, ...options.timings },
    options.maxConnections ?? 10_000,
    options.maxSubscriptionsPerSocket ?? 10,
    cluster,
  );

  const deliver = (channels: readonly string[], event: string, serializedData: string, excludeSocketId?: string) => {
    let delivered = 0;
    for (const channel of channels) {
      // No socket here hears it (a board not open, or its screens on another server): nothing to encode.
      if (!registry.hasSubscribers(channel)) continue;
      // The frame names its channel, so it is encoded once per channel and shared by every socket.
      const frame = Buffer.from(encodeFrame(event, serializedData, channel));
      delivered += registry.deliver(channel, frame, excludeSocketId);
    }
    return delivered;
  };
  const deliverHere = (events: readonly SharedEvent[]) =>
    events.reduce((total, item) => total + deliver(item.channels, item.event, item.data, item.excludeSocketId), 0);
  // This server's sockets hear an event at once; the others' hear it through the cluster, in this order.
  const deliverEverywhere = (events: readonly SharedEvent[]) => {
    const delivered = deliverHere(events);
    cluster?.shareEvents(events);
    return delivered;
  };
  const memberFrame = (event: string, data: unknown, channel: string) => Buffer.from(encodeFrame(event, JSON.stringify(data), channel));

  cluster?.attach({
    deliverEvents: deliverHere,
    retire: (channels) => channels.forEach((channel) => sockets.dropChannel(channel)),
    memberAdded: (channel, member, excludeSocketId) =>
      registry.deliver(channel, memberFrame("pusher_internal:member_added", member, channel), excludeSocketId),
    memberRemoved: (channel, userId) =>
      registry.deliver(channel, memberFrame("pusher_internal:member_removed", { user_id: userId }, channel)),
    localState: () => ({
      presence: registry.presenceMembers(),
      subscriptions: registry.summaries().map((summary) => ({ channel: summary.name, count: summary.subscriptionCount })),
    }),
  });

  const handleRest = createRestApi({
    appId: options.appId,
    credentials,
    channels: cluster ?? localChannelDirectory(registry),
    deliver: deliverEverywhere,
  });

  return {
    appId: options.appId,
    key: options.key,
    handleUpgrade: (req, socket, head) => sockets.handleUpgrade(req, socket, head),
    handleHttp: handleRest,
    publish(channels, event, data, excludeSocketId) {
      const serialized = prepareServerEvent(channels, event, data);
      return deliverEverywhere([{ channels: [...channels], event, data: serialized, ...excluding(excludeSocketId) }]);
    },
    publishBatch(events) {
      const prepared = events.map((item) => ({
        channels: [item.channel],
        event: item.event,
        data: prepareServerEvent([item.channel], item.event, item.data),
        ...excluding(item.excludeSocketId),
      }));
      if (prepared.length > 0) deliverEverywhere(prepared);
    },
    retire(channels) {
      for (const channel of channels) sockets.dropChannel(channel);
      if (channels.length > 0) cluster?.shareRetire(channels);
    },
    authorizeChannel(socketId, channel, presenceData) {
      if (!isSocketId(socketId)) throw new Error(`Invalid socket id: ${JSON.stringify(socketId)}`);
      const problem = channelNameProblem(channel);
      if (problem) throw new Error(`${problem}: ${JSON.stringify(channel)}`);
      if (channelKind(channel) === "presence" && presenceData === undefined) {
        throw new Error("Presence channels need presence data ({ user_id, user_info })");
      }
      return signChannel(credentials, socketId, channel, presenceData);
    },
    stats: () => ({
      connections: sockets.connectionCount(),
      channels: registry.channelCount(),
      subscriptions: registry.subscriptionCount(),
    }),
    async close() {
      await sockets.close();
      await cluster?.close();
    },
  };
}

const excluding = (socketId: string | undefined) => (socketId === undefined ? {} : { excludeSocketId: socketId });
