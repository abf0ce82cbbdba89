import type { RoomStatus } from "@/lib/shared/room-views";

/**
 * A room as the server keeps it: the people in it (seats and teams) around one or more tables,
 * each playing one game of the room's kind. Plain JSON, rebuilt exactly by replaying the stored
 * commands on the setup. The game at a table is opaque here: only its module (lib/games/registry)
 * reads it.
 */
export interface TeamMeta {
  id: string;
  name: string;
  colour: string;
  /** Players the teacher said are on the team, for teams that play without phones. */
  declaredPlayers: number;
}

export interface Seat {
  id: string;
  name: string;
  teamId: string | null;
}

export type SessionStatus = RoomStatus;

export interface TableState {
  id: string;
  /** The teams at this table, in seating order. */
  teamIds: string[];
  /** The table's game state (the module's); null until the game starts (for every game: the lobby is the platform's). */
  engine: unknown;
  /** The moderator paused this table: its teams cannot act until it resumes. */
  paused: boolean;
  /** The table's game is over (its module says so, or the moderator ended it). */
  over: boolean;
}

/**
 * The room's rules change between releases; a stored game keeps the rules it was created under so
 * that replaying its log (undo) gives the same result as when the commands were accepted.
 * 1: duplicate names numbered ("Sam 2"). 2: a name that looks like another's is refused.
 * 3: names lose what draws nothing and need a letter; an unchanged name is refused; nothing but
 * undo changes an ended table or a finished room; two requests for one seat are kept apart.
 */
export const SESSION_RULES_VERSION = 4;

/** The table of a game that the whole class plays together. */
export const MAIN_TABLE = "main";

export interface SessionState {
  /** Missing in games created before versions were kept: 1. */
  rulesVersion?: number;
  /** The game the room plays (a registry id). */
  game: string;
  status: SessionStatus;
  joinLocked: boolean;
  teams: TeamMeta[];
  seats: Seat[];
  /**
   * Per team: the room version at which its private channel was last renamed (someone left the
   * team or its seat moved to another phone). Kept by the platform, never by a reducer, so it only
   * goes up, even across undo: see channel-epochs.ts. Older games counted renames from 1 instead.
   */
  teamEpochs: Record<string, number>;
  tables: TableState[];
  /** Phones asking for a seat that is already taken (its student lost the join key): the moderator answers. Missing in older games: none. */
  claims?: SeatClaim[];
  /**
   * The game the room plays now when it is not the room's first (the moderator's `nextGame`): its
   * seed and its setup as the module prepared it. Missing: the room still plays its first game,
   * whose seed and setup are the room's stored setup (every room stored before rooms played more
   * than one game reads so, with no migration).
   */
  current?: CurrentGame;
  /** The games this room played before the one it plays now, oldest first. Missing: none. */
  played?: PlayedGame[];
}

export interface CurrentGame {
  seed: number;
  gameSetup: unknown;
}

/**
 * What the room keeps of a game it played: enough for "the team that won the previous game leads"
 * (Combo 3's matches). The whole record (log, export, report) is rebuilt from the command log.
 */
export interface PlayedGame {
  /** The registry id of the game played. */
  game: string;
  /**
   * "finished": every table's game ended (by its rules, or the moderator ended it); "ended": the
   * moderator ended the room; "not-started": the moderator chose another game from the lobby.
   */
  outcome: "finished" | "ended" | "not-started";
  /** Every table's winners, by team id. */
  winners: string[];
  tables: { id: string; teamIds: string[]; winners: string[] }[];
}

export interface SeatClaim {
  id: string;
  playerId: string;
  at: number;
  /** What the server knew of the asking device (rules 3 on): for telling two requests apart. */
  device?: ClaimDevice;
}

/** The asking device as the server saw it: its address, and whether it is the one the seat joined from. */
export interface ClaimDevice {
  address: string;
  /** "seat": the device this seat joined from (or was last given to); "other": a device with no seat in this game. */
  known: "seat" | "other";
}

export interface SessionSetup {
  /** The game the room plays (a registry id). */
  game: string;
  /** The teacher's teams for a game the class plays at one table; empty for a class seated at tables later. */
  teams: TeamMeta[];
  seed: number;
  /** The game's own setup, as its module prepared it (read back through the module's setupSchema). */
  gameSetup: unknown;
  /**
   * The room rules a stored room was played under, when it is replayed (undo, the report): an
   * older room replays under its own rules, not today's. Not stored in the setup: read from the
   * room's snapshot when it is loaded (`decodeRoom`); a new room plays today's rules.
   */
  rulesVersion?: number;
}

export type SessionActor = { role: "moderator" } | { role: "player"; playerId: string } | { role: "guest" };
