import "server-only";
import { channelFor, MAX_EVENT_BYTES, VIEW_EVENT } from "@/lib/shared/channels";
import type { LoadedGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";
import { teamEpoch } from "@/lib/session/session";
import { sessionView, type SessionAudience } from "@/lib/session/views";

/** The payload on every audience channel: the version always, the view when it fits in one event. */
export type ViewEvent = { gameId: string; version: number; view?: unknown };

/**
 * The event's data, already JSON (Pusher event data travels as a string, so it is encoded once
 * here and the publisher sends it as it is).
 */
function viewEventJson(game: LoadedGame, audience: SessionAudience): string {
  const view = sessionView(game.state, { gameId: game.id, code: game.code, version: game.version }, audience);
  const json = JSON.stringify({ gameId: game.id, version: game.version, view } satisfies ViewEvent);
  // Over the event limit, clients fetch the view over HTTP (they do the same after any gap).
  return Buffer.byteLength(json) <= MAX_EVENT_BYTES ? json : JSON.stringify({ gameId: game.id, version: game.version } satisfies ViewEvent);
}

/** Sends each audience its new view. Runs after the commit: a failure here loses nothing. */
export async function broadcastGame(game: LoadedGame): Promise<void> {
  const events = [
    { channel: channelFor.moderator(game.id), event: VIEW_EVENT, data: viewEventJson(game, { type: "moderator" }) },
    { channel: channelFor.board(game.id), event: VIEW_EVENT, data: viewEventJson(game, { type: "board" }) },
    ...game.state.teams.map((team) => ({
      channel: channelFor.team(game.id, team.id, teamEpoch(game.state, team.id)),
      event: VIEW_EVENT,
      data: viewEventJson(game, { type: "team", teamId: team.id }),
    })),
  ];
  try {
    await installedRealtime().publisher.publishBatch(events);
  } catch (error) {
    console.error(`broadcast of game ${game.id} v${game.version} failed; clients will catch up on their next fetch:`, error);
  }
}
