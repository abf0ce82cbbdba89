import { isTableGame } from "@/lib/games/registry";
import { channelFor } from "@/lib/shared/channels";
import {
  requestCode,
  type OneTableBoardView,
  type OneTableModeratorView,
  type OneTableTeamView,
  type RoomView,
  type TablesBoardView,
  type TablesModeratorView,
  type TablesTeamView,
} from "@/lib/shared/room-views";
import { tableActions } from "./actions";
import { moduleOf, teamEpoch } from "./session";
import type { SessionState, TableState } from "./state";

/**
 * What each screen receives: the room (teams, players, tables) around the game's own view for that
 * audience, from the game's module. Built only from the state, so a screen never sees more than
 * its audience may: a team's view holds its own table's team view; the board's, every table's board view.
 */
export type SessionAudience = { type: "moderator" } | { type: "board" } | { type: "team"; teamId: string } | { type: "unseated" };

export type SessionView =
  | OneTableModeratorView<unknown>
  | OneTableBoardView<unknown>
  | OneTableTeamView<unknown>
  | TablesModeratorView<unknown>
  | TablesBoardView<unknown>
  | TablesTeamView<unknown>;

export function roomView(state: SessionState, meta: { gameId: string; code: string; version: number }): RoomView {
  return roomViewOf(state, meta, null);
}

/**
 * The room, or (`table` given) only what one table's team sees of it: that table's teams and line,
 * nobody unassigned. Players are grouped in one pass, so a class of 180 costs the same per view as a
 * class of 12 (a team's view is built for every team at every version).
 */
function roomViewOf(state: SessionState, meta: { gameId: string; code: string; version: number }, table: TableState | null): RoomView {
  return {
    ...meta,
    gameKind: state.game,
    status: state.status,
    joinLocked: state.joinLocked,
    ...(table ? rosterOf(state, table) : wholeRoster(state)),
    tables: (table ? [table] : state.tables).map((t) => ({ id: t.id, teamIds: t.teamIds, paused: t.paused, over: t.over })),
  };
}

/**
 * The whole room's teams and players, made once per roster: a move leaves `state.teams` and
 * `state.seats` as they were, so the board's and the console's views at every move share one
 * roster object (and tables-patch.ts encodes it once) instead of regrouping 180 players.
 */
const rosters = new WeakMap<object, WeakMap<object, Pick<RoomView, "teams" | "unassigned">>>();
function wholeRoster(state: SessionState): Pick<RoomView, "teams" | "unassigned"> {
  let bySeats = rosters.get(state.teams);
  if (!bySeats) {
    bySeats = new WeakMap();
    rosters.set(state.teams, bySeats);
  }
  let roster = bySeats.get(state.seats);
  if (!roster) {
    roster = rosterOf(state, null);
    bySeats.set(state.seats, roster);
  }
  return roster;
}

function rosterOf(state: SessionState, table: TableState | null): Pick<RoomView, "teams" | "unassigned"> {
  const teamIds = table ? new Set(table.teamIds) : null;
  const players = new Map<string | null, { id: string; name: string }[]>();
  for (const seat of state.seats) {
    if (teamIds && (seat.teamId === null || !teamIds.has(seat.teamId))) continue;
    const list = players.get(seat.teamId);
    if (list) list.push({ id: seat.id, name: seat.name });
    else players.set(seat.teamId, [{ id: seat.id, name: seat.name }]);
  }
  return {
    teams: state.teams
      .filter((team) => !teamIds || teamIds.has(team.id))
      .map((team) => ({
        id: team.id,
        name: team.name,
        colour: team.colour,
        declaredPlayers: team.declaredPlayers,
        players: players.get(team.id) ?? [],
      })),
    unassigned: players.get(null) ?? [],
  };
}

/**
 * A game's views and legal moves are pure functions of its engine state, which is never changed in
 * place (a command makes a new one; a table nobody moved at keeps its object). So each is computed
 * once per engine state and audience: at 30 tables a move rebuilds one table's views, not thirty.
 */
const memo = new WeakMap<object, Map<string, unknown>>();
function once<T>(engine: unknown, key: string, make: () => T): T {
  if (typeof engine !== "object" || engine === null) return make();
  let entries = memo.get(engine);
  if (!entries) {
    entries = new Map<string, unknown>();
    memo.set(engine, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const made = make();
  entries.set(key, made);
  return made;
}

/** Which room and version a view is of; `tableTimes` (the server's, per table: when it last changed) go to the moderator's console. */
export interface ViewMeta {
  gameId: string;
  code: string;
  version: number;
  tableTimes?: Readonly<Record<string, number>>;
}

export function sessionView(state: SessionState, { tableTimes, ...meta }: ViewMeta, audience: SessionAudience): SessionView {
  const module = moduleOf(state);
  const view = (table: TableState | undefined, of: (engine: unknown) => unknown, key: string): unknown =>
    table === undefined || table.engine === null ? null : once(table.engine, key, () => of(table.engine));
  const teamChannel = (teamId: string) => channelFor.team(meta.gameId, teamId, teamEpoch(state, teamId));
  if (!isTableGame(module)) {
    const room = audience.type === "moderator" ? { ...roomView(state, meta), claims: claimsOf(state) } : roomView(state, meta);
    const main = state.tables[0];
    switch (audience.type) {
      case "moderator":
        return {
          ...room,
          audience: "moderator",
          game: view(main, (engine) => module.views.moderator(engine), "moderator"),
          actions: tableActions(state, main, { role: "moderator" }),
        };
      case "board":
      case "unseated":
        return { ...room, audience: "board", game: view(main, (engine) => module.views.board(engine), "board") };
      case "team":
        return {
          ...room,
          audience: "team",
          teamId: audience.teamId,
          teamChannel: teamChannel(audience.teamId),
          game: view(main, (engine) => module.views.team(engine, audience.teamId), `team:${audience.teamId}`),
          actions: tableActions(state, main, { role: "team", teamId: audience.teamId }),
        };
    }
  }
  const room = audience.type === "moderator" ? { ...roomView(state, meta), claims: claimsOf(state) } : null;
  switch (audience.type) {
    // A phone not yet on a team waits for its seat: the room, without every table's game.
    case "unseated":
      return { ...roomView(state, meta), audience: "board", tableViews: [] };
    case "moderator": {
      const whole = room ?? roomView(state, meta);
      return {
        ...whole,
        tables: tableTimes ? whole.tables.map((table) => ({ ...table, changedAt: tableTimes[table.id] })) : whole.tables,
        audience: "moderator",
        tableViews: state.tables.map((table) => ({
          table: table.id,
          game: view(table, (engine) => module.views.moderator(engine), "moderator"),
        })),
      };
    }
    case "board":
      return {
        ...roomView(state, meta),
        audience: "board",
        tableViews: state.tables.map((table) => ({ table: table.id, game: view(table, (engine) => module.views.board(engine), "board") })),
      };
    case "team": {
      const table = state.tables.find((t) => t.teamIds.includes(audience.teamId));
      // A phone needs its own table's teams and its own table, not the whole class's roster and
      // every table (its view is then the same size at 2 tables as at 30, and fits in one event).
      const own = roomViewOf(state, meta, table ?? { id: "", teamIds: [audience.teamId], engine: null, paused: false, over: false });
      return {
        ...own,
        unassigned: [],
        tables: own.tables.filter((entry) => entry.id === table?.id),
        audience: "team",
        teamId: audience.teamId,
        teamChannel: teamChannel(audience.teamId),
        table: table?.id ?? null,
        game: view(table, (engine) => module.views.team(engine, audience.teamId), `team:${audience.teamId}`),
        actions: tableActions(state, table, { role: "team", teamId: audience.teamId }),
        paused: table?.paused ?? false,
      };
    }
  }
}

function claimsOf(state: SessionState): NonNullable<RoomView["claims"]> {
  const claims = state.claims ?? [];
  return claims.flatMap((claim) => {
    const seat = state.seats.find((s) => s.id === claim.playerId);
    if (!seat) return [];
    return [
      {
        id: claim.id,
        playerId: seat.id,
        name: seat.name,
        teamId: seat.teamId,
        at: claim.at,
        requestCode: requestCode(claim.id),
        address: claim.device?.address ?? null,
        device: claim.device?.known ?? null,
        rivals: claims.filter((other) => other.playerId === claim.playerId && other.id !== claim.id).length,
      },
    ];
  });
}

/** A player sees their team's view, or (the clue game's board) while they have no team yet. */
export function playerAudience(state: SessionState, playerId: string): SessionAudience | null {
  const seat = state.seats.find((s) => s.id === playerId);
  if (!seat) return null;
  return seat.teamId ? { type: "team", teamId: seat.teamId } : { type: "unseated" };
}
