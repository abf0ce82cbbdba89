import { channelFor, type SeatEndedEvent } from "@/lib/shared/channels";
import { teamEpoch, type SessionEvent } from "./session";
import type { SessionState } from "./state";

/** One channel's news of the seats a command ended: the phones that held them hear it there. */
export interface SeatEndings {
  channel: string;
  seats: SeatEndedEvent["seats"];
}

/**
 * The seats a command ended (a student removed, or their seat given to another phone), grouped by
 * the channel each phone was hearing before the command: its team's channel as it was named then
 * (the command renames it), or the board's for a phone not yet on a team.
 */
export function seatEndings(before: SessionState, events: readonly SessionEvent[], gameId: string): SeatEndings[] {
  const byChannel = new Map<string, SeatEndedEvent["seats"]>();
  for (const event of events) {
    const why = event.type === "playerRemoved" ? "removed" : event.type === "claimGranted" ? "moved" : null;
    const playerId = "playerId" in event ? event.playerId : null;
    if (!why || typeof playerId !== "string") continue;
    const seat = before.seats.find((s) => s.id === playerId);
    if (!seat) continue;
    const channel = seat.teamId ? channelFor.team(gameId, seat.teamId, teamEpoch(before, seat.teamId)) : channelFor.board(gameId);
    const seats = byChannel.get(channel) ?? [];
    seats.push({ playerId: seat.id, why });
    byChannel.set(channel, seats);
  }
  return [...byChannel].map(([channel, seats]) => ({ channel, seats }));
}
