import os from "node:os";
import { isIP } from "node:net";

/**
 * Which `Host` a request may name. A page on another site can make a teacher's browser send
 * requests to this server under the other site's name (DNS rebinding); refusing every name that is
 * not this server's closes that door. An IP literal cannot be rebound, so any IP is fine; names are
 * "localhost", this machine's own name (and its .local mDNS name), and ALLOWED_HOSTS.
 */
export function hostChecker(allowed: readonly string[]): (hostHeader: string | undefined) => boolean {
  const own = os.hostname().toLowerCase();
  const names = new Set(["localhost", own, `${own}.local`, ...allowed.map((host) => host.toLowerCase())]);
  return (hostHeader) => {
    if (!hostHeader) return false;
    const host = hostName(hostHeader.trim().toLowerCase());
    if (host === null) return false;
    return isIP(host) !== 0 || names.has(host) || host.endsWith(".localhost");
  };
}

/** "example:3000" → "example", "[::1]:3000" → "::1"; null when it is not a host at all. */
function hostName(header: string): string | null {
  if (header.startsWith("[")) {
    const end = header.indexOf("]");
    return end > 0 ? header.slice(1, end) : null;
  }
  const colon = header.indexOf(":");
  const host = colon === -1 ? header : header.slice(0, colon);
  return host === "" ? null : host.replace(/\.$/, "");
}
