import { createContext, useContext, type ReactNode } from "react";
import type { CardFace } from "@/lib/games/trick-kit/cards";
import type { OwnHand } from "./own";
import type { PartSize } from "./parts";
import type { TableSummary } from "./summary";
import type { LookUp } from "./team-look";

/**
 * The seam between the shared table screens and one card game's own folder. The shared screens read
 * a table's view only for what every card game has (which game, its two teams); everything else
 * (the summary's words, the hand, the drawing of the table, the host form's options) comes from the
 * game's `TableGameParts`, so `_tables` names no game and a new card game is its own folder.
 */
export interface TableGameView {
  game: string;
  teams: readonly { id: string; name: string; points: number }[];
}

export interface TablePartProps<View> {
  game: View;
  look: LookUp;
  size: PartSize;
}

/** The options a game's host form sends, or the sentence saying what to fix. */
export type OptionsOrProblem = { options: Record<string, unknown> } | { problem: string };

/** A game's part of the host form: its own sections, its scoring section's title and fields, and what it sends. */
export interface TableOptionsForm {
  sections: ReactNode;
  scoringTitle: string;
  scoring: ReactNode;
  read: () => OptionsOrProblem;
}

/** What one card game supplies, typed by its own board and team views. */
export interface TableGameParts<Board extends TableGameView, Team extends Board> {
  /** The game's own views, told from another game's (a screen keyed to the wrong game is a bug, said loudly). */
  isBoard: (view: TableGameView) => view is Board;
  isTeam: (view: TableGameView) => view is Team;
  summary: (game: Board) => TableSummary;
  own: (game: Team) => OwnHand;
  /** Words after the game's title on the board and the console (" · Level 3"), or "". */
  titleSuffix: (game: Board) => string;
  Setup: (props: TablePartProps<Board>) => ReactNode;
  CurrentTrick: (props: TablePartProps<Board> & { ownLead?: CardFace | null }) => ReactNode;
  /** The trick `fromEnd` places before the last (0 = the last finished trick), or nothing. */
  FinishedTrick: (props: TablePartProps<Board> & { fromEnd?: number }) => ReactNode;
  /** The phone's "Tricks and battles so far". */
  History: (props: TablePartProps<Board>) => ReactNode;
  /** A moment the whole table answers at once (a count), shown above the trick while `windowOpen`; none by default. */
  windowOpen?: (game: Board) => boolean;
  Window?: (props: TablePartProps<Board>) => ReactNode;
  /** The game's own result beside the table, if it has one. */
  Result?: (props: TablePartProps<Board>) => ReactNode;
  /** The host form's options: a hook, called once per form. */
  useOptions: (formId: string) => TableOptionsForm;
}

/** The same parts as the shared screens hold them: for any card game's view, checked at the door. */
export interface TableGame {
  summary: (game: TableGameView) => TableSummary;
  own: (game: TableGameView) => OwnHand;
  titleSuffix: (game: TableGameView) => string;
  Setup: (props: TablePartProps<TableGameView>) => ReactNode;
  CurrentTrick: (props: TablePartProps<TableGameView> & { ownLead?: CardFace | null }) => ReactNode;
  FinishedTrick: (props: TablePartProps<TableGameView> & { fromEnd?: number }) => ReactNode;
  History: (props: TablePartProps<TableGameView>) => ReactNode;
  windowOpen: (game: TableGameView) => boolean;
  Window: (props: TablePartProps<TableGameView>) => ReactNode;
  Result: (props: TablePartProps<TableGameView>) => ReactNode;
  useOptions: (formId: string) => TableOptionsForm;
}

export function defineTableGame<Board extends TableGameView, Team extends Board>(parts: TableGameParts<Board, Team>): TableGame {
  const board = (view: TableGameView): Board => {
    if (parts.isBoard(view)) return view;
    throw new Error(`A ${view.game} table reached another card game's screens: reload the page.`);
  };
  const team = (view: TableGameView): Team => {
    if (parts.isTeam(view)) return view;
    throw new Error(`A ${view.game} team's view reached another card game's screens: reload the page.`);
  };
  const { Setup, CurrentTrick, FinishedTrick, History, Window = Nothing, Result = Nothing } = parts;
  return {
    summary: (game) => parts.summary(board(game)),
    own: (game) => parts.own(team(game)),
    titleSuffix: (game) => parts.titleSuffix(board(game)),
    windowOpen: (game) => parts.windowOpen?.(board(game)) ?? false,
    Setup: (props) => <Setup {...props} game={board(props.game)} />,
    CurrentTrick: (props) => <CurrentTrick {...props} game={board(props.game)} />,
    FinishedTrick: (props) => <FinishedTrick {...props} game={board(props.game)} />,
    History: (props) => <History {...props} game={board(props.game)} />,
    Window: (props) => <Window {...props} game={board(props.game)} />,
    Result: (props) => <Result {...props} game={board(props.game)} />,
    useOptions: parts.useOptions,
  };
}

function Nothing(): ReactNode {
  return null;
}

const TableGameContext = createContext<TableGame | null>(null);

/** Given by a card game's own folder around the shared screens (its `…Table` provider). */
export function TableGameProvider({ game, children }: { game: TableGame; children: ReactNode }) {
  return <TableGameContext value={game}>{children}</TableGameContext>;
}

export function useTableGame(): TableGame {
  const game = useContext(TableGameContext);
  if (!game) throw new Error("The card game's table screens need its parts: render them inside the game's own provider.");
  return game;
}
