import "server-only";
import { authenticate } from "@/lib/server/auth";
import { db } from "@/lib/server/db/client";
import { loadGame, type LoadedGame } from "@/lib/server/game-repo";
import { fail, ok, type Reply } from "@/lib/server/replies";
import { checkGameId } from "@/lib/server/route-helpers";
import type { LogEntryInput } from "@/lib/session/log";
import type { SessionEvent } from "@/lib/session/session";
import type { SessionActor } from "@/lib/session/state";

/** The stored commands with the events each produced (kept in the command's stored result). */
async function storedLog(gameId: string): Promise<LogEntryInput[]> {
  const rows = await db().command.findMany({
    where: { gameId },
    orderBy: { seq: "asc" },
    select: { seq: true, actorJson: true, bodyJson: true, resultJson: true, at: true },
  });
  return rows.map((row) => {
    const result = JSON.parse(row.resultJson) as { events?: SessionEvent[] };
    return {
      seq: row.seq,
      at: row.at.getTime(),
      actor: JSON.parse(row.actorJson) as SessionActor,
      command: JSON.parse(row.bodyJson) as Record<string, unknown>,
      events: Array.isArray(result.events) ? result.events : [],
    };
  });
}

/** The game and its log, for the moderator only (the log names answers and every team's moves). */
export async function moderatorGameLog(request: Request, gameId: string): Promise<Reply<{ game: LoadedGame; log: LogEntryInput[] }>> {
  const bad = checkGameId(gameId);
  if (bad) return bad;
  const game = await loadGame(gameId);
  if (!game) return fail(404, "game/not_found", "There is no such game: check the link or the game code.");
  const auth = await authenticate(request, "moderator", gameId);
  if (!auth.ok) return fail(401, auth.code, auth.message);
  return ok({ game, log: await storedLog(gameId) });
}
