import { logLines } from "@/lib/server/game-export";
import { ok, toResponse } from "@/lib/server/replies";
import { moderatorGameLog } from "./load-log";

export const dynamic = "force-dynamic";

/** The game log in plain words, newest last (moderator only). */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { game, log } = loaded.body;
  return toResponse(ok({ version: game.version, lines: logLines(game, log) }));
}
