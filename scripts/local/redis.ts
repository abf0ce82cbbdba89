/**
 * A throwaway Redis server on this machine (loopback only, nothing saved to disk), for the tests of
 * several servers and for trying several servers on one machine. Debian's `redis-server` package
 * supplies it; installed with apt when we are root and it is missing.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export interface LocalRedis {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

const CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];

/** The redis-server binary, installing Debian's package when we may. */
export function ensureRedisBinary(): string {
  const found = CANDIDATES.find((file) => fs.existsSync(file));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Redis is missing: installing Debian's redis-server with apt-get…");
    execFileSync("/bin/sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null"], {
      stdio: "inherit",
    });
    const installed = CANDIDATES.find((file) => fs.existsSync(file));
    if (installed) return installed;
  }
  throw new Error("Redis is missing: install it with `sudo apt-get install -y redis-server` and try again.");
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

export async function startLocalRedis(options: { port?: number } = {}): Promise<LocalRedis> {
  const binary = ensureRedisBinary();
  const port = options.port || (await freePort());
  const child = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (/Ready to accept connections/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
