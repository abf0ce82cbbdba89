import type { IncomingMessage, ServerResponse } from "node:http";
import { createRateLimiter } from "./rate-limit";
import { errorBody, tooManyRequests } from "./replies";

/**
 * Refuses a flood from one device at the door, before Next.js handles the request. Refused there,
 * a request costs microseconds; refused inside a route handler it would still cost Next's request
 * handling (about 1.5 ms of CPU each), and one phone sending hundreds a second would slow every
 * other game on the server. The budget is per device address and far above what a screen needs
 * (a command every few seconds, a view fetch and a channel auth after each reconnect).
 * The computer running Clue Spin is the teacher's own and is not limited here.
 */
const perDevice = createRateLimiter({ capacity: 60, refillPerSecond: 20 });
// Only the addresses a browser on this computer uses, not all of 127/8 as `isLoopback` (teacher.ts)
// does: the soak and bench give each simulated phone its own 127.x address, and those must be
// limited like phones.
const THIS_MACHINE = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Answers 429 and returns true when `peer` is over its budget for API requests. */
export function refuseFlood(req: IncomingMessage, res: ServerResponse, peer: string, now: number): boolean {
  if (THIS_MACHINE.has(peer) || !req.url?.startsWith("/api/")) return false;
  const verdict = perDevice.take(peer, now);
  if (verdict.allowed) return false;
  const refusal = tooManyRequests(verdict.retryAfterSeconds);
  const body = JSON.stringify(errorBody(refusal));
  res.writeHead(refusal.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "retry-after": String(verdict.retryAfterSeconds),
    // A flooding client must open a new connection for its next try, which slows it down.
    connection: "close",
  });
  res.end(body);
  return true;
}
