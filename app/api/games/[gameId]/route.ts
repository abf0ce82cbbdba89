import { installDirectRoutes } from "@/lib/server/direct-routes";
import { viewRoute } from "@/lib/server/game-routes";
import { toResponse } from "@/lib/server/replies";

export const dynamic = "force-dynamic";
installDirectRoutes();

/** Served here until server.ts serves it directly (direct-routes.ts), and always with DIRECT_ROUTES=off. */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  return toResponse(await viewRoute({ gameId, search: new URL(request.url).searchParams, head: request }));
}
