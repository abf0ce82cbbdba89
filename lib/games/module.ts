import type { ZodType } from "zod";

/**
 * The seam between the platform (lobby, tables, command path, storage, undo, real-time) and a
 * game. A game is pure: no I/O, no clock (time is passed in), no Math.random (its seeded
 * generator lives in its state), plain-JSON state that the platform stores and replays.
 *
 * The platform knows games only through this interface and `lib/games/registry.ts`.
 */

/** Who sent a command, filled in by the server from a credential; a client never chooses it. */
export type GameActor = { role: "moderator" } | { role: "team"; teamId: string };

/** The teams at a table, in seating order (clockwise), as the platform seated them. */
export interface Seating {
  teams: { id: string; name: string; players: number }[];
}

/** A rule violation: a stable code screens may key on, and a sentence a student understands. */
export interface GameViolation {
  code: string;
  message: string;
}

export type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false; violation: GameViolation };

/**
 * A command the actor could send now (without its actor), and whether the rules allow it. When
 * not allowed, `reason` is the engine's own violation message, shown as the reason a button is
 * disabled, so screens never write rule text of their own.
 */
export type LegalAction<Command> = { command: Command; allowed: true } | { command: Command; allowed: false; reason: string; code: string };

export type GameOutcome = { over: false } | { over: true; winners: string[]; summary: string };

export interface GameModule<Setup, State, Command, Event, Views extends { moderator: unknown; board: unknown; team: unknown }> {
  /** Stable id stored with every game: "clue-spin", "play-the-ranks", "border-zap". */
  id: string;
  title: string;
  /** Teams a table may seat. */
  teams: { min: number; max: number; playersPerTeam: { min: number; max: number } };
  /** Setup chosen by the teacher, validated at the edge (untrusted JSON in, typed setup out). */
  setupSchema: ZodType<Setup>;
  /** Commands without their actor, validated at the edge. */
  commandSchema: ZodType<Command>;
  /** Commands only the moderator may send (pause, end and undo are the platform's, not listed here). */
  moderatorCommands: readonly string[];
  start(setup: Setup, seating: Seating, seed: number, now: number): Applied<State, Event>;
  apply(state: State, command: Command, actor: GameActor, now: number): Applied<State, Event>;
  /** Per audience, plain JSON. The board's view holds nothing a rule keeps secret; a team's holds only its own secrets. */
  views: {
    moderator(state: State): Views["moderator"];
    board(state: State): Views["board"];
    team(state: State, teamId: string): Views["team"];
  };
  legalActions(state: State, actor: GameActor): LegalAction<Command>[];
  /** One line in plain words, for the log, the board and the report. */
  describe(event: Event, state: State): string;
  outcome(state: State): GameOutcome;
}
