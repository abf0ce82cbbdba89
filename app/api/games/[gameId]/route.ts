import { installDirectRoutes } from "@/lib/server/direct-routes";
import { serverTiming, viewRoute } from "@/lib/server/game-routes";
import { toResponse } from "@/lib/server/replies";

export const dynamic = "force-dynamic";
installDirectRoutes();

/** Served here until server.ts serves it directly (direct-routes.ts), and always with DIRECT_ROUTES=off. */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const started = performance.now();
  const { gameId } = await params;
  const reply = await viewRoute({ gameId, search: new URL(request.url).searchParams, head: request });
  return toResponse(reply, { headers: { "server-timing": serverTiming(started, "next", "view") } });
}
