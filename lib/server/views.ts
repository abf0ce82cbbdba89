import "server-only";
import { authenticate, type RequestedRole } from "./auth";
import { resumeDeadlines } from "./command-path";
import { parseEnv, storageKind } from "./env";
import { droppedIfBehind, loadGame } from "./game-repo";
import { fail, ok, type Reply } from "./replies";
import type { RequestHead } from "./request-head";
import { playerAudience, sessionView, type SessionView } from "@/lib/session/views";

export type ViewRole = RequestedRole | "board";

interface ViewRequest {
  gameId: string;
  role: ViewRole;
  request: RequestHead;
}

/** A screen's full view over HTTP: on first load, after a reconnect, or when it sees a gap. */
export async function fetchView(input: ViewRequest): Promise<Reply<{ view: SessionView; playerId?: string }>> {
  // On PostgreSQL other servers may commit to the game: their announcement may not have arrived yet
  // (or, without Redis, never will), and a screen asks for its view exactly when it heard of a newer
  // version or just sent a command through another server. One query makes the copy the stored one.
  if (sharedStorage()) await droppedIfBehind(input.gameId);
  const reply = await viewOnce(input);
  // Refused on a copy another server had moved past (a phone that just joined there): ask the game as stored.
  if (!reply.ok && reply.status === 401 && (await droppedIfBehind(input.gameId))) return viewOnce(input);
  return reply;
}

let shared: boolean | undefined;
const sharedStorage = () => (shared ??= storageKind(parseEnv().DATABASE_URL) === "postgres");

async function viewOnce(input: ViewRequest): Promise<Reply<{ view: SessionView; playerId?: string }>> {
  const game = await loadGame(input.gameId);
  if (!game) return fail(404, "game/not_found", "There is no such game: check the link or the game code.");
  resumeDeadlines(game);
  const meta = { gameId: game.id, code: game.code, version: game.version, tableTimes: game.tableTimes };
  if (input.role === "board") return ok({ view: sessionView(game.state, meta, { type: "board" }) });
  const auth = await authenticate(input.request, input.role, game.id);
  if (!auth.ok) return fail(401, auth.code, auth.message);
  if (auth.actor.role === "moderator") return ok({ view: sessionView(game.state, meta, { type: "moderator" }) });
  if (auth.actor.role !== "player") return fail(401, "auth/missing", "Join the game first.");
  const audience = playerAudience(game.state, auth.actor.playerId);
  if (!audience) return fail(401, "auth/removed", "You are no longer in this game: join again with the game code.");
  return ok({ view: sessionView(game.state, meta, audience), playerId: auth.actor.playerId });
}
