import "server-only";
import { authenticate, type RequestedRole } from "./auth";
import { parseChannel } from "@/lib/shared/channels";
import { loadGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";
import { fail, ok, type Reply } from "./replies";
import { teamEpoch } from "@/lib/session/session";

/**
 * pusher-js asks here before subscribing to a private or presence channel. The moderator may
 * hear the moderator and team channels; a player only their own team's; everyone in the game may
 * join the presence channel. Public board channels need no authorization.
 */
export async function authorizeSubscription(input: {
  request: Request;
  role: RequestedRole;
  socketId: string;
  channel: string;
}): Promise<Reply<unknown>> {
  const audience = parseChannel(input.channel);
  if (!audience || audience.type === "board") return fail(403, "auth/channel", "That channel needs no authorization or does not exist.");
  const game = await loadGame(audience.gameId);
  if (!game) return fail(404, "game/not_found", "There is no such game.");
  const auth = await authenticate(input.request, input.role, game.id);
  if (!auth.ok) return fail(401, auth.code, auth.message);
  const { actor } = auth;
  const seat = actor.role === "player" ? game.state.seats.find((s) => s.id === actor.playerId) : undefined;
  if (actor.role === "player" && !seat) return fail(403, "auth/removed", "You are no longer in this game.");
  const publisher = installedRealtime().publisher;
  switch (audience.type) {
    case "moderator":
      if (actor.role !== "moderator") return fail(403, "auth/not_allowed", "Only the moderator hears the moderator channel.");
      return ok(publisher.authorize(input.socketId, input.channel));
    case "team":
      if (audience.epoch !== teamEpoch(game.state, audience.teamId))
        return fail(403, "auth/stale_channel", "That team channel is out of date: reload to get the current one.");
      if (actor.role === "moderator" || seat?.teamId === audience.teamId) return ok(publisher.authorize(input.socketId, input.channel));
      return fail(403, "auth/not_allowed", "A player hears only their own team's channel.");
    case "presence": {
      const member = seat
        ? { user_id: seat.id, user_info: { role: "player", name: seat.name, teamId: seat.teamId } }
        : { user_id: "moderator", user_info: { role: "moderator", name: "Moderator" } };
      return ok(publisher.authorize(input.socketId, input.channel, member));
    }
  }
}
