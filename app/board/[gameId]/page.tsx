import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { joinUrl, lanBaseUrl } from "@/app/host/lan-url";
import { qrSvg } from "@/app/host/qr";
import { TablesBoard } from "@/app/games/tables/board/tables-board";
import { tableGameInfo } from "@/app/games/tables/game-info";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";
import { TEAM_COLOURS } from "@/lib/shared/team-colours";
import { Board, type TeamPalette } from "./board";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Board" };

/** The projected board: public facts only, live from the board channel (a card game's class session has its own). */
export default async function BoardPage({
  params,
  searchParams,
}: {
  params: Promise<{ gameId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { gameId } = await params;
  if (checkGameId(gameId)) notFound();
  const game = await loadGame(gameId);
  if (!game) notFound();
  const requestHeaders = await headers();
  const base = lanBaseUrl(requestHeaders.get("host"), requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http");
  const url = joinUrl(base, game.code);
  const tables = tableGameInfo(game.setup.game);
  if (tables) {
    const table = (await searchParams).table;
    const initialTable = typeof table === "string" && /^T\d{1,2}$/.test(table) ? table : null;
    return (
      <TablesBoard
        gameId={gameId}
        join={{ base: base.replace(/^https?:\/\//, ""), url, qrSvg: await qrSvg(url) }}
        info={tables}
        initialTable={initialTable}
      />
    );
  }
  const palette: TeamPalette = Object.fromEntries(
    TEAM_COLOURS.map((colour) => [colour.id, { label: colour.label, hex: colour.hex, symbol: colour.symbol }]),
  );
  return <Board gameId={gameId} join={{ base: base.replace(/^https?:\/\//, ""), url, qrSvg: await qrSvg(url) }} palette={palette} />;
}
