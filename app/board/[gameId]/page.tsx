import { Fragment } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { joinUrl, lanBaseUrl } from "@/app/host/lan-url";
import { qrSvg } from "@/app/host/qr";
import { screensFor } from "@/app/games/screens";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Board" };

/** The projected board's shell: public facts only, live from the board channel; the game's own board draws them. */
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
  const screens = game ? screensFor(game.state.game) : null;
  if (!game || !screens) notFound();
  const requestHeaders = await headers();
  const base = lanBaseUrl(requestHeaders.get("host"), requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http");
  const url = joinUrl(base, game.code);
  const table = (await searchParams).table;
  const initialTable = typeof table === "string" && /^T\d{1,2}$/.test(table) ? table : null;
  return (
    <Fragment key={game.state.game}>
      <screens.Board
        gameId={gameId}
        join={{ base: base.replace(/^https?:\/\//, ""), url, qrSvg: await qrSvg(url) }}
        initialTable={initialTable}
      />
    </Fragment>
  );
}
