import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { realtimeFromEnv } from "./realtime/realtime-from-env";
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

/**
 * Starts the built-in Pusher-protocol relay (default) or the hosted-Pusher publisher, and makes
 * it reachable from Next's route handlers, which run in this process but in separate bundles.
 */
export function startRealtime(
  env: Readonly<Record<string, string | undefined>> = process.env,
  relayLimits: { maxSubscriptionsPerSocket?: number } = {},
): RealtimeHost {
  const setup = realtimeFromEnv(env, undefined, relayLimits);
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
