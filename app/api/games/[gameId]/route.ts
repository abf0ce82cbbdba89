import { toResponse } from "@/lib/server/replies";
import { checkGameId, roleParam } from "@/lib/server/route-helpers";
import { fetchView } from "@/lib/server/views";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  const role = roleParam(request, ["moderator", "player", "board"] as const);
  if (typeof role !== "string") return toResponse(role);
  return toResponse(await fetchView({ gameId, role, request }));
}
