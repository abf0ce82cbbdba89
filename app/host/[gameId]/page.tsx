import { Fragment } from "react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { screensFor } from "@/app/games/screens";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";
import { NEXT_GAME_ONCE_OVER } from "@/lib/session/room-sequence";
import { GamePicker } from "../game-picker";
import { NextGameDetails } from "../next-game-details";
import { joinUrl, lanBaseUrl } from "../lan-url";
import { qrSvg } from "../qr";

export const metadata: Metadata = { title: "Moderator console", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The console's shell: the join address and QR code are made here on the server (it knows the
 * classroom network address); the game's own console (app/games/<game>/) does everything live.
 */
export default async function ModeratorPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  if (checkGameId(gameId)) notFound();
  const game = await loadGame(gameId);
  const screens = game ? screensFor(game.state.game) : null;
  if (!game || !screens) notFound();
  const requestHeaders = await headers();
  const protocol = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  const lanBase = lanBaseUrl(requestHeaders.get("host"), protocol);
  const url = joinUrl(lanBase, game.code);
  return (
    <Fragment key={game.state.game}>
      <screens.Console gameId={gameId} join={{ joinUrl: url, qrSvg: await qrSvg(url), lanBase }} />
      {/* The class stays together: the same code, players and teams go on to another game (the room refuses while one is being played). */}
      <NextGameDetails whenAllowed={NEXT_GAME_ONCE_OVER}>
        <GamePicker nextIn={gameId} />
      </NextGameDetails>
    </Fragment>
  );
}
