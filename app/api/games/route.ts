import { credentialCookie } from "@/lib/server/auth";
import { createGame } from "@/lib/server/command-path";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { isSecure } from "@/lib/server/route-helpers";
import { requireTeacher } from "@/lib/server/teacher";

export const dynamic = "force-dynamic";

/** A teacher creates a game (a student's phone is refused before its body is read). */
export async function POST(request: Request) {
  const teacher = await requireTeacher(request.headers);
  if (!teacher.ok) return toResponse(teacher);
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const reply = await createGame({ body: body.body, now: Date.now(), teacher: teacher.teacher });
  if (!reply.ok) return toResponse(reply);
  const { gameId, code, moderatorToken } = reply.body;
  return toResponse(
    { ok: true, status: 201, body: { gameId, code, moderatorToken } },
    { headers: { "set-cookie": credentialCookie("moderator", gameId, moderatorToken, isSecure(request)) } },
  );
}
