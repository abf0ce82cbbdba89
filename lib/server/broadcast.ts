import "server-only";
import { channelFor, MAX_EVENT_BYTES, SEAT_ENDED_EVENT, VIEW_EVENT, type SeatEndedEvent } from "@/lib/shared/channels";
import type { LoadedGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";
import { isTableGame } from "@/lib/games/registry";
import { moduleOf, teamEpoch } from "@/lib/session/session";
import type { SeatEndings } from "@/lib/session/seat-endings";
import type { SessionState } from "@/lib/session/state";
import { sessionView, type SessionAudience } from "@/lib/session/views";
import { holdsAllTables, type TablesViewPatch } from "@/lib/shared/view-patch";
import { rememberTablesView, tablesEventJson } from "./tables-patch";

/**
 * The payload on every audience channel: the version always; the view when it fits in one event;
 * or `unchanged` when this audience's view is the same as at the previous version (a move at
 * another table of a class), so a phone keeps its view and its count of versions without a fetch;
 * or (the board and the console of a class at tables) a patch to the previous version's view.
 */
export type ViewEvent = { gameId: string; version: number; view?: unknown; unchanged?: true; since?: number; patch?: TablesViewPatch };

/**
 * Per channel, the last view sent on it (without its version), to tell a changed view from the same
 * one; for a team at a class's table, also what that view was built from.
 */
const lastSent = new Map<string, { body: string; inputs: readonly unknown[] | null; version: number }>();
const MAX_REMEMBERED = 5_000;
const VERSION_ZERO = '{"version":0';

/** `version`: of the last event this channel was sent (a phone skipped by a move elsewhere keeps it). */
function remember(channel: string, body: string, inputs: readonly unknown[] | null, version: number): void {
  lastSent.delete(channel);
  lastSent.set(channel, { body, inputs, version });
  // Oldest first: a Map keeps insertion order.
  if (lastSent.size > MAX_REMEMBERED) lastSent.delete(lastSent.keys().next().value ?? "");
}

/**
 * Everything a team's view at a class's table is made from (views.ts): its table (a move elsewhere
 * leaves the object as it was), the room's teams and seats, its channel's epoch and the room's
 * status. When none of them changed, its view did not either, and it is not built again: a move at
 * one of 30 tables builds two teams' views, not sixty.
 */
function teamInputs(state: SessionState, teamId: string): readonly unknown[] | null {
  if (!isTableGame(moduleOf(state))) return null;
  const table = state.tables.find((t) => t.teamIds.includes(teamId));
  return [table, state.teams, state.seats, teamEpoch(state, teamId), state.status, state.joinLocked, state.game];
}

const sameInputs = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null) =>
  !!a && !!b && a.length === b.length && a.every((value, i) => value === b[i]);

/** Per game, the last version this server broadcast. */
const lastBroadcast = new Map<string, number>();

const bodyOf = (view: object) => JSON.stringify(Object.assign({ version: 0 }, view, { version: 0 }));

/**
 * What each channel remembers must be its view at the version before this one: "unchanged", a
 * patch, and a team skipped by a move elsewhere all say "as at the previous version". That holds
 * when this server broadcast the previous version; when another server did (several servers on
 * one database), or this server just started, the channels learn it from the copy the command was
 * applied to (`previous`), or forget what they remembered and send whole views.
 */
function catchUp(
  game: LoadedGame,
  previous: LoadedGame | undefined,
  audiences: readonly { channel: string; audience: SessionAudience }[],
): void {
  const known = lastBroadcast.get(game.id);
  lastBroadcast.delete(game.id);
  lastBroadcast.set(game.id, game.version);
  if (lastBroadcast.size > MAX_REMEMBERED) lastBroadcast.delete(lastBroadcast.keys().next().value ?? "");
  if (known === game.version - 1) return;
  const usable = previous?.version === game.version - 1 ? previous : undefined;
  for (const { channel, audience } of audiences) {
    lastSent.delete(channel);
    rememberTablesView(channel, null);
    if (!usable) continue;
    // A team's channel under the previous version's name (a new epoch starts with a whole view).
    if (audience.type === "team" && channelFor.team(game.id, audience.teamId, teamEpoch(usable.state, audience.teamId)) !== channel)
      continue;
    if (audience.type === "team" && !usable.state.teams.some((team) => team.id === audience.teamId)) continue;
    const meta = { gameId: usable.id, code: usable.code, version: usable.version, tableTimes: usable.tableTimes };
    const view = sessionView(usable.state, meta, audience);
    if (audience.type !== "team" && holdsAllTables(view)) rememberTablesView(channel, view);
    else remember(channel, bodyOf(view), audience.type === "team" ? teamInputs(usable.state, audience.teamId) : null, usable.version);
  }
}

/**
 * The event's data, already JSON (Pusher event data travels as a string, so it is encoded once
 * here and the publisher sends it as it is).
 */
function viewEventJson(game: LoadedGame, channel: string, audience: SessionAudience): string | null {
  const previous = lastSent.get(channel);
  // `since`: the version of the channel's previous event, so a phone whose versions jumped (it heard
  // nothing of other tables' moves) still knows it holds the view this event says is unchanged.
  const unchanged = () =>
    JSON.stringify({ gameId: game.id, version: game.version, unchanged: true, since: previous?.version ?? 0 } satisfies ViewEvent);
  const inputs = audience.type === "team" ? teamInputs(game.state, audience.teamId) : null;
  if (previous && sameInputs(previous.inputs, inputs)) {
    remember(channel, previous.body, inputs, previous.version);
    // Nothing at its table or in its room changed: a move at another table sends its phones nothing
    // (at 30 tables a move is two teams' events, not sixty). Their view keeps its older version,
    // which is all they need: a whole view is taken whatever versions it skipped, and a press is
    // judged stale only when its own table changed since (command-path.ts). A change at its own
    // table that leaves its view the same still says "unchanged", so its next press is not stale.
    return null;
  }
  const view = sessionView(game.state, { gameId: game.id, code: game.code, version: game.version, tableTimes: game.tableTimes }, audience);
  if (audience.type !== "team" && holdsAllTables(view)) return tablesEventJson(game.id, channel, view);
  // Encoded once: the view with its version first and at 0 (to compare with the previous one), and
  // the event spliced from it (JSON.stringify of the view twice was a third of this function).
  const body = bodyOf(view);
  remember(channel, body, inputs, game.version);
  if (previous?.body === body) return unchanged();
  const json = `{"gameId":${JSON.stringify(game.id)},"version":${game.version},"view":{"version":${game.version}${body.slice(VERSION_ZERO.length)}}`;
  // Over the event limit, clients fetch the view over HTTP (they do the same after any gap).
  return Buffer.byteLength(json) <= MAX_EVENT_BYTES ? json : JSON.stringify({ gameId: game.id, version: game.version } satisfies ViewEvent);
}

/**
 * Sends each audience its new view. Runs after the commit: a failure here loses nothing.
 * `retired`: team channels renamed by this command. Their subscribers are told the version (so a
 * phone still on the team fetches its view and the new name) and are then dropped from them; the
 * name is never published to again, so a socket that re-subscribes with its old signature hears nothing.
 * `endings`: seats this command ended, told first, on the channels their phones were hearing.
 */
export async function broadcastGame(
  game: LoadedGame,
  retired: readonly { teamId: string; epoch: number }[] = [],
  endings: readonly SeatEndings[] = [],
  /** The copy the command was applied to (its version is the one before `game`'s). */
  previous?: LoadedGame,
): Promise<void> {
  const audiences: { channel: string; audience: SessionAudience }[] = [
    { channel: channelFor.moderator(game.id), audience: { type: "moderator" } },
    { channel: channelFor.board(game.id), audience: { type: "board" } },
    ...game.state.teams.map((team) => ({
      channel: channelFor.team(game.id, team.id, teamEpoch(game.state, team.id)),
      audience: { type: "team", teamId: team.id } as const,
    })),
  ];
  catchUp(game, previous, audiences);
  const events = audiences.flatMap(({ channel, audience }) => {
    const data = viewEventJson(game, channel, audience);
    return data === null ? [] : [{ channel, event: VIEW_EVENT, data }];
  });
  const retiredChannels = retired.map(({ teamId, epoch }) => channelFor.team(game.id, teamId, epoch));
  const goodbyes = retiredChannels.map((channel) => {
    lastSent.delete(channel);
    return { channel, event: VIEW_EVENT, data: JSON.stringify({ gameId: game.id, version: game.version } satisfies ViewEvent) };
  });
  const told = endings.map(({ channel, seats }) => ({
    channel,
    event: SEAT_ENDED_EVENT,
    data: JSON.stringify({ gameId: game.id, version: game.version, seats } satisfies SeatEndedEvent),
  }));
  try {
    const { publisher } = installedRealtime();
    await publisher.publishBatch([...told, ...goodbyes, ...events]);
    if (retiredChannels.length > 0) await publisher.retire(retiredChannels);
  } catch (error) {
    console.error(`broadcast of game ${game.id} v${game.version} failed; clients will catch up on their next fetch:`, error);
  }
}
