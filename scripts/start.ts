/** `npm start`: build if needed, then run the production server (which migrates the database). */
import { buildIfNeeded } from "./build-if-needed";

(process.env as Record<string, string>).NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded();
await import("../server");
