import { headers } from "next/headers";
import { lanBaseUrl } from "@/app/host/lan-url";
import { qrSvg } from "@/app/host/qr";
import { authenticate } from "@/lib/server/auth";
import { loadGame } from "@/lib/server/game-repo";
import { createModeratorLink } from "@/lib/server/moderator-links";
import { fail, ok, toResponse } from "@/lib/server/replies";
import { checkGameId } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

/** A one-time link (and its QR code) that opens this console on another device. Moderator only. */
export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  if (!(await loadGame(gameId))) return toResponse(fail(404, "game/not_found", "There is no such game: check the link or the game code."));
  const auth = await authenticate(request, "moderator", gameId);
  if (!auth.ok) return toResponse(fail(401, auth.code, auth.message));
  const { token, expiresAt } = await createModeratorLink(gameId, Date.now());
  const requestHeaders = await headers();
  const protocol = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  const url = `${lanBaseUrl(requestHeaders.get("host"), protocol)}/moderate/${token}`;
  return toResponse(ok({ url, qrSvg: await qrSvg(url), expiresAt }, 201));
}
