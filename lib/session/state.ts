import type { ClueCard } from "@/lib/content/clue-card";
import type { ClueValues, GameState } from "@/lib/game/state";

/**
 * A live game as the server keeps it: the people in the room (lobby) around the engine's state.
 * Plain JSON, rebuilt exactly by replaying the stored commands on the setup.
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

export type SessionStatus = "lobby" | "playing" | "finished" | "ended";

/**
 * The room's rules change between releases; a stored game keeps the rules it was created under so
 * that replaying its log (undo) gives the same result as when the commands were accepted.
 * 1: duplicate names numbered ("Sam 2"). 2: a name that looks like another's is refused.
 */
export const SESSION_RULES_VERSION = 2;

export interface SessionState {
  /** Missing in games created before versions were kept: 1. */
  rulesVersion?: number;
  status: SessionStatus;
  joinLocked: boolean;
  teams: TeamMeta[];
  seats: Seat[];
  /** Per team: how many times someone left it. Names the team's private channel (see channels.ts). */
  teamEpochs: Record<string, number>;
  engine: GameState;
}

export interface SessionSetup {
  teams: TeamMeta[];
  targetPoints: number;
  clueValues: ClueValues;
  seed: number;
  deck: ClueCard[];
}

export type SessionActor = { role: "moderator" } | { role: "player"; playerId: string } | { role: "guest" };
