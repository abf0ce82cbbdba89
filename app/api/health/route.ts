import { installDirectRoutes } from "@/lib/server/direct-routes";
import { doorStats } from "@/lib/server/door/door-stats";
import { PEER_HEADER } from "@/lib/server/peer";
import { isThisComputer } from "@/lib/server/this-computer";

export const dynamic = "force-dynamic";
// server.ts asks for this route once it listens, so the direct routes are in place (and the game
// modules loaded) before the first student's press.
installDirectRoutes();

/** Alive. Asked from the computer running Clue Spin, it also tells what the door refused (connections per limit). */
export function GET(request: Request) {
  if (!isThisComputer(request.headers.get(PEER_HEADER))) return Response.json({ ok: true });
  return Response.json({ ok: true, door: doorStats() });
}
