/**
 * The floor under "CPU per command" on this machine: the server CPU of a bare Node process doing
 * only the I/O a command needs (bench/lib/bare-floor-server.ts), sequentially, as command-cpu.ts
 * sends commands. Printed beside the app's figure (which it matches in work with the console only: one
 * frame a command), it tells what the app adds from what the machine costs: the same app's figure
 * moved by a fifth between two VMs the same day.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { realisticViewJson } from "./lib/view-payload";
import { round } from "./lib/stats";

export interface BareFloorResult {
  commands: number;
  /** Server CPU per command (ms): in its own code, in the kernel, and both. */
  userMs: number;
  systemMs: number;
  cpuMs: number;
  error?: string;
}

const WARM_UP = 500;
/** A reply or a frame not in by then means the bare server is stuck: the bench says so and goes on. */
const WAIT_MS = 30_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} from the bare server within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function runBareFloorBench(options: { commands: number; log?: (line: string) => void }): Promise<BareFloorResult> {
  const log = options.log ?? console.log;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clue-spin-bare-floor-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "lib", "bare-floor-server.ts"), path.join(dir, "floor.db")],
    {
      env: { ...process.env, BARE_FLOOR_VIEW: realisticViewJson(20) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let screen: WebSocket | null = null;
  try {
    const port = await within(
      new Promise<number>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
        child.once("error", reject);
        child.once("exit", (code) => reject(new Error(`the bare server exited (${code}) before it listened`)));
      }),
      "port",
    );
    const request = (method: "GET" | "POST", body?: string) =>
      new Promise<string>((resolve, reject) => {
        const sent = http.request(
          { host: "127.0.0.1", port, path: "/", method, agent, headers: { "content-type": "application/json" } },
          (reply) => {
            const chunks: Buffer[] = [];
            reply.on("data", (chunk: Buffer) => chunks.push(chunk));
            reply.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          },
        );
        sent.on("error", reject);
        sent.end(body);
      });
    screen = new WebSocket(`ws://127.0.0.1:${port}/`);
    await within(new Promise((resolve, reject) => screen!.once("open", resolve).once("error", reject)), "WebSocket");
    let heard: (() => void) | null = null;
    screen.on("message", () => heard?.());
    let sent = 0;
    // One at a time, each until its reply and its screen's frame are both in, as command-cpu.ts does.
    const play = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const frame = new Promise<void>((resolve) => (heard = resolve));
        sent += 1;
        await within(
          request(
            "POST",
            JSON.stringify({
              clientId: `00000000-0000-4000-8000-${String(sent).padStart(12, "0")}`,
              baseVersion: sent,
              command: { type: "answer", text: "Montgomery" },
            }),
          ),
          "reply",
        );
        await within(frame, "frame");
      }
    };
    await play(WARM_UP);
    const before = JSON.parse(await request("GET")) as NodeJS.CpuUsage;
    await play(options.commands);
    const after = JSON.parse(await request("GET")) as NodeJS.CpuUsage;
    const perCommand = (micros: number) => round(micros / 1000 / options.commands, 3);
    const result = {
      commands: options.commands,
      userMs: perCommand(after.user - before.user),
      systemMs: perCommand(after.system - before.system),
      cpuMs: perCommand(after.user - before.user + after.system - before.system),
    };
    log(
      `  bare Node on this machine (HTTP POST, one SQLite commit, one WebSocket frame): ${result.cpuMs} ms per command (${result.userMs} in its own code, ${result.systemMs} in the kernel)`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  bare Node floor FAILED ${message}`);
    return { commands: 0, userMs: 0, systemMs: 0, cpuMs: 0, error: message };
  } finally {
    screen?.terminate();
    agent.destroy();
    // Its database is removed once the process holding it has gone.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const result = await runBareFloorBench({ commands: Number(process.argv[2] ?? 3000) });
  process.exit(result.error ? 1 : 0);
}
