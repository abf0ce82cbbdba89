/**
 * `npm start`: build if needed, then run the production server (which migrates the database).
 *
 * package.json starts it with `--no-memory-reducer`. V8's memory reducer collects the whole heap
 * three times in a row whenever the process goes quiet after a full collection, to hand memory back
 * to the system: right for a browser tab, not for a server whose heap is mostly its code (about
 * 70 MB). A class of 2 tables, a move a second, is quiet enough for it, and each time it cost about
 * 0.7 CPU-seconds, 10 ms a move over a minute (docs/performance.md). V8 reads the flag only at start.
 */
import { buildIfNeeded } from "./build-if-needed";

(process.env as Record<string, string>).NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded();
await import("../server");
