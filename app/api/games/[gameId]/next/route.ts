import { readJsonBody, toResponse } from "@/lib/server/replies";
import { checkGameId } from "@/lib/server/route-helpers";
import { startNextGame } from "@/lib/server/room-sequence";

export const dynamic = "force-dynamic";

/** The moderator moves the room's class on to another game (`{ clientId, game, options?, seed? }`). */
export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return toResponse(await startNextGame({ gameId, request, body: body.body, now: Date.now() }));
}
