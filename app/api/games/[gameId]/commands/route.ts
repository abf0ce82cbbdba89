import { runCommand } from "@/lib/server/command-path";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { checkGameId, roleParam } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const started = performance.now();
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  const role = roleParam(request, ["moderator", "player"] as const);
  if (typeof role !== "string") return toResponse(role);
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const reply = await runCommand({ gameId, role, request, body: body.body, now: Date.now() });
  // How long the command path took on the server (shown by browsers' dev tools; used by the bench).
  return toResponse(reply, { headers: { "server-timing": `command;dur=${(performance.now() - started).toFixed(1)}` } });
}
