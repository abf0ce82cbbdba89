import type { Metadata, Viewport } from "next";
import { PlayerScreen } from "../player-screen";

export const metadata: Metadata = { title: "Your team" };
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a", viewportFit: "cover" };

export default async function PlayPage({ params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  return <PlayerScreen gameId={gameId} />;
}
