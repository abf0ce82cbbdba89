import { credentialCookie } from "@/lib/server/auth";
import { joinByCode } from "@/lib/server/command-path";
import { peerAddress } from "@/lib/server/peer";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { isSecure } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const reply = await joinByCode({ body: body.body, address: peerAddress(request), now: Date.now() });
  if (!reply.ok) return toResponse(reply);
  const { gameId, credential, ...rest } = reply.body;
  return toResponse(
    { ok: true, status: 200, body: { gameId, ...rest } },
    { headers: { "set-cookie": credentialCookie("player", gameId, credential, isSecure(request)) } },
  );
}
