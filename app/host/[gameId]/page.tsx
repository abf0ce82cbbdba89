import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { TablesConsole } from "@/app/games/tables/console/tables-console";
import { tableGameInfo } from "@/app/games/tables/game-info";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";
import { joinUrl, lanBaseUrl } from "../lan-url";
import { qrSvg } from "../qr";
import { ModeratorConsole } from "./console";

export const metadata: Metadata = { title: "Moderator console", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The console's shell: the join address and QR code are made here on the server (it knows the
 * classroom network address); everything live happens in the client console.
 */
export default async function ModeratorPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  if (checkGameId(gameId)) notFound();
  const game = await loadGame(gameId);
  if (!game) notFound();
  const requestHeaders = await headers();
  const protocol = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  const lanBase = lanBaseUrl(requestHeaders.get("host"), protocol);
  const url = joinUrl(lanBase, game.code);
  const tables = tableGameInfo(game.setup.game);
  if (tables) return <TablesConsole gameId={gameId} join={{ joinUrl: url, qrSvg: await qrSvg(url), lanBase }} info={tables} />;
  return <ModeratorConsole gameId={gameId} join={{ joinUrl: url, qrSvg: await qrSvg(url), lanBase }} />;
}
