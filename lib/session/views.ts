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
  type TeamActions,
} from "@/lib/shared/room-views";
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
  return {
    ...meta,
    gameKind: state.game,
    status: state.status,
    joinLocked: state.joinLocked,
    teams: state.teams.map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour,
      declaredPlayers: team.declaredPlayers,
      players: state.seats.filter((s) => s.teamId === team.id).map((s) => ({ id: s.id, name: s.name })),
    })),
    unassigned: state.seats.filter((s) => s.teamId === null).map((s) => ({ id: s.id, name: s.name })),
    tables: state.tables.map((table) => ({ id: table.id, teamIds: table.teamIds, paused: table.paused, over: table.over })),
  };
}

export function sessionView(
  state: SessionState,
  meta: { gameId: string; code: string; version: number },
  audience: SessionAudience,
): SessionView {
  const room = audience.type === "moderator" ? { ...roomView(state, meta), claims: claimsOf(state) } : roomView(state, meta);
  const module = moduleOf(state);
  const view = (table: TableState | undefined, of: (engine: unknown) => unknown): unknown =>
    table === undefined || table.engine === null ? null : of(table.engine);
  const teamChannel = (teamId: string) => channelFor.team(meta.gameId, teamId, teamEpoch(state, teamId));
  if (!isTableGame(module)) {
    const main = state.tables[0];
    switch (audience.type) {
      case "moderator":
        return { ...room, audience: "moderator", game: view(main, (engine) => module.views.moderator(engine)) };
      case "board":
      case "unseated":
        return { ...room, audience: "board", game: view(main, (engine) => module.views.board(engine)) };
      case "team":
        return {
          ...room,
          audience: "team",
          teamId: audience.teamId,
          teamChannel: teamChannel(audience.teamId),
          game: view(main, (engine) => module.views.team(engine, audience.teamId)),
        };
    }
  }
  switch (audience.type) {
    // A phone not yet on a team waits for its seat: the room, without every table's game.
    case "unseated":
      return { ...room, audience: "board", tableViews: [] };
    case "moderator":
      return {
        ...room,
        audience: "moderator",
        tableViews: state.tables.map((table) => ({ table: table.id, game: view(table, (engine) => module.views.moderator(engine)) })),
      };
    case "board":
      return {
        ...room,
        audience: "board",
        tableViews: state.tables.map((table) => ({ table: table.id, game: view(table, (engine) => module.views.board(engine)) })),
      };
    case "team": {
      const table = state.tables.find((t) => t.teamIds.includes(audience.teamId));
      // A phone needs its own table's teams and its own table, not the whole class's roster and
      // every table (its view is then the same size at 2 tables as at 30, and fits in one event).
      const atTable = new Set(table?.teamIds ?? [audience.teamId]);
      return {
        ...room,
        teams: room.teams.filter((team) => atTable.has(team.id)),
        unassigned: [],
        tables: room.tables.filter((entry) => entry.id === table?.id),
        audience: "team",
        teamId: audience.teamId,
        teamChannel: teamChannel(audience.teamId),
        table: table?.id ?? null,
        game: view(table, (engine) => module.views.team(engine, audience.teamId)),
        actions: teamActions(state, table, audience.teamId),
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

/** The team's legal moves at its table (none while the table is paused, over, or not started). */
function teamActions(state: SessionState, table: TableState | undefined, teamId: string): TeamActions<unknown> {
  const none: TeamActions<unknown> = { allowed: [], refusals: [] };
  if (!table || table.engine === null || table.paused || table.over || state.status !== "playing") return none;
  const allowed: unknown[] = [];
  const refusals = new Map<string, { code: string; reason: string; types: Set<string> }>();
  for (const action of moduleOf(state).legalActions(table.engine, { role: "team", teamId })) {
    if (action.allowed) {
      allowed.push(action.command);
      continue;
    }
    const type = (action.command as { type?: unknown }).type;
    const refusal = refusals.get(action.reason) ?? { code: action.code, reason: action.reason, types: new Set<string>() };
    if (typeof type === "string") refusal.types.add(type);
    refusals.set(action.reason, refusal);
  }
  return { allowed, refusals: [...refusals.values()].map((r) => ({ code: r.code, reason: r.reason, types: [...r.types] })) };
}

/** A player sees their team's view, or (the clue game's board) while they have no team yet. */
export function playerAudience(state: SessionState, playerId: string): SessionAudience | null {
  const seat = state.seats.find((s) => s.id === playerId);
  if (!seat) return null;
  return seat.teamId ? { type: "team", teamId: seat.teamId } : { type: "unseated" };
}
