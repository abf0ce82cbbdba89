import { credentialCookie } from "@/lib/server/auth";
import { createGame } from "@/lib/server/command-path";
import { peerAddress } from "@/lib/server/peer";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { isSecure } from "@/lib/server/route-helpers";
import { isTeacher } from "@/lib/server/teacher";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const reply = await createGame({ body: body.body, address: peerAddress(request), now: Date.now(), teacher: await isTeacher(request.headers) });
  if (!reply.ok) return toResponse(reply);
  const { gameId, code, moderatorToken } = reply.body;
  return toResponse(
    { ok: true, status: 201, body: { gameId, code, moderatorToken } },
    { headers: { "set-cookie": credentialCookie("moderator", gameId, moderatorToken, isSecure(request)) } },
  );
}
