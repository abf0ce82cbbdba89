import { logLines } from "@/lib/server/game-export";
import { ok, toResponse } from "@/lib/server/replies";
import { moderatorRoomGame } from "./load-log";

export const dynamic = "force-dynamic";

/**
 * The game log in plain words, newest last (moderator only): the game the room plays now, from the
 * change of game that opened it (`?game=<n>` for an earlier one). Each game's lines are worded by
 * its own module: a room that moved on from Border Zap still describes its Border Zap moves.
 */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const loaded = await moderatorRoomGame(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { game, chosen } = loaded.body;
  return toResponse(ok({ version: game.version, lines: logLines({ ...game, setup: chosen.setup, state: chosen.state }, chosen.entries) }));
}
