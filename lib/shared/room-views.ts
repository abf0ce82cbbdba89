/**
 * What every screen receives, whatever the game: the room (who joined, which team, which table)
 * around the game's own view for that audience. Shared by the server, which builds it, and the
 * browser, which draws it; a game's screens name the game view's type (`G`).
 */
export type RoomStatus = "lobby" | "playing" | "finished" | "ended";

export interface RoomTeam {
  id: string;
  name: string;
  colour: string;
  /** Players the teacher said are on the team, for a team that plays without phones. */
  declaredPlayers: number;
  players: { id: string; name: string }[];
}

export interface RoomTable {
  id: string;
  teamIds: string[];
  /** The moderator paused this table (its teams cannot play until it resumes). */
  paused: boolean;
  /** The table's game is over (won, or ended by the moderator). */
  over: boolean;
  /** The moderator's only: when the table last changed (an accepted command at it), in ms on the server's clock. */
  changedAt?: number;
}

export interface RoomView {
  /** The room's id (the stored game's id). */
  gameId: string;
  code: string;
  version: number;
  /** Which game the room plays (a registry id: "clue-spin", "play-the-ranks", …). */
  gameKind: string;
  status: RoomStatus;
  joinLocked: boolean;
  teams: RoomTeam[];
  unassigned: { id: string; name: string }[];
  tables: RoomTable[];
  /** The moderator's only: phones asking for a student's seat (that student lost the phone's join key). */
  claims?: SeatRequestView[];
}

/** One phone asking for a seat, with what tells it apart from another asking for the same seat. */
export interface SeatRequestView {
  id: string;
  playerId: string;
  name: string;
  teamId: string | null;
  at: number;
  /** Shown on the asking phone too, so the teacher can ask the student which code their phone shows. */
  requestCode: string;
  /** The asking device's network address, when the server saw one (games before rules 3: none). */
  address: string | null;
  /** "seat": the device this seat joined from; "other": a device with no seat in this game; null: not known. */
  device: "seat" | "other" | null;
  /** Other phones asking for the same seat right now. */
  rivals: number;
}

/** A short code for a seat request, the same on the asking phone and the console. */
export function requestCode(claimId: string): string {
  return claimId
    .replace(/[^0-9a-z]/gi, "")
    .slice(0, 4)
    .toUpperCase();
}

/** One table's game as one audience sees it; null before the table's game starts. */
export interface TableGameView<G> {
  table: string;
  game: G | null;
}

/**
 * A game played at one table by the whole class (the clue game): `game` is that table's view, null
 * until the game starts (the lobby is the room's: teams, players, code).
 * `actions`: the moderator's legal commands at the room's table, the platform's pause laid over the game's.
 */
export type OneTableModeratorView<G, C = unknown> = RoomView & { audience: "moderator"; game: G | null; actions: TeamActions<C> };
export type OneTableBoardView<G> = RoomView & { audience: "board"; game: G | null };
export type OneTableTeamView<G, C = unknown> = RoomView & {
  audience: "team";
  /** The team's legal moves at the room's table (see TeamActions). */
  actions: TeamActions<C>;
  teamId: string;
  /** The team's private channel now (it is renamed when someone leaves the team). */
  teamChannel: string;
  game: G | null;
};

/** A class session of two-team tables: the board and the moderator see every table, a team its own (`tables` holds only its table). */
export type TablesModeratorView<G> = RoomView & { audience: "moderator"; tableViews: TableGameView<G>[] };
export type TablesBoardView<G> = RoomView & { audience: "board"; tableViews: TableGameView<G>[] };
export type TablesTeamView<G, C = unknown> = RoomView & {
  audience: "team";
  teamId: string;
  teamChannel: string;
  table: string | null;
  game: G | null;
  /** What the team may send now: every allowed command, and why the others are refused (each reason once). */
  actions: TeamActions<C>;
  /** The moderator paused the team's table. */
  paused: boolean;
};

/** A team's legal moves, from the game's own rules (screens highlight these and never judge a move themselves). */
export interface TeamActions<C> {
  allowed: C[];
  /** Why the other moves are refused: each reason once, with the kinds of move (command types) it refuses. */
  refusals: { code: string; reason: string; types: string[] }[];
}

/** A phone lists at most this many reasons for the kinds of move it cannot make. */
export const REASONS_SHOWN = 3;
