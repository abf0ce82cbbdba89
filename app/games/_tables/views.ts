import type { BorderZapBoardView, BorderZapCommand, BorderZapModeratorView, BorderZapTeamView } from "@/lib/games/border-zap";
import type { Combo3Game4BoardView, Combo3Game4Command, Combo3Game4ModeratorView, Combo3Game4TeamView } from "@/lib/games/combo3-game4";
import type {
  PlayTheRanksBoardView,
  PlayTheRanksCommand,
  PlayTheRanksModeratorView,
  PlayTheRanksTeamView,
} from "@/lib/games/play-the-ranks";
import type { ClientCommand } from "@/lib/session/commands";
import type { TablesBoardView, TablesModeratorView, TablesTeamView } from "@/lib/shared/room-views";

/**
 * What the card games' screens receive: the room around each table's game view. The three games
 * share these screens; their views are told apart by `game` ("play-the-ranks", "border-zap",
 * "combo3-game4").
 */
export type TableGameKind = "play-the-ranks" | "border-zap" | "combo3-game4";

export type TableBoardGame = PlayTheRanksBoardView | BorderZapBoardView | Combo3Game4BoardView;
export type TableModeratorGame = PlayTheRanksModeratorView | BorderZapModeratorView | Combo3Game4ModeratorView;
export type TableTeamGame = PlayTheRanksTeamView | BorderZapTeamView | Combo3Game4TeamView;
export type TableGameCommand = PlayTheRanksCommand | BorderZapCommand | Combo3Game4Command;

export type TablesConsoleView = TablesModeratorView<TableModeratorGame>;
export type TablesBoardScreenView = TablesBoardView<TableBoardGame>;
export type TablesTeamScreenView = TablesTeamView<TableTeamGame, TableGameCommand>;
/** A phone on a team gets its team's view; a phone not yet seated gets the room (as the board's audience). */
export type TablesPhoneView = TablesTeamScreenView | TablesBoardScreenView;

/** What a card-game screen may send: a room command or a game command (without its actor). */
export type TablesClientCommand = ClientCommand<TableGameCommand>;

/** The screens' title for each game (the page passes the registry's title down). */
export interface TableGameInfo {
  kind: TableGameKind;
  title: string;
}

export function isTableGameKind(kind: string): kind is TableGameKind {
  return kind === "play-the-ranks" || kind === "border-zap" || kind === "combo3-game4";
}
