import { stateByCode } from "@/lib/content/state-data";
import type { GameState } from "@/lib/game";
import { clueSpin } from "@/lib/games/clue-spin";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

/**
 * The state the revealed card is about (its `sourceState`), for the board's map. Public only once
 * the answer is revealed: before a reveal, or for a card about no state, there is nothing to say.
 * The engine's reveal view does not carry the state, so it is read here from the game itself.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const headers = { "cache-control": "no-store" };
  if (checkGameId(gameId)) return Response.json({ place: null }, { status: 404, headers });
  const game = await loadGame(gameId);
  // Only the clue game reveals cards about a state; its one table holds the game.
  const engine = game?.state.game === clueSpin.id ? (game.state.tables[0]?.engine as GameState | null | undefined) : null;
  const reveal = engine?.reveal;
  const card = engine && reveal ? engine.clueCards[reveal.cardIndex] : undefined;
  const state = card?.sourceState ? stateByCode(card.sourceState) : undefined;
  if (!card || !state) return Response.json({ place: null }, { headers });
  return Response.json({ place: { code: state.code, name: state.name, answer: card.answer } }, { headers });
}
