import { createContext, useContext, type ReactNode } from "react";
import type { TablesTeamView } from "@/lib/shared/room-views";
import type { PartSize } from "./parts";
import type { TableSummary } from "./summary";
import type { LookUp } from "./team-look";

/**
 * The seam between the shared table screens and one game played at tables of two teams. The shared
 * screens (lobby, seating, console, board, phone frame) read a table's view only for what every such
 * game has (which game, its two teams and their points); everything else (the summary's words, the
 * drawing of the table, the team's own panel on the phone, the host form's options, the moderator's
 * own tools) comes from the game's `TableGameParts`, so `_tables` names no game and no game's
 * commands, and a new game at tables is its own folder. Trick games build theirs with
 * `defineTrickGame` (`./trick/`), which supplies the trick phone and the score correction.
 */
export interface TableGameView {
  game: string;
  teams: readonly { id: string; name: string; points: number }[];
}

/**
 * A command as the shared screens pass it on: one of the game's own, read and made only by the
 * game's parts (the server checks it against the game's schema and rules).
 */
export type TableCommand = { type: string; [field: string]: unknown };

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

/**
 * Sends one of the game's commands for the team; resolves true when the server accepted it. The
 * press carries the table version its screen showed, so a press overtaken by another is refused
 * ("someone already decided"); `anyVersion` sends none, for a game's moves that name what they
 * change and stay right whatever else moved meanwhile (a race's arrangement while the other team
 * moves its own).
 */
export type TableSend<Command> = (key: string, command: Command, options?: { anyVersion?: boolean }) => Promise<boolean>;

/** What the team's phone shows while its table plays: the room around the team's own game view, its legal moves in `view.actions`. */
export interface TablePlayProps<Team, Command> {
  view: TablesTeamView<Team, Command> & { game: Team };
  busy: string | null;
  send: TableSend<Command>;
}

/** The moderator's own controls for one table (a game's moderator commands beyond pause, undo and end). */
export interface TableToolsProps<Board, Command> {
  table: string;
  game: Board;
  look: LookUp;
  busy: boolean;
  /** Sends the command at this table as the moderator; resolves true when accepted. */
  send: (command: Command) => Promise<boolean>;
}

/** A game that lets the teacher correct a team's score: the engine's limits and the command that does it. */
export interface ScoreAdjustment<Command> {
  amountLimit: number;
  reasonMaxLength: number;
  /** What is wrong with this correction, in the engine's words, or null when the engine accepts it. */
  problem: (correction: { points: number; amount: number; reason: string; teamName: string }) => string | null;
  command: (correction: { teamId: string; amount: number; reason: string }) => Command;
}

/** What one game at tables supplies, typed by its own board and team views and its commands. */
export interface TableGameParts<Board extends TableGameView, Team extends Board, Command extends TableCommand> {
  /** The game's own views, told from another game's (a screen keyed to the wrong game is a bug, said loudly). */
  isBoard: (view: TableGameView) => view is Board;
  isTeam: (view: TableGameView) => view is Team;
  summary: (game: Board) => TableSummary;
  /** The engine's words for the team's move now ("lead trick 3"), or null when it waits: the phone buzzes on it. */
  yourMove: (game: Team) => string | null;
  /** Words after the game's title on the board and the console (" · Level 3"), or "". */
  titleSuffix: (game: Board) => string;
  /** The table as the board and the phone draw it. */
  Setup: (props: TablePartProps<Board>) => ReactNode;
  /** The team's phone while its table plays (the shared phone draws the frame, the seat and the lobby around it). */
  Play: (props: TablePlayProps<Team, Command>) => ReactNode;
  /** The trick being played and the last finished one, on the board, for a game with tricks; none by default. */
  CurrentTrick?: (props: TablePartProps<Board>) => ReactNode;
  /** The last finished trick, or nothing. */
  FinishedTrick?: (props: TablePartProps<Board>) => ReactNode;
  /** A moment the whole table answers at once (a count), shown above the table while `windowOpen`; none by default. */
  windowOpen?: (game: Board) => boolean;
  Window?: (props: TablePartProps<Board>) => ReactNode;
  /** The game's own result beside the table, if it has one. */
  Result?: (props: TablePartProps<Board>) => ReactNode;
  /** The console's score correction at a table, for a game whose engine takes one; without it the console offers none. */
  scoreAdjustment?: ScoreAdjustment<Command>;
  /** The moderator's own controls on the console's line for a table, if the game has any. */
  TableTools?: (props: TableToolsProps<Board, Command>) => ReactNode;
  /**
   * The host form's options: loads the hook the form calls once (from the game's own options-form.tsx),
   * so the form's code loads on the host's page and never with a phone's or a board's parts (`[PAGE-WEIGHT]`).
   */
  loadOptions: LoadOptions;
}

/** Loads a game's host-form hook; see `TableGameParts.loadOptions`. */
export type LoadOptions = () => Promise<(formId: string) => TableOptionsForm>;

/** The same parts as the shared screens hold them: for any game's view, checked at the door. */
export interface TableGame {
  summary: (game: TableGameView) => TableSummary;
  yourMove: (game: TableGameView) => string | null;
  titleSuffix: (game: TableGameView) => string;
  Setup: (props: TablePartProps<TableGameView>) => ReactNode;
  Play: (props: TablePlayProps<TableGameView, TableCommand>) => ReactNode;
  CurrentTrick: (props: TablePartProps<TableGameView>) => ReactNode;
  FinishedTrick: (props: TablePartProps<TableGameView>) => ReactNode;
  windowOpen: (game: TableGameView) => boolean;
  Window: (props: TablePartProps<TableGameView>) => ReactNode;
  Result: (props: TablePartProps<TableGameView>) => ReactNode;
  scoreAdjustment: ScoreAdjustment<TableCommand> | null;
  TableTools: (props: TableToolsProps<TableGameView, TableCommand>) => ReactNode;
  loadOptions: LoadOptions;
}

/**
 * A game's parts as the shared screens hold them. The views and the legal actions a screen hands
 * back are the ones the server made for this game's table (its views, its `legalActions`), which
 * is why reading them as the game's own types here is sound, as in the registry's `defineGame`.
 */
export function defineTableGame<Board extends TableGameView, Team extends Board, Command extends TableCommand>(
  parts: TableGameParts<Board, Team, Command>,
): TableGame {
  const board = (view: TableGameView): Board => {
    if (parts.isBoard(view)) return view;
    throw new Error(`A ${view.game} table reached another game's screens: reload the page.`);
  };
  const team = (view: TableGameView): Team => {
    if (parts.isTeam(view)) return view;
    throw new Error(`A ${view.game} team's view reached another game's screens: reload the page.`);
  };
  const { Setup, Play, CurrentTrick = Nothing, FinishedTrick = Nothing, Window = Nothing, Result = Nothing, TableTools = Nothing } = parts;
  const adjustment = parts.scoreAdjustment;
  return {
    summary: (game) => parts.summary(board(game)),
    yourMove: (game) => parts.yourMove(team(game)),
    titleSuffix: (game) => parts.titleSuffix(board(game)),
    windowOpen: (game) => parts.windowOpen?.(board(game)) ?? false,
    Setup: (props) => <Setup {...props} game={board(props.game)} />,
    Play: ({ view, busy, send }) => (
      <Play view={{ ...(view as TablesTeamView<Team, Command>), game: team(view.game) }} busy={busy} send={send} />
    ),
    CurrentTrick: (props) => <CurrentTrick {...props} game={board(props.game)} />,
    FinishedTrick: (props) => <FinishedTrick {...props} game={board(props.game)} />,
    Window: (props) => <Window {...props} game={board(props.game)} />,
    Result: (props) => <Result {...props} game={board(props.game)} />,
    scoreAdjustment: adjustment ?? null,
    TableTools: (props) => <TableTools {...props} game={board(props.game)} />,
    loadOptions: parts.loadOptions,
  };
}

function Nothing(): ReactNode {
  return null;
}

const TableGameContext = createContext<TableGame | null>(null);

/** Given by a game's own folder around the shared screens (its `…Table` provider). */
export function TableGameProvider({ game, children }: { game: TableGame; children: ReactNode }) {
  return <TableGameContext value={game}>{children}</TableGameContext>;
}

export function useTableGame(): TableGame {
  const game = useContext(TableGameContext);
  if (!game) throw new Error("The game's table screens need its parts: render them inside the game's own provider.");
  return game;
}
