import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { realtimeFromEnv, type RealtimeSetup } from "./realtime/realtime-from-env";
import { installRealtime, uninstallRealtime } from "./realtime/shared-realtime";

/** What the custom server needs from the real-time side: its own HTTP paths and WebSocket upgrades. */
export interface RealtimeHost {
  kind: "built-in" | "sdk";
  /** Where browsers open their real-time connection, beyond this server (for the CSP). */
  connectSources: string[];
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The built-in relay on several servers: joined through Redis so each one's events reach every
 * server's sockets. Imported only then, so one server alone never loads the Redis client.
 */
async function relayAcrossServers(env: Env, relayLimits: { maxSubscriptionsPerSocket?: number }, redisUrl: string): Promise<RealtimeSetup> {
  const { connectRedisCluster } = await import("./realtime/redis-cluster");
  const cluster = await connectRedisCluster({ url: redisUrl });
  const secret = env.PUSHER_SECRET || (await cluster.agreeOnSecret(randomBytes(32).toString("hex")));
  return realtimeFromEnv(env, undefined, relayLimits, { cluster, secret });
}

/**
 * Starts the built-in Pusher-protocol relay (default; with `redisUrl`, one of several servers) or
 * the hosted-Pusher publisher, and makes it reachable from Next's route handlers, which run in this
 * process but in separate bundles. Hosted Pusher fans out by itself, so it needs no Redis.
 */
export async function startRealtime(
  env: Env = process.env,
  relayLimits: { maxSubscriptionsPerSocket?: number } = {},
  redisUrl?: string,
): Promise<RealtimeHost> {
  const hosted = Boolean(env.PUSHER_HOST || env.PUSHER_CLUSTER);
  const setup = redisUrl && !hosted ? await relayAcrossServers(env, relayLimits, redisUrl) : realtimeFromEnv(env, undefined, relayLimits);
  installRealtime(setup);
  if (setup.type === "sdk") {
    const host = env.PUSHER_WS_HOST || env.PUSHER_HOST;
    const connectSources = host
      ? [`ws://${host}:*`, `wss://${host}:*`, `http://${host}:*`, `https://${host}:*`]
      : ["https://*.pusher.com", "wss://*.pusher.com"];
    return {
      kind: "sdk",
      connectSources,
      handleHttp: () => false,
      handleUpgrade: () => false,
      close: () => {
        uninstallRealtime();
        return Promise.resolve();
      },
    };
  }
  const { relay } = setup;
  return {
    kind: "built-in",
    connectSources: [],
    handleHttp: (req, res) => relay.handleHttp(req, res),
    handleUpgrade: (req, socket, head) => relay.handleUpgrade(req, socket, head),
    close: async () => {
      await relay.close();
      uninstallRealtime();
    },
  };
}
