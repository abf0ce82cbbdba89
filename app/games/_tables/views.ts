import type { ClientCommand } from "@/lib/session/commands";
import type { TablesBoardView, TablesModeratorView, TablesTeamView } from "@/lib/shared/room-views";
import type { TableGameCommand } from "./moves";
import type { TableGameView } from "./table-game";

/**
 * What the card games' screens receive: the room around each table's game view. The shared screens
 * read a game's view only through its parts (`table-game.tsx`); the game's id comes in `info`.
 */
export type TableBoardGame = TableGameView;
export type TableModeratorGame = TableGameView;
export type TableTeamGame = TableGameView;

export type TablesConsoleView = TablesModeratorView<TableModeratorGame>;
export type TablesBoardScreenView = TablesBoardView<TableBoardGame>;
export type TablesTeamScreenView = TablesTeamView<TableTeamGame, TableGameCommand>;
/** A phone on a team gets its team's view; a phone not yet seated gets the room (as the board's audience). */
export type TablesPhoneView = TablesTeamScreenView | TablesBoardScreenView;

/** What a card-game screen may send: a room command or a game command (without its actor). */
export type TablesClientCommand = ClientCommand<TableGameCommand>;

/** The screens' title for the game and its registry id (the page passes both down). */
export interface TableGameInfo {
  kind: string;
  title: string;
}
