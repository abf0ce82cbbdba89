import type { Metadata, Viewport } from "next";
import { tableGameInfo } from "@/app/games/tables/game-info";
import { TablePhone } from "@/app/games/tables/phone/table-phone";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";
import { PlayerScreen } from "../player-screen";

export const metadata: Metadata = { title: "Your team" };
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a", viewportFit: "cover" };
export const dynamic = "force-dynamic";

/** A card game's phone for a class session at tables; otherwise (the clue game, or no such game) the clue phone, as before. */
export default async function PlayPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const game = checkGameId(gameId) ? null : await loadGame(gameId);
  const tables = game ? tableGameInfo(game.setup.game) : null;
  if (tables) return <TablePhone gameId={gameId} info={tables} />;
  return <PlayerScreen gameId={gameId} />;
}
