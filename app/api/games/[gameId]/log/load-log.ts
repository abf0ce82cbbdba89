import "server-only";
import { authenticate } from "@/lib/server/auth";
import { db } from "@/lib/server/db/client";
import { loadGame, type LoadedGame } from "@/lib/server/game-repo";
import { fail, ok, type Reply } from "@/lib/server/replies";
import { checkGameId } from "@/lib/server/route-helpers";
import type { LogEntryInput } from "@/lib/session/log";
import { roomGame, type RoomGame } from "@/lib/session/room-games";
import { gameNumber } from "@/lib/session/room-sequence";
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

/**
 * One game of the room (`?game=<n>`, 1 for its first; without it the game it plays now) for the
 * moderator's downloads: the room as that game left it and that game's own commands.
 */
export async function moderatorRoomGame(request: Request, gameId: string): Promise<Reply<{ game: LoadedGame; chosen: RoomGame }>> {
  const asked = new URL(request.url).searchParams.get("game");
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return loaded;
  const { game, log } = loaded.body;
  const number = asked === null ? undefined : /^\d{1,4}$/.test(asked) ? Number(asked) : NaN;
  const chosen = roomGame(game, log, number);
  if (!chosen) {
    const count = gameNumber(game.state);
    return fail(
      404,
      "game/no_such_round",
      `This room has played ${count} game${count === 1 ? "" : "s"}: ask for ?game=1 to ?game=${count}.`,
    );
  }
  return ok({ game, chosen });
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
