import "server-only";
import { lanAddresses, type LanAddress } from "@/lib/server/lan";

/**
 * The address students' phones (and a second moderator device) can reach this server on. A teacher
 * usually opens the console at localhost, which a phone cannot use, so a loopback host is swapped
 * for the computer's likeliest classroom-network address (the one `npm start` prints) on the same port.
 */
export function lanBaseUrl(hostHeader: string | null, protocol = "http", addresses: readonly LanAddress[] = lanAddresses()): string {
  const host = hostHeader ?? "localhost";
  const port = host.match(/:(\d+)$/)?.[1];
  const hostname = port ? host.slice(0, -(port.length + 1)) : host;
  const loopback = hostname === "localhost" || hostname === "::1" || hostname === "[::1]" || hostname.startsWith("127.");
  const lan = loopback ? addresses[0]?.address : undefined;
  const reachable = lan ?? hostname;
  return `${protocol}://${reachable}${port ? `:${port}` : ""}`;
}

export function joinUrl(base: string, code: string): string {
  return `${base}/join?code=${encodeURIComponent(code)}`;
}
