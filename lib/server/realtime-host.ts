import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Env } from "./env";

/** What the custom server needs from the real-time side: its own HTTP paths and WebSocket upgrades. */
export interface RealtimeHost {
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export function startRealtime(_env: Env): RealtimeHost {
  return { handleHttp: () => false, handleUpgrade: () => false, close: () => {} };
}
