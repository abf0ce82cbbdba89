import "server-only";
import { answerClockPing, type ClockReply } from "./clock-ping";
import { runCommand, type CommandAccepted } from "./command-path";
import type { Reply } from "./replies";
import type { RequestHead } from "./request-head";
import { checkGameId, roleFrom } from "./route-helpers";
import { fetchView } from "./views";

/**
 * The routes every press, every screen and every phone's press clock use, written once: Next's route
 * handlers (`app/api/games/[gameId]/…`) and the direct routes in server.ts (direct-routes.ts) both call these.
 */
export interface GameRouteInput {
  gameId: string;
  search: URLSearchParams;
  head: RequestHead;
}

/** POST /api/games/<id>/commands?as=moderator|player */
export async function commandRoute(
  input: GameRouteInput & { readBody: () => Promise<Reply<unknown>>; now: () => number },
): Promise<Reply<CommandAccepted>> {
  const bad = checkGameId(input.gameId);
  if (bad) return bad;
  const role = roleFrom(input.search, ["moderator", "player"] as const);
  if (typeof role !== "string") return role;
  const body = await input.readBody();
  if (!body.ok) return body;
  return runCommand({ gameId: input.gameId, role, request: input.head, body: body.body, now: input.now() });
}

/** POST /api/games/<id>/clock?as=player (clock-ping.ts) */
export async function clockRoute(
  input: GameRouteInput & { readBody: () => Promise<Reply<unknown>>; now: () => number },
): Promise<Reply<ClockReply>> {
  // The round trip ends when the ping arrives, not after its body is read and its sender looked up.
  const arrivedAt = input.now();
  const bad = checkGameId(input.gameId);
  if (bad) return bad;
  const role = roleFrom(input.search, ["player"] as const);
  if (typeof role !== "string") return role;
  const body = await input.readBody();
  if (!body.ok) return body;
  return answerClockPing({ gameId: input.gameId, head: input.head, body: body.body, arrivedAt, now: input.now });
}

/** GET /api/games/<id>?as=moderator|player|board */
export async function viewRoute(input: GameRouteInput): Promise<Reply<unknown>> {
  const bad = checkGameId(input.gameId);
  if (bad) return bad;
  const role = roleFrom(input.search, ["moderator", "player", "board"] as const);
  if (typeof role !== "string") return role;
  return fetchView({ gameId: input.gameId, role, request: input.head });
}

/** How long the command path or the view took on the server (shown by browsers' dev tools; read by the bench and tests). */
export const serverTiming = (started: number, servedBy: "next" | "direct", path: "command" | "view" | "clock" = "command") =>
  `${path};dur=${(performance.now() - started).toFixed(1)}, route;desc=${servedBy}`;
