import type { ConnectionStats } from "./connections";

/**
 * The door's connection counts, for the computer running Clue Spin to read (`/api/health` from that
 * computer): how many connections are open and how many were refused at each limit. server.ts
 * installs the reader; Next's route handlers run in the same process.
 */
const SLOT = Symbol.for("clue-spin.door-stats");
type Holder = typeof globalThis & { [SLOT]?: () => ConnectionStats };

export function installDoorStats(read: () => ConnectionStats): void {
  (globalThis as Holder)[SLOT] = read;
}

export function doorStats(): ConnectionStats | null {
  return (globalThis as Holder)[SLOT]?.() ?? null;
}
