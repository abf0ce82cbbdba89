/**
 * Real-time fan-out on loopback: an event published to the 25 screens of a game, timed from the
 * publish call to the last screen's receipt. Each system under test publishes from its own process;
 * two other processes hold every client (each game's clients split between them). For one size,
 * all systems are connected at once and measured in turns (relay, ws, socket.io, relay, …), so noise
 * from elsewhere on a shared machine lands on all of them alike; each system's reported figure is
 * its run with the median p99. Every system gets the same schedule and the same bytes.
 */
import { startWorker, type Worker } from "../lib/ipc";
import { summarize, type LatencySummary } from "../lib/stats";
import { systemFor, type ClientKind } from "./systems";

export interface FanoutSize {
  games: number;
  clientsPerGame: number;
  /** Events published in one measured run (each to one game, games in turn). */
  events: number;
  /** Average gap between publishes across all games. */
  intervalMs: number;
}

export interface FanoutResult {
  client: ClientKind;
  system: string;
  games: number;
  sockets: number;
  latency: LatencySummary | null;
  p99OfEachRun?: number[];
  lostDeliveries: number;
  hostRssMb: number;
  connectSeconds: number;
  error?: string;
}

export const DEFAULT_SIZES: FanoutSize[] = [
  { games: 1, clientsPerGame: 25, events: 300, intervalMs: 20 },
  // Every game gets an event once a second: faster than a classroom plays, staggered evenly.
  { games: 100, clientsPerGame: 25, events: 500, intervalMs: 10 },
  { games: 400, clientsPerGame: 25, events: 1200, intervalMs: 2.5 },
];

const CLIENT_PROCESSES = 2;
const REPEATS = 3;

interface Contender {
  client: ClientKind;
  host: Worker;
  port: number;
  result: FanoutResult;
  runs: { latency: LatencySummary; lost: number }[];
}

async function measureSize(clients: ClientKind[], size: FanoutSize, log: (line: string) => void): Promise<FanoutResult[]> {
  const sockets = size.games * size.clientsPerGame;
  const receivers: Worker[] = Array.from({ length: CLIENT_PROCESSES }, () =>
    startWorker("bench/fanout/clients.ts", [], { maxOldSpaceMb: 8192 }),
  );
  const contenders: Contender[] = [];
  try {
    for (const client of clients) {
      const host = startWorker("bench/fanout/host.ts", [systemFor(client)]);
      const { port } = await host.request<{ port: number }>({ type: "port" });
      contenders.push({
        client,
        host,
        port,
        runs: [],
        result: {
          client,
          system: systemFor(client),
          games: size.games,
          sockets,
          latency: null,
          lostDeliveries: 0,
          hostRssMb: 0,
          connectSeconds: 0,
        },
      });
    }
    const assignments: number[][] = receivers.map(() => []);
    for (let game = 0; game < size.games; game++) {
      for (let c = 0; c < size.clientsPerGame; c++) assignments[(game * size.clientsPerGame + c) % CLIENT_PROCESSES]!.push(game);
    }
    for (const contender of contenders) {
      const started = performance.now();
      await Promise.all(
        receivers.map((r, i) =>
          r.request({ type: "connect", kind: contender.client, port: contender.port, games: assignments[i] }, 600_000),
        ),
      );
      contender.result.connectSeconds = Math.round((performance.now() - started) / 100) / 10;
      const onHost = await contender.host.request<number>({ type: "connections" });
      if (onHost !== sockets) throw new Error(`${contender.client}: host sees ${onHost} connections, expected ${sockets}`);
    }

    let nextSequence = 0;
    const run = async (contender: Contender, events: number) => {
      const firstSequence = nextSequence;
      nextSequence += events;
      const stamps = await contender.host.request<string[]>(
        { type: "run", games: size.games, count: events, intervalMs: size.intervalMs, firstSequence },
        600_000,
      );
      // Let stragglers arrive: up to 5 s after the last publish, until every delivery is in.
      const merged = new Map<number, { count: number; lastNs: bigint }>();
      const deadline = Date.now() + 5_000;
      for (;;) {
        const parts = await Promise.all(receivers.map((r) => r.request<[number, number, string][]>({ type: "collect" })));
        for (const part of parts) {
          for (const [sequence, count, lastNs] of part) {
            const entry = merged.get(sequence) ?? { count: 0, lastNs: 0n };
            entry.count += count;
            if (BigInt(lastNs) > entry.lastNs) entry.lastNs = BigInt(lastNs);
            merged.set(sequence, entry);
          }
        }
        let total = 0;
        for (const [sequence, entry] of merged) if (sequence >= firstSequence) total += entry.count;
        if (total >= events * size.clientsPerGame || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const latencies: number[] = [];
      let lost = 0;
      stamps.forEach((stamp, i) => {
        const entry = merged.get(firstSequence + i);
        lost += size.clientsPerGame - (entry?.count ?? 0);
        if (entry && entry.count === size.clientsPerGame) latencies.push(Number(entry.lastNs - BigInt(stamp)) / 1e6);
      });
      return { latency: summarize(latencies), lost };
    };

    for (const contender of contenders) await run(contender, Math.min(size.events, Math.max(100, size.games))); // warm-up, discarded
    for (let r = 0; r < REPEATS; r++) {
      for (const contender of contenders) {
        await Promise.all([contender.host, ...receivers].map((w) => w.request({ type: "gc" })));
        await new Promise((resolve) => setTimeout(resolve, 300));
        contender.runs.push(await run(contender, size.events));
      }
    }
    for (const contender of contenders) {
      const median = [...contender.runs].sort((a, b) => a.latency.p99 - b.latency.p99)[Math.floor(REPEATS / 2)]!;
      const usage = await contender.host.request<{ rssBytes: number }>({ type: "usage" });
      Object.assign(contender.result, {
        latency: median.latency,
        p99OfEachRun: contender.runs.map((r) => r.latency.p99),
        lostDeliveries: contender.runs.reduce((sum, r) => sum + r.lost, 0),
        hostRssMb: Math.round(usage.rssBytes / 2 ** 20),
      });
      const l = median.latency;
      log(
        `  ${contender.client.padEnd(16)} ${String(size.games).padStart(3)} games × ${size.clientsPerGame}: p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms (p99 of runs ${contender.result.p99OfEachRun!.join(", ")}; connect ${contender.result.connectSeconds} s, lost ${contender.result.lostDeliveries})`,
      );
    }
    return contenders.map((c) => c.result);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    log(`  ${size.games} games: FAILED ${message}`);
    return clients.map((client) => ({
      client,
      system: systemFor(client),
      games: size.games,
      sockets,
      latency: null,
      lostDeliveries: 0,
      hostRssMb: 0,
      connectSeconds: 0,
      error: message,
    }));
  } finally {
    await Promise.all(receivers.map((r) => r.request({ type: "close" }, 60_000).catch(() => undefined)));
    await Promise.all([...contenders.map((c) => c.host.stop()), ...receivers.map((r) => r.stop())]);
  }
}

export async function runFanoutBench(
  options: { sizes?: FanoutSize[]; clients?: ClientKind[]; log?: (line: string) => void } = {},
): Promise<FanoutResult[]> {
  const log = options.log ?? console.log;
  const results: FanoutResult[] = [];
  for (const size of options.sizes ?? DEFAULT_SIZES) {
    results.push(...(await measureSize(options.clients ?? ["pusher-js", "pusher-raw", "ws", "socketio-client"], size, log)));
  }
  return results;
}
