import { Fragment } from "react";
import type { Metadata, Viewport } from "next";
import { screensFor } from "@/app/games/screens";
import { loadGame } from "@/lib/server/game-repo";
import { checkGameId } from "@/lib/server/route-helpers";

export const metadata: Metadata = { title: "Your team" };
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a", viewportFit: "cover" };
export const dynamic = "force-dynamic";

/** A student's phone: the game's own phone screen. */
export default async function PlayPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const game = checkGameId(gameId) ? null : await loadGame(gameId);
  const screens = game ? screensFor(game.state.game) : null;
  if (!game || !screens) return <NoSuchGame />;
  return (
    <Fragment key={game.state.game}>
      <screens.Phone gameId={gameId} />
    </Fragment>
  );
}

function NoSuchGame() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 bg-slate-950 p-6 text-white">
      <h1 className="text-2xl font-bold">There is no such game</h1>
      <p className="text-lg">Check the link, or join again with the code on the board.</p>
      {/* A plain link: next/link would add its router code to every phone's first load (`[PAGE-WEIGHT]`). */}
      <a href="/join" className="self-start rounded-xl bg-sky-300 px-5 py-3 text-lg font-bold text-slate-950">
        Join a game
      </a>
    </main>
  );
}
