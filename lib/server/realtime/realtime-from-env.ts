// Chooses the real-time backend from the environment: hosted Pusher / Soketi through the
// official SDK when PUSHER_HOST or PUSHER_CLUSTER is set, otherwise the built-in relay.
import { randomBytes } from "node:crypto";
import Pusher from "pusher";
import { builtInPublisher, sdkPublisher, type Publisher } from "./publisher";
import { createRelay, type Relay, type RelayOptions } from "./relay";
import type { RelayCluster } from "./relay-cluster";

export type RealtimeSetup = { type: "built-in"; relay: Relay; publisher: Publisher } | { type: "sdk"; publisher: Publisher };

type Env = Readonly<Record<string, string | undefined>>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when PUSHER_HOST or PUSHER_CLUSTER is set`);
  return value;
}

function optionalPort(env: Env, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${name} must be a port number`);
  return port;
}

/**
 * Env: PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET with PUSHER_HOST[/PUSHER_PORT] or PUSHER_CLUSTER;
 * PUSHER_USE_TLS ("true"/"false", default true for a cluster, false for a host);
 * PUSHER_WS_HOST/PUSHER_WS_PORT when browsers reach the server at another address than we do.
 * Without host or cluster the built-in relay is used, with PUSHER_* credentials if given,
 * else a random secret per process (pusher-js re-authorizes after a reconnect anyway), or on
 * several servers (`shared`, from REDIS_URL) the secret they agreed on, since one may sign what another checks.
 */
export function realtimeFromEnv(
  env: Env,
  relayTimings?: RelayOptions["timings"],
  relayLimits: Pick<RelayOptions, "maxSubscriptionsPerSocket"> = {},
  shared?: { cluster: RelayCluster; secret: string },
): RealtimeSetup {
  const host = env.PUSHER_HOST;
  const cluster = env.PUSHER_CLUSTER;
  if (!host && !cluster) {
    const relay = createRelay({
      appId: env.PUSHER_APP_ID || "clue-spin",
      key: env.PUSHER_KEY || "clue-spin",
      secret: env.PUSHER_SECRET || shared?.secret || randomBytes(32).toString("hex"),
      timings: relayTimings,
      ...relayLimits,
      ...(shared ? { cluster: shared.cluster } : {}),
    });
    return { type: "built-in", relay, publisher: builtInPublisher(relay) };
  }

  const credentials = {
    appId: required(env, "PUSHER_APP_ID"),
    key: required(env, "PUSHER_KEY"),
    secret: required(env, "PUSHER_SECRET"),
  };
  const useTLS = env.PUSHER_USE_TLS ? env.PUSHER_USE_TLS === "true" : !host;
  const port = optionalPort(env, "PUSHER_PORT");
  const sdk = host
    ? new Pusher({ ...credentials, host, port: port === undefined ? undefined : String(port), useTLS })
    : new Pusher({ ...credentials, cluster: cluster ?? "", useTLS });
  const wsHost = env.PUSHER_WS_HOST || host;
  const wsPort = optionalPort(env, "PUSHER_WS_PORT") ?? port;
  return {
    type: "sdk",
    publisher: sdkPublisher(sdk, {
      key: credentials.key,
      // pusher-js needs a cluster even when wsHost points elsewhere.
      cluster: cluster || "mt1",
      ...(wsHost ? { wsHost } : {}),
      ...(wsPort !== undefined ? { wsPort } : {}),
      forceTLS: useTLS,
    }),
  };
}
