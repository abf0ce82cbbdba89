import "server-only";
import { channelFor, MAX_EVENT_BYTES, VIEW_EVENT } from "@/lib/shared/channels";
import type { LoadedGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";
import { teamEpoch } from "@/lib/session/session";
import { sessionView, type SessionAudience } from "@/lib/session/views";

/**
 * The payload on every audience channel: the version always; the view when it fits in one event;
 * or `unchanged` when this audience's view is the same as at the previous version (a move at
 * another table of a class), so a phone keeps its view and its count of versions without a fetch.
 */
export type ViewEvent = { gameId: string; version: number; view?: unknown; unchanged?: true };

/** Per channel, the last view sent on it (without its version), to tell a changed view from the same one. */
const lastSent = new Map<string, string>();
const MAX_REMEMBERED = 5_000;

function remember(channel: string, body: string): void {
  lastSent.delete(channel);
  lastSent.set(channel, body);
  // Oldest first: a Map keeps insertion order.
  if (lastSent.size > MAX_REMEMBERED) lastSent.delete(lastSent.keys().next().value ?? "");
}

/**
 * The event's data, already JSON (Pusher event data travels as a string, so it is encoded once
 * here and the publisher sends it as it is).
 */
function viewEventJson(game: LoadedGame, channel: string, audience: SessionAudience): string {
  const view = sessionView(game.state, { gameId: game.id, code: game.code, version: game.version }, audience);
  const body = JSON.stringify({ ...view, version: 0 });
  const previous = lastSent.get(channel);
  remember(channel, body);
  if (previous === body) return JSON.stringify({ gameId: game.id, version: game.version, unchanged: true } satisfies ViewEvent);
  const json = JSON.stringify({ gameId: game.id, version: game.version, view } satisfies ViewEvent);
  // Over the event limit, clients fetch the view over HTTP (they do the same after any gap).
  return Buffer.byteLength(json) <= MAX_EVENT_BYTES ? json : JSON.stringify({ gameId: game.id, version: game.version } satisfies ViewEvent);
}

/**
 * Sends each audience its new view. Runs after the commit: a failure here loses nothing.
 * `retired`: team channels renamed by this command. Their subscribers are told the version (so a
 * phone still on the team fetches its view and the new name) and are then dropped from them; the
 * name is never published to again, so a socket that re-subscribes with its old signature hears nothing.
 */
export async function broadcastGame(game: LoadedGame, retired: readonly { teamId: string; epoch: number }[] = []): Promise<void> {
  const audiences: { channel: string; audience: SessionAudience }[] = [
    { channel: channelFor.moderator(game.id), audience: { type: "moderator" } },
    { channel: channelFor.board(game.id), audience: { type: "board" } },
    ...game.state.teams.map((team) => ({
      channel: channelFor.team(game.id, team.id, teamEpoch(game.state, team.id)),
      audience: { type: "team", teamId: team.id } as const,
    })),
  ];
  const events = audiences.map(({ channel, audience }) => ({ channel, event: VIEW_EVENT, data: viewEventJson(game, channel, audience) }));
  const retiredChannels = retired.map(({ teamId, epoch }) => channelFor.team(game.id, teamId, epoch));
  const goodbyes = retiredChannels.map((channel) => {
    lastSent.delete(channel);
    return { channel, event: VIEW_EVENT, data: JSON.stringify({ gameId: game.id, version: game.version } satisfies ViewEvent) };
  });
  try {
    const { publisher } = installedRealtime();
    await publisher.publishBatch([...goodbyes, ...events]);
    if (retiredChannels.length > 0) await publisher.retire(retiredChannels);
  } catch (error) {
    console.error(`broadcast of game ${game.id} v${game.version} failed; clients will catch up on their next fetch:`, error);
  }
}
