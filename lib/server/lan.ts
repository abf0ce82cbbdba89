import os from "node:os";

/** Interfaces that are not the classroom network: containers, virtual machines, VPNs. */
const NOT_THE_CLASSROOM = /^(docker|br-|veth|virbr|vboxnet|vmnet|vethernet|tailscale|utun|tun|tap|wg|zt|lxc|lxd|cni|flannel|podman)/i;

/** The addresses a Wi-Fi or wired classroom network hands out, most common first. */
function privateRank(address: string): number {
  if (address.startsWith("192.168.")) return 0;
  if (address.startsWith("10.")) return 1;
  const [a, b] = address.split(".").map(Number);
  if (a === 172 && b !== undefined && b >= 16 && b <= 31) return 2;
  if (address.startsWith("169.254.")) return 4; // no network handed this one out
  return 3;
}

export interface LanAddress {
  address: string;
  interface: string;
}

/**
 * The IPv4 addresses other devices on the classroom network can reach this machine on, the likeliest
 * first: a real network's before a container's, a VM's or a VPN's, and a private address before others.
 */
export function lanAddresses(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): LanAddress[] {
  const found = Object.entries(interfaces).flatMap(([name, infos]) =>
    (infos ?? []).filter((info) => info.family === "IPv4" && !info.internal).map((info) => ({ address: info.address, interface: name })),
  );
  const rank = (entry: LanAddress) => (NOT_THE_CLASSROOM.test(entry.interface) ? 10 : 0) + privateRank(entry.address);
  // Array sort is stable: addresses of the same rank keep the system's order.
  return found.sort((x, y) => rank(x) - rank(y));
}

export function urlsToOpen(
  host: string,
  port: number,
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): { local: string; lan: LanUrl[] } {
  const local = `http://localhost:${port}`;
  if (host !== "0.0.0.0" && host !== "::") return { local, lan: [{ url: `http://${host}:${port}`, interface: null }] };
  return {
    local,
    lan: lanAddresses(interfaces).map(({ address, interface: name }) => ({ url: `http://${address}:${port}`, interface: name })),
  };
}

/** An address phones may open, and the network card it is on (none when the server was told its address). */
export interface LanUrl {
  url: string;
  interface: string | null;
}

/** What `npm start` prints for the students: one address, and the others only as a fallback, with why. */
export function studentAddressLines(urls: { lan: readonly LanUrl[] }): string[] {
  const [first, ...others] = urls.lan;
  if (!first) return ["  (No network found for phones: connect this computer to the classroom Wi-Fi.)"];
  const lines = [`  Students' phones:   ${first.url}   (write this one on the board)`];
  if (others.length > 0) {
    lines.push(`  (This computer is on ${urls.lan.length} networks. If phones cannot open that address, they are on another one: try`);
    others.forEach(({ url, interface: name }, i) =>
      lines.push(`   ${url}${name ? ` (${name})` : ""}${i === others.length - 1 ? ")" : ""}`),
    );
  }
  return lines;
}
