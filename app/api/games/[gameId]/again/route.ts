import { gameModule } from "@/lib/games/registry";
import { credentialCookie } from "@/lib/server/auth";
import { createGame } from "@/lib/server/command-path";
import { loadGame } from "@/lib/server/game-repo";
import { announceNextGame, nextGameOf, sameSettings } from "@/lib/server/next-game";
import { fail, ok, toResponse } from "@/lib/server/replies";
import { checkGameId, isSecure } from "@/lib/server/route-helpers";
import { requireTeacher } from "@/lib/server/teacher";
import { moderatorGameLog } from "../log/load-log";

export const dynamic = "force-dynamic";

/** The game that followed this one, if "Play again" made one (public: its code is on its board). */
export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  return toResponse(ok({ next: nextGameOf(gameId) }));
}

/**
 * "Play again with the same teams": the moderator of a finished game, on a teacher's device, makes
 * a new game with the same settings and becomes its moderator; the old game's screens are told.
 */
export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const teacher = await requireTeacher(request.headers);
  if (!teacher.ok) return toResponse(teacher);
  const game = await loadGame(gameId);
  if (!game) return toResponse(fail(404, "game/not_found", "There is no such game: check the link or the game code."));
  if (!gameModule(game.state.game)?.playAgain)
    return toResponse(fail(409, "game/no_play_again", "This game has no play-again: start a new session from the host page."));
  if (game.state.status !== "finished" && game.state.status !== "ended") {
    return toResponse(fail(409, "rule/not_over", "Finish or end this game first, then play again."));
  }
  const already = nextGameOf(game.id);
  if (already) return toResponse(ok({ ...already, again: true }));
  const settings = await sameSettings(game);
  if (!settings) return toResponse(fail(409, "game/no_play_again", "This game has no play-again: start a new session from the host page."));
  const reply = await createGame({ body: settings, now: Date.now(), teacher: teacher.teacher });
  if (!reply.ok) return toResponse(reply);
  const { gameId: newId, code, moderatorToken } = reply.body;
  await announceNextGame(game, { gameId: newId, code });
  return toResponse(
    { ok: true, status: 201, body: { gameId: newId, code } },
    { headers: { "set-cookie": credentialCookie("moderator", newId, moderatorToken, isSecure(request)) } },
  );
}
