import { gameModule } from "@/lib/games/registry";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

/**
 * The place a revealed answer is about, for the board's map: the game's `revealPlace` capability at
 * the room's first table (a game the whole class plays has one). Public only once the game has
 * revealed the answer; before that, or for a game without the capability, there is nothing to say.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const headers = { "cache-control": "no-store" };
  if (checkGameId(gameId)) return Response.json({ place: null }, { status: 404, headers });
  const game = await loadGame(gameId);
  const engine = game?.state.tables[0]?.engine ?? null;
  const revealPlace = game ? gameModule(game.state.game)?.revealPlace : undefined;
  const place = engine !== null && revealPlace ? revealPlace(engine) : null;
  return Response.json({ place }, { headers });
}
