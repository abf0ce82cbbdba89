import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Where server.ts finds the direct routes. They live in Next's bundle (direct-routes.ts), so that a
 * command served by either way runs in the one copy of the command path (its locks, caches and
 * publish queue); the bundle puts them here when the route modules load, and server.ts only reads.
 * No imports beyond types: server.ts imports this file outside the bundle.
 */
export type DirectRoutes = (req: IncomingMessage, res: ServerResponse) => boolean;

const SLOT = Symbol.for("clue-spin.direct-routes");
type Holder = typeof globalThis & { [SLOT]?: DirectRoutes };

export function setDirectRoutes(routes: DirectRoutes): void {
  (globalThis as Holder)[SLOT] = routes;
}

/** The direct routes once Next has loaded them, else null (Next serves the request). */
export function directRoutes(): DirectRoutes | null {
  return (globalThis as Holder)[SLOT] ?? null;
}
