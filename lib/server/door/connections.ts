import type { Server } from "node:http";
import type { Socket } from "node:net";
import { isThisComputer } from "../this-computer";
import { isTrustedProxy } from "./forwarded";

export interface ConnectionLimits {
  /** A connection that has sent no complete request head this long after it opened is closed. */
  headTimeoutMs: number;
  /** Open TCP connections one device address may hold (HTTP keep-alive and WebSockets alike). */
  perDevice: number;
  /** Connections of one address that have not yet sent a complete request head. */
  halfOpenPerDevice: number;
  /** All connections; past it only the computer running Clue Spin is let in. */
  total: number;
  /** Load balancers (TRUSTED_PROXIES): their connections carry many devices, so no per-address limit applies. */
  trustedProxies?: readonly string[];
}

export interface ConnectionStats {
  open: number;
  refused: { perDevice: number; halfOpen: number; total: number };
}

/**
 * Counts connections per device address as they are accepted and drops the ones over a limit
 * before any byte is parsed, so one device cannot use up the process's file handles (thousands of
 * connections that never finish their headers) and lock the teacher out. The teacher's own computer
 * is never refused. A connection that stays silent is closed after `headTimeoutMs` (Node's own
 * headersTimeout only starts once the first bytes of a request arrive).
 */
export function guardConnections(server: Server, limits: ConnectionLimits): { stats(): ConnectionStats } {
  const perAddress = new Map<string, { open: number; halfOpen: number }>();
  const awaitingHead = new WeakSet<Socket>();
  let open = 0;
  const refused = { perDevice: 0, halfOpen: 0, total: 0 };

  const silentTimers = new WeakMap<Socket, NodeJS.Timeout>();
  const headArrived = (socket: Socket) => {
    clearTimeout(silentTimers.get(socket));
    if (!awaitingHead.delete(socket)) return;
    const entry = perAddress.get(socket.remoteAddress ?? "");
    if (entry) entry.halfOpen--;
  };

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const trusted = isThisComputer(address) || isTrustedProxy(limits.trustedProxies ?? [], address);
    const entry = perAddress.get(address) ?? { open: 0, halfOpen: 0 };
    if (!trusted) {
      const over =
        open >= limits.total
          ? "total"
          : entry.open >= limits.perDevice
            ? "perDevice"
            : entry.halfOpen >= limits.halfOpenPerDevice
              ? "halfOpen"
              : null;
      if (over) {
        refused[over]++;
        socket.destroy();
        return;
      }
    }
    open++;
    entry.open++;
    entry.halfOpen++;
    perAddress.set(address, entry);
    awaitingHead.add(socket);
    silentTimers.set(
      socket,
      setTimeout(() => {
        if (awaitingHead.has(socket)) socket.destroy();
      }, limits.headTimeoutMs).unref(),
    );
    socket.once("close", () => {
      clearTimeout(silentTimers.get(socket));
      open--;
      entry.open--;
      if (awaitingHead.delete(socket)) entry.halfOpen--;
      if (entry.open === 0) perAddress.delete(address);
    });
  });
  server.on("request", (req) => headArrived(req.socket));
  server.on("upgrade", (req) => headArrived(req.socket));

  return { stats: () => ({ open, refused: { ...refused } }) };
}
