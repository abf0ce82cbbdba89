/**
 * Live memory of the server process, measured the way a heap snapshot would count it: the bench
 * starts the server with `--inspect=127.0.0.1:0`, and here asks it, through the inspector
 * protocol, for two full garbage collections and then `process.memoryUsage()`. RSS alone is a
 * loose measure (V8 keeps freed pages and grows the heap lazily, so it swings by run); the heap
 * after a full collection counts only what the games actually keep alive.
 */
import fs from "node:fs";
import { WebSocket } from "ws";

export interface LiveMemory {
  /** JS objects alive after a full collection. */
  heapUsedBytes: number;
  /** Memory held outside the JS heap by JS objects (Buffers, WASM memory). */
  externalBytes: number;
  rssBytes: number;
}

/** The inspector's WebSocket address, as the server printed it ("Debugger listening on ws://…"). */
export function inspectorUrlIn(output: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;
}

type Call = (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** A session on the server's inspector, closed after `work`. */
async function withInspector<T>(inspectorUrl: string, work: (call: Call) => Promise<T>): Promise<T> {
  const socket = new WebSocket(inspectorUrl, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let nextId = 1;
  const call: Call = (method, params = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(data.toString("utf8")) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (message.id !== id) return;
        socket.off("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    return await work(call);
  } finally {
    socket.close();
  }
}

export function liveMemory(inspectorUrl: string): Promise<LiveMemory> {
  return withInspector(inspectorUrl, async (call) => {
    // Twice: objects with finalizers or weak references are freed by the second collection.
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const evaluated = await call("Runtime.evaluate", { expression: "JSON.stringify(process.memoryUsage())", returnByValue: true });
    const usage = JSON.parse((evaluated.result as { value: string }).value) as NodeJS.MemoryUsage;
    return { heapUsedBytes: usage.heapUsed, externalBytes: usage.external, rssBytes: usage.rss };
  });
}

/**
 * The server's V8 CPU profile (or, for a `.heapprofile` file, its allocation profile) over `run` alone
 * (not its start or the bench's set-up), written to `file` for Chrome's DevTools. The profiler's own
 * cost lands in the figures: profile apart from them.
 */
export function profileWhile<T>(inspectorUrl: string, file: string, run: () => Promise<T>): Promise<T> {
  return withInspector(inspectorUrl, async (call) => {
    // A `.heapprofile` file: where the memory is allocated (what the garbage collector then works
    // through), one allocation sampled in every 16 KB, collected or not: its sizes are estimates.
    if (file.endsWith(".heapprofile")) {
      await call("HeapProfiler.enable");
      await call("HeapProfiler.startSampling", {
        samplingInterval: 16_384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      const result = await run();
      const stopped = await call("HeapProfiler.stopSampling");
      fs.writeFileSync(file, JSON.stringify(stopped.profile));
      return result;
    }
    await call("Profiler.enable");
    await call("Profiler.start");
    const result = await run();
    const stopped = await call("Profiler.stop");
    fs.writeFileSync(file, JSON.stringify(stopped.profile));
    return result;
  });
}
