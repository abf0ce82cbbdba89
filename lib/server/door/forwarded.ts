import { isIP } from "node:net";
import type { IncomingMessage } from "node:http";

/**
 * Which device sent a request. Directly, the connection's address. Behind a load balancer named in
 * TRUSTED_PROXIES, every connection comes from the balancer, so the device is the address the
 * balancer appended to X-Forwarded-For (the last entry: earlier ones are whatever the phone sent).
 * Never from a header alone: a phone could claim to be the teacher's computer.
 */
export type PeerOf = (req: IncomingMessage) => string;

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

export function createPeerOf(trustedProxies: readonly string[]): PeerOf {
  const trusted = new Set(trustedProxies.map(plain));
  return (req) => {
    const address = req.socket.remoteAddress ?? "unknown";
    if (trusted.size === 0 || !trusted.has(plain(address))) return address;
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").at(-1)?.trim() ?? "";
    // A trusted balancer that did not say whom it forwards for: treat the request as no one's device in particular.
    return isIP(forwarded) ? forwarded : "unknown";
  };
}

/** Whether a connection comes from a trusted balancer (its connections carry many devices: no per-address connection limits). */
export function isTrustedProxy(trustedProxies: readonly string[], address: string | undefined): boolean {
  return address !== undefined && trustedProxies.map(plain).includes(plain(address));
}
