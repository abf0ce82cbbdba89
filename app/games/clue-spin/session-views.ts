import type { BoardView, LegalAction, ModeratorView, TeamAudienceView } from "@/lib/games/clue-spin/engine";
import type { ClueCommand, clueOptionsSchema } from "@/lib/games/clue-spin";
import type { z } from "zod";
import type { ClientCommand } from "@/lib/session/commands";
import type { RoomRequestInput } from "@/lib/session/create";
import { PAUSED_CODE } from "@/lib/session/pause";
import type { OneTableBoardView, OneTableModeratorView, OneTableTeamView, TeamActions } from "@/lib/shared/room-views";

/**
 * What the clue game's screens receive: the room around the clue engine's view for their audience.
 * `game` is null until the game starts: the lobby screens draw the room (teams, players, code) only.
 */
export type ModeratorSessionView = OneTableModeratorView<ModeratorView, LegalAction>;
export type BoardSessionView = OneTableBoardView<BoardView>;
export type TeamSessionView = OneTableTeamView<TeamAudienceView, LegalAction>;
export type ClueActions = TeamActions<LegalAction>;
export type ClueSessionView = ModeratorSessionView | BoardSessionView | TeamSessionView;

/** A view whose game has started: what the playing and results screens take (each audience of a union its own). */
export type Started<V extends ClueSessionView> = V extends ClueSessionView ? V & { game: NonNullable<V["game"]> } : never;
export type PlayingModeratorView = Started<ModeratorSessionView>;
export type PlayingBoardView = Started<BoardSessionView>;
export type PlayingTeamView = Started<TeamSessionView>;

/** The view with its game, or null before the game starts (and in a room ended before it started). */
export function started<V extends ClueSessionView>(view: V): Started<V> | null {
  // Checked just above: TypeScript does not narrow a generic's property by itself.
  return view.game === null ? null : (view as Started<V>);
}

/** What a clue game screen may send: a room command or a clue command (without its actor). */
export type ClueClientCommand = ClientCommand<ClueCommand>;

/** What the host form sends to make a clue game: the room's fields and the clue game's options. */
export type ClueRoomRequest = RoomRequestInput & z.input<typeof clueOptionsSchema> & { game: "clue-spin" };

/** The room's one table is paused. Pausing is the platform's (a table's, for every game), not the clue engine's. */
export function isPaused(view: Pick<ClueSessionView, "tables">): boolean {
  return view.tables.some((table) => table.paused);
}

/** The pause or resume the console can send now, or null (not playing, or the game is over). */
export function pauseToggle(view: Pick<ClueSessionView, "tables" | "status">): ClueClientCommand | null {
  const table = view.tables[0];
  if (!table || table.over || view.status !== "playing") return null;
  return { type: table.paused ? "resumeTable" : "pauseTable", table: table.id };
}

/** Why the team may not act at all now (its table is paused), in the platform's words; null when it may. */
export function pausedBecause(actions: ClueActions): string | null {
  return actions.refusals.find((refusal) => refusal.code === PAUSED_CODE)?.reason ?? null;
}

/**
 * The reason a kind of decision is refused now, from the legal actions the view carries: null when
 * some command of that kind is allowed or none was refused (a phone never writes a reason of its own).
 */
export function refusalOf(actions: ClueActions, type: LegalAction["type"]): string | null {
  if (actions.allowed.some((action) => action.type === type)) return null;
  return actions.refusals.find((refusal) => refusal.types.includes(type))?.reason ?? null;
}
