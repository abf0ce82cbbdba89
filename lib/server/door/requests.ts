import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { createRateLimiter } from "../rate-limit";
import { errorBody, tooManyRequests } from "../replies";
import { isThisComputer } from "../this-computer";
import type { DoorLimits } from "../env";
import { hostChecker } from "./hosts";
import type { PeerOf } from "./forwarded";

/**
 * The door every request passes before Next.js: a request with a foreign Host or bad
 * percent-encoding is refused, and each device address has a budget for API requests, page
 * requests and WebSocket connections. Refused here, a request costs microseconds; refused inside a
 * route handler it would still cost Next's request handling (about 1.5 ms of CPU), and one phone
 * sending hundreds a second would slow every game on the server. The budgets are far above what a
 * class needs, even 24 phones behind one address reconnecting at once; the computer running Clue
 * Spin is not limited.
 */
export interface Door {
  /** Answers and returns true when the request is refused. */
  screenRequest(req: IncomingMessage, res: ServerResponse, now: number): boolean;
  /** Answers on the raw socket and returns true when the WebSocket upgrade is refused. */
  screenUpgrade(req: IncomingMessage, socket: Duplex, now: number): boolean;
}

export type Refusal = { status: 400 | 403 | 421 | 429; code: string; message: string; retryAfterSeconds?: number };

export function createDoor(options: { limits: DoorLimits; allowedHosts: readonly string[]; peerOf?: PeerOf }): Door {
  const peerOf = options.peerOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "unknown");
  const { limits } = options;
  const api = createRateLimiter({ capacity: limits.DEVICE_API_BURST, refillPerSecond: limits.DEVICE_API_PER_SECOND });
  const pages = createRateLimiter({ capacity: limits.DEVICE_PAGE_BURST, refillPerSecond: limits.DEVICE_PAGE_PER_SECOND });
  const upgrades = createRateLimiter({ capacity: limits.DEVICE_SOCKET_BURST, refillPerSecond: limits.DEVICE_SOCKET_PER_SECOND });
  const hostAllowed = hostChecker(options.allowedHosts);
  const openSockets = new Map<string, number>();

  /** What is wrong with any request, wherever it goes; null when it may go on. */
  const basicRefusal = (req: IncomingMessage): Refusal | null => {
    if (!hostAllowed(req.headers.host)) {
      return {
        status: 421,
        code: "input/unknown_host",
        message:
          "This server does not answer to that name: open Clue Spin by the address it printed when it started (or add the name to ALLOWED_HOSTS).",
      };
    }
    if (!wellEncoded(req.url ?? "/")) {
      return {
        status: 400,
        code: "input/bad_address",
        message: "The address is not valid (a % sign must be followed by two hex digits): check the link and try again.",
      };
    }
    if (changesSomething(req) && isCrossSite(req)) {
      return {
        status: 403,
        code: "auth/cross_site",
        message: "Clue Spin only takes changes from its own pages: open it by its own address and try again.",
      };
    }
    return null;
  };

  return {
    screenRequest(req, res, now) {
      const peer = peerOf(req);
      let refusal = basicRefusal(req);
      if (!refusal && !isThisComputer(peer)) {
        const budget = (req.url ?? "/").startsWith("/api/") ? api : pages;
        const verdict = budget.take(peer, now);
        if (!verdict.allowed) refusal = { ...tooManyRequests(verdict.retryAfterSeconds), status: 429 };
      }
      if (!refusal) return false;
      answer(res, refusal, (req.url ?? "/").startsWith("/api/"));
      return true;
    },

    screenUpgrade(req, socket, now) {
      const peer = peerOf(req);
      let refusal = basicRefusal(req);
      if (!refusal && !isThisComputer(peer)) {
        const open = openSockets.get(peer) ?? 0;
        if (open >= limits.DEVICE_MAX_SOCKETS) {
          refusal = {
            ...tooManyRequests(5),
            status: 429,
            message: `This device has ${open} live connections open, the most one device may hold: close other tabs and try again.`,
          };
        } else {
          const verdict = upgrades.take(peer, now);
          if (!verdict.allowed) refusal = { ...tooManyRequests(verdict.retryAfterSeconds), status: 429 };
        }
      }
      if (refusal) {
        const retry = refusal.retryAfterSeconds === undefined ? "" : `Retry-After: ${refusal.retryAfterSeconds}\r\n`;
        socket.end(`HTTP/1.1 ${refusal.status} ${REASON[refusal.status]}\r\n${retry}Connection: close\r\nContent-Length: 0\r\n\r\n`);
        socket.destroy();
        return true;
      }
      if (!isThisComputer(peer)) {
        openSockets.set(peer, (openSockets.get(peer) ?? 0) + 1);
        socket.once("close", () => {
          const left = (openSockets.get(peer) ?? 1) - 1;
          if (left <= 0) openSockets.delete(peer);
          else openSockets.set(peer, left);
        });
      }
      return false;
    },
  };
}

const REASON = { 400: "Bad Request", 403: "Forbidden", 421: "Misdirected Request", 429: "Too Many Requests" } as const;

const changesSomething = (req: IncomingMessage) => req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";

/**
 * A request another web site's page made the browser send (a form can post across sites without
 * asking). Browsers name the page's origin on every such request; tools send none, which is fine.
 */
function isCrossSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Every % in the request target starts a valid escape (what Next.js and decodeURIComponent expect). */
function wellEncoded(url: string): boolean {
  if (!url.includes("%")) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function answer(res: ServerResponse, refusal: Refusal, asJson: boolean): void {
  const body = asJson
    ? JSON.stringify(errorBody({ ok: false, status: 400, code: refusal.code, message: refusal.message }))
    : `${refusal.message}\n`;
  res.writeHead(refusal.status, {
    "content-type": asJson ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(refusal.retryAfterSeconds === undefined ? {} : { "retry-after": String(refusal.retryAfterSeconds) }),
    // A flooding client must open a new connection for its next try, which slows it down.
    ...(refusal.status === 429 ? { connection: "close" } : {}),
  });
  res.end(body);
}
