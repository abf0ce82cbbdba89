/**
 * Request/reply over a child process's IPC channel: the parent sends `{ id, ...request }`, the
 * child answers `{ id, reply }` or `{ id, error }`. Keeps the bench's processes in lock step.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface Worker {
  child: ChildProcess;
  request<T>(message: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..", "..");

/** Starts a TypeScript worker under tsx with an IPC channel. */
export function startWorker(file: string, args: string[] = [], options: { maxOldSpaceMb?: number } = {}): Worker {
  const child = fork(path.resolve(root, file), args, {
    cwd: root,
    execArgv: ["--import", "tsx", "--expose-gc", ...(options.maxOldSpaceMb ? [`--max-old-space-size=${options.maxOldSpaceMb}`] : [])],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();
  child.on("message", (raw) => {
    const message = raw as { id?: number; reply?: unknown; error?: string };
    if (typeof message.id !== "number") return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiter.reject(new Error(message.error));
    else waiter.resolve(message.reply);
  });
  child.on("exit", (code, signal) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${file} exited (${code ?? signal})`));
    pending.clear();
  });
  return {
    child,
    request<T>(message: Record<string, unknown>, timeoutMs = 300_000) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${file}: no reply to ${String(message.type)} in ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value as T);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        child.send({ id, ...message });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The child side: answers each request with `handle`'s result. */
export function serveRequests(handle: (message: Record<string, any>) => unknown): void {
  process.on("message", (raw) => {
    const message = raw as Record<string, any> & { id: number };
    Promise.resolve()
      .then(() => handle(message))
      .then(
        (reply) => process.send?.({ id: message.id, reply }),
        (error: unknown) =>
          process.send?.({ id: message.id, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) }),
      );
  });
  process.on("disconnect", () => process.exit(0));
}

/** Collects garbage now (workers run with --expose-gc) so a collection does not land mid-measurement. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
