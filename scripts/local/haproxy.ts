/**
 * A throwaway HAProxy load balancer on this machine, in front of Clue Spin servers: for the tests
 * behind a balancer and for trying several servers on one machine. Debian's `haproxy` package
 * supplies it; installed with apt when we are root and it is missing. It adds X-Forwarded-For (the
 * servers trust it only with TRUSTED_PROXIES) and keeps each device on one server (`balance source`)
 * for its pages, joins and WebSocket, so per-device limits there stay on the server that counts them;
 * a game's commands and views go to that game's server, which counts them against the device there.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface LocalBalancer {
  port: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** SIGKILL: the balancer's machine gone (a test of crash recovery restarts it on the same port). */
  kill(): Promise<void>;
}

const CANDIDATES = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"];

export function ensureHaproxyBinary(): string {
  const found = CANDIDATES.find((file) => fs.existsSync(file));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("HAProxy is missing: installing Debian's haproxy with apt-get…");
    execFileSync("/bin/sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null"], {
      stdio: "inherit",
    });
    const installed = CANDIDATES.find((file) => fs.existsSync(file));
    if (installed) return installed;
  }
  throw new Error("HAProxy is missing: install it with `sudo apt-get install -y haproxy` and try again.");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The configuration: one HTTP front on `port`, the servers behind it, WebSockets kept open for hours.
 * With `source`, a game's commands and view fetches also go to one server (hashed on
 * `/api/games/<id>`): that server holds the game warm, where a class's phones spread by address would
 * make each server reload the game another had just moved.
 */
export function balancerConfig(
  port: number,
  servers: readonly number[],
  bind = "127.0.0.1",
  balance: Balance = "source",
  maxConnections = DEFAULT_MAX_CONNECTIONS,
): string {
  const checked = [
    "backend servers",
    `  balance ${balance}`,
    "  hash-type consistent",
    // The server answers only the host names it knows: the check names itself as localhost.
    "  option httpchk",
    "  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost",
    // A busy server answers its health check late, not never: down after three misses of 5 s each.
    "  timeout check 5s",
    ...servers.map((serverPort, i) => `  server s${i + 1} 127.0.0.1:${serverPort} check inter 1s fall 3 rise 1`),
  ];
  // The games' backend follows the first one's checks (one check per server, one verdict). Hashed on
  // the path alone, so requests in absolute form (HTTP/2) hash the same.
  const games = [
    "backend games",
    "  balance uri path-only depth 3",
    "  hash-type consistent",
    ...servers.map((serverPort, i) => `  server s${i + 1} 127.0.0.1:${serverPort} track servers/s${i + 1}`),
  ];
  return [
    "global",
    // Every screen holds a connection for the lesson (a class of 24 about 30): past the limit new
    // connections wait in a queue, so joins and commands would stall.
    `  maxconn ${maxConnections}`,
    "defaults",
    "  mode http",
    `  maxconn ${maxConnections}`,
    "  timeout connect 5s",
    "  timeout client 65s",
    "  timeout server 65s",
    // A classroom's WebSockets stay open all lesson; pusher-js pings every 2 minutes at most.
    "  timeout tunnel 1h",
    "  option forwardfor",
    // Connections to the servers stay open between requests (HAProxy's default keep-alive): a new
    // connection per request cost each command a connect.
    "frontend clue_spin",
    `  bind ${bind}:${port}`,
    ...(balance === "source" ? ["  acl game_route path_beg /api/games/", "  use_backend games if game_route"] : []),
    "  default_backend servers",
    ...checked,
    ...(balance === "source" ? games : []),
    "",
  ].join("\n");
}

/**
 * Two file handles per connection: 4,000 stays within the default limit of most machines (about 130
 * classes); a district's balancer raises it with its file-handle limit (the bench's 400 games hold 4,000
 * screens and 3,600 devices and pass 9,000).
 */
export const DEFAULT_MAX_CONNECTIONS = 4000;

/**
 * source: a device stays on one server (what a school wants); roundrobin: each request goes to the
 * next server (what the tests of several servers want: every step crosses between them).
 */
export type Balance = "source" | "roundrobin";

export async function startLocalBalancer(options: {
  servers: readonly number[];
  port?: number;
  bind?: string;
  balance?: Balance;
  maxConnections?: number;
}): Promise<LocalBalancer> {
  const binary = ensureHaproxyBinary();
  const port = options.port || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clue-spin-haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(config, balancerConfig(port, options.servers, options.bind, options.balance, options.maxConnections));
  const child = spawn(binary, ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > until) throw new Error(`haproxy did not listen on ${port} in 20 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const balancer = { port, url, child, stop: end("SIGTERM"), kill: end("SIGKILL") };
  // Until its first health checks pass, the balancer answers 503 to everything.
  const healthyBy = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    ))
  ) {
    if (Date.now() > healthyBy) {
      await balancer.stop();
      throw new Error(`haproxy on ${port} found no server healthy in 30 s (servers on ports ${options.servers.join(", ")}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return balancer;
}
