import { viewFor, type BoardView, type ModeratorView, type TeamAudienceView } from "@/lib/game";
import { channelFor } from "@/lib/shared/channels";
import { teamEpoch } from "./session";
import type { SessionState, SessionStatus } from "./state";

/**
 * What each screen receives: the room (teams and who is on them) around the engine's view for
 * that audience. Built only from the state, so a screen never sees more than its audience may.
 */
export type SessionAudience = { type: "moderator" } | { type: "board" } | { type: "team"; teamId: string };

interface RoomView {
  gameId: string;
  code: string;
  version: number;
  status: SessionStatus;
  joinLocked: boolean;
  teams: { id: string; name: string; colour: string; players: { id: string; name: string }[] }[];
  unassigned: { id: string; name: string }[];
}

export type ModeratorSessionView = RoomView & { audience: "moderator"; game: ModeratorView };
export type BoardSessionView = RoomView & { audience: "board"; game: BoardView };
export type TeamSessionView = RoomView & {
  audience: "team";
  teamId: string;
  /** The team's private channel now (it is renamed when someone leaves the team). */
  teamChannel: string;
  game: TeamAudienceView;
};
export type SessionView = ModeratorSessionView | BoardSessionView | TeamSessionView;

export function sessionView(
  state: SessionState,
  meta: { gameId: string; code: string; version: number },
  audience: SessionAudience,
): SessionView {
  const room: RoomView = {
    ...meta,
    status: state.status,
    joinLocked: state.joinLocked,
    teams: state.teams.map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour,
      players: state.seats.filter((s) => s.teamId === team.id).map((s) => ({ id: s.id, name: s.name })),
    })),
    unassigned: state.seats.filter((s) => s.teamId === null).map((s) => ({ id: s.id, name: s.name })),
  };
  switch (audience.type) {
    case "moderator":
      return { ...room, audience: "moderator", game: viewFor(state.engine, "moderator") };
    case "board":
      return { ...room, audience: "board", game: viewFor(state.engine, "board") };
    case "team":
      return {
        ...room,
        audience: "team",
        teamId: audience.teamId,
        teamChannel: channelFor.team(meta.gameId, audience.teamId, teamEpoch(state, audience.teamId)),
        game: viewFor(state.engine, { team: audience.teamId }),
      };
  }
}

/** A player sees their team's view, or the board's while they have no team yet. */
export function playerAudience(state: SessionState, playerId: string): SessionAudience | null {
  const seat = state.seats.find((s) => s.id === playerId);
  if (!seat) return null;
  return seat.teamId ? { type: "team", teamId: seat.teamId } : { type: "board" };
}
