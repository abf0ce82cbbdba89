/**
 * A throwaway PostgreSQL server on this machine, for the tests on PostgreSQL and for trying several
 * servers on one machine (scripts/cluster.ts). It lives in its own directory, listens on loopback
 * and a socket in that directory, trusts local connections, and is removed by `stop()`.
 * Debian's `postgresql` package supplies the binaries; installed with apt when we are root and it is
 * missing. PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LocalPostgres {
  /** A URL for the server's `postgres` database; `databaseUrl(name)` for another. */
  url: string;
  port: number;
  dir: string;
  databaseUrl(database: string): string;
  createDatabase(database: string): void;
  stop(): void;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function binDir(): string | null {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

/** The PostgreSQL binaries' folder, installing Debian's package when we may. */
export function ensurePostgresBinaries(): string {
  const found = binDir();
  if (found) return found;
  if (isRoot() && fs.existsSync("/usr/bin/apt-get")) {
    console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get…");
    execFileSync("/bin/sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null"], {
      stdio: "inherit",
    });
    const installed = binDir();
    if (installed) return installed;
  }
  throw new Error("PostgreSQL is missing: install it with `sudo apt-get install -y postgresql` and try again.");
}

function runAs(user: string | null, command: string, args: string[]): string {
  const [file, argv] = user ? ["runuser", ["-u", user, "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Starts a new, empty PostgreSQL server on `port` (a free one when 0) in a new folder under the system's temp. */
export function startLocalPostgres(options: { port?: number; label?: string } = {}): LocalPostgres {
  const bin = ensurePostgresBinaries();
  const user = isRoot() ? "postgres" : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `clue-spin-pg-${options.label ?? "run"}-`));
  if (user) execFileSync("chown", [user, dir]);
  const data = path.join(dir, "data");
  runAs(user, path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const port = options.port || freePort();
  // fsync stays on: these servers stand in for a real one, and the soak kills servers, not machines.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=64MB`;
  runAs(user, path.join(bin, "pg_ctl"), ["-D", data, "-o", settings, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const databaseUrl = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: databaseUrl("postgres"),
    port,
    dir,
    databaseUrl,
    createDatabase(database: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a plain database name: ${database}`);
      runAs(user, path.join(bin, "psql"), ["-h", dir, "-p", String(port), "-U", "postgres", "-qc", `CREATE DATABASE ${database}`]);
    },
    stop() {
      spawnSync(user ? "runuser" : path.join(bin, "pg_ctl"), [
        ...(user ? ["-u", user, "--", path.join(bin, "pg_ctl")] : []),
        "-D",
        data,
        "-m",
        "immediate",
        "-w",
        "stop",
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now (asked of the OS by a throwaway listener in a child process, as this is synchronous). */
function freePort(): number {
  const out = execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: "utf8" },
  );
  return Number(out.trim());
}
