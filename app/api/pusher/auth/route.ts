import { authorizeSubscription } from "@/lib/server/channel-auth";
import { fail, readBodyBytes, toResponse } from "@/lib/server/replies";
import { roleParam } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

const SOCKET_ID = /^\d+\.\d+$/;

export async function POST(request: Request) {
  const role = roleParam(request, ["moderator", "player"] as const);
  if (typeof role !== "string") return toResponse(role);
  const body = await readBodyBytes(request, 4096, "The authorization request is too large.");
  if (!body.ok)
    return toResponse(body.status === 413 ? fail(400, "input/invalid_auth_request", "Send socket_id and channel_name as a form.") : body);
  const form = new URLSearchParams(new TextDecoder().decode(body.body));
  const socketId = form.get("socket_id") ?? "";
  const channel = form.get("channel_name") ?? "";
  if (!SOCKET_ID.test(socketId) || channel.length === 0 || channel.length > 164) {
    return toResponse(fail(400, "input/invalid_auth_request", "Send socket_id and channel_name as a form."));
  }
  return toResponse(await authorizeSubscription({ request, role, socketId, channel }));
}
