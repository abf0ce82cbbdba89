import type { ClientCommand } from "@/lib/session/commands";
import type { TablesBoardView, TablesModeratorView, TablesTeamView } from "@/lib/shared/room-views";
import type { TableCommand, TableGameView } from "./table-game";

/**
 * What the shared table screens receive: the room around each table's game view. The shared screens
 * read a game's view only through its parts (`table-game.tsx`); the game's id comes in `info`.
 */
export type TableBoardGame = TableGameView;
export type TableModeratorGame = TableGameView;
export type TableTeamGame = TableGameView;

export type TablesConsoleView = TablesModeratorView<TableModeratorGame>;
export type TablesBoardScreenView = TablesBoardView<TableBoardGame>;
export type TablesTeamScreenView = TablesTeamView<TableTeamGame, TableCommand>;
/** A phone on a team gets its team's view; a phone not yet seated gets the room (as the board's audience). */
export type TablesPhoneView = TablesTeamScreenView | TablesBoardScreenView;

/** What a table screen may send: a room command or one of the game's commands (without its actor). */
export type TablesClientCommand = ClientCommand<TableCommand>;

/** The game's registry id, its title and the teams a table seats, from its module (the page passes them down). */
export interface TableGameInfo {
  kind: string;
  title: string;
  teams: { min: number; max: number; playersPerTeam: { min: number; max: number } };
}
