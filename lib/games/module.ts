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

/** What a game needs from the platform's content while its setup is prepared (the server supplies it). */
export interface SetupServices<Card> {
  builtInDeck(): readonly Card[];
  /** The cards of the creating teacher's own decks; another teacher's deck is missing. */
  customDeckCards(deckIds: readonly string[]): Promise<{ ok: true; cards: Card[] } | { ok: false; missing: string[] }>;
}

export type Prepared<Setup> = { ok: true; setup: Setup } | { ok: false; code: string; message: string };

export interface GameModule<Setup, State, Command, Event, Views extends { moderator: unknown; board: unknown; team: unknown }> {
  /** Stable id stored with every game: "clue-spin", "play-the-ranks", "border-zap". */
  id: string;
  title: string;
  /** Teams a table may seat. */
  teams: { min: number; max: number; playersPerTeam: { min: number; max: number } };
  /** The teacher's options, validated at the edge (untrusted JSON in); `prepare` turns them into the setup. */
  optionsSchema: ZodType;
  /**
   * The setup stored with the game (so that setup + commands rebuild it exactly): the options with
   * any content resolved (a deck's cards), using `seed` for any choice made now. Async only because
   * content may come from the teacher's decks.
   */
  prepare(options: unknown, seed: number, services: SetupServices<unknown>): Promise<Prepared<Setup>>;
  /** The stored setup, read back through a schema. */
  setupSchema: ZodType<Setup>;
  /** The state, read back from a snapshot through a schema. */
  stateSchema?: ZodType<State>;
  /** Commands without their actor, validated at the edge. */
  commandSchema: ZodType<Command>;
  /** Commands only the moderator may send (pause, end and undo are the platform's, not listed here). */
  moderatorCommands: readonly string[];
  /**
   * A table's state before the game starts, for a game whose screens show one in the lobby (the
   * clue game's teams and settings); without it a table has no state until `start`.
   */
  open?(setup: Setup, seating: Seating, seed: number): State;
  start(setup: Setup, seating: Seating, seed: number, now: number): Applied<State, Event>;
  apply(state: State, command: Command, actor: GameActor, now: number): Applied<State, Event>;
  /** Per audience, plain JSON. The board's view holds nothing a rule keeps secret; a team's holds only its own secrets. */
  views: {
    moderator(state: State): Views["moderator"];
    board(state: State): Views["board"];
    team(state: State, teamId: string): Views["team"];
  };
  legalActions(state: State, actor: GameActor): LegalAction<Command>[];
  /** One command's events in plain words (one or more sentences), for the log, the board and the report. */
  describe(events: readonly Event[], state: State): string[];
  outcome(state: State): GameOutcome;
  /**
   * A rule with a clock (Combo 3's count of five): when the game waits on time, the command the
   * platform sends as the moderator at `at` (epoch ms). The engine still judges it like any command.
   */
  deadline?(state: State): { at: number; command: Command } | null;
  /** Each team's points now (adjustments included), for standings, the report and the exports. */
  scores(state: State): { teamId: string; points: number }[];
  /**
   * For the teacher's download: the setup in short (the clue game's target and clue values, not its
   * deck's answers) and the game's own record (the clue game's points ledger). Without them the
   * download holds the setup whole and no record.
   */
  exportSetup?(setup: Setup): Record<string, unknown>;
  exportRecord?(state: State): Record<string, unknown>;
  /**
   * What a snapshot may leave out because the setup holds it (the clue game's deck): `compact`
   * before storing, `restore` after reading. Without them the state is stored whole.
   */
  storage?: { compact(state: State): State; restore(state: State, setup: Setup): State };
}
