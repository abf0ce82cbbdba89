import { installDirectRoutes } from "@/lib/server/direct-routes";
import { clockRoute, serverTiming } from "@/lib/server/game-routes";
import { readJsonBody, toResponse } from "@/lib/server/replies";

export const dynamic = "force-dynamic";
installDirectRoutes();

/** A phone's clock ping: served here until server.ts serves it directly (direct-routes.ts), and always with DIRECT_ROUTES=off. */
export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const started = performance.now();
  const { gameId } = await params;
  const reply = await clockRoute({
    gameId,
    search: new URL(request.url).searchParams,
    head: request,
    readBody: () => readJsonBody(request),
    now: Date.now,
  });
  return toResponse(reply, { headers: { "server-timing": serverTiming(started, "next", "clock") } });
}
