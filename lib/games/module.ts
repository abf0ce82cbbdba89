import type { ZodType } from "zod";

/**
 * The seam between the platform (lobby, tables, command path, storage, undo, real-time) and a
 * game. A game is pure: no I/O, no clock (time is passed in), no Math.random (its seeded
 * generator lives in its state), plain-JSON state that the platform stores and replays.
 *
 * The platform knows games only through this interface and `lib/games/registry.ts`.
 */

/**
 * Who sent a command, filled in by the server from a credential; a client never chooses it. A team's
 * command carries the sending student's `playerId` (one of its team's `members`) for the games
 * where a member acts alone (Dashing States' answers); the card games act as a team.
 */
export type GameActor = { role: "moderator" } | { role: "team"; teamId: string; playerId?: string };

/** A student seated on a team, in the order the team's seats were taken (its "left to right"). */
export interface SeatedMember {
  id: string;
  name: string;
}

/** The teams at a table, in seating order (clockwise), as the platform seated them. */
export interface Seating {
  teams: { id: string; name: string; players: number; members?: SeatedMember[] }[];
  /**
   * The teams at this table that won the room's previous game, when these same teams played it at
   * one table to its end (a match: "the team that won the previous game leads"); empty after a tie.
   * Missing: they played no game together before this one.
   */
  previousWinners?: string[];
}

/**
 * A rule violation: a stable code screens may key on, a sentence a student understands, and its
 * kind. "overtaken": the command was right when the screen showed it, but the game moved on (a
 * teammate or the moderator acted first, the phase ended); a stale press gets "someone already
 * decided" instead. "rule": the command breaks a rule whatever the timing. The game says which, so
 * the platform keeps no list of any game's codes.
 */
export interface GameViolation {
  code: string;
  message: string;
  kind: "rule" | "overtaken";
}

export type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false; violation: GameViolation };

/**
 * A command the actor could send now (without its actor), and whether the rules allow it. When
 * not allowed, `reason` is the engine's own violation message, shown as the reason a button is
 * disabled, so screens never write rule text of their own.
 */
export type LegalAction<Command> = { command: Command; allowed: true } | { command: Command; allowed: false; reason: string; code: string };

/** How an engine says whether it is over (the status carries it to the platform). */
export type GameOutcome = { over: false } | { over: true; winners: string[]; summary: string };

/**
 * Where a game stands: over or not (the winners and a one-line summary when over), each team's
 * points now (adjustments included), whom it waits on, and when it wakes by itself. `wake` is a rule
 * with a clock (Combo 3's count of five): at `at` the platform sends `command` as the moderator
 * through the ordinary command path, and the engine judges it like any command. A wake that comes a
 * moment early is simply refused; the platform reads the status again and sets its timer anew.
 */
export interface GameStatus<Command> {
  over: boolean;
  winners: string[];
  summary: string | null;
  scores: { teamId: string; points: number }[];
  /** Teams the game waits on now (empty when over, or when only the moderator can move). */
  waitingOn: string[];
  wake: { at: number; command: Command } | null;
}

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
  /** "tables": a class is seated at tables of `teams.max` teams, each table its own match; "whole-class": one table holds every team. */
  seating: "tables" | "whole-class";
  /** Teams a table may seat. */
  teams: { min: number; max: number; playersPerTeam: { min: number; max: number } };
  /**
   * The setup stored with the game (so that setup + commands rebuild it exactly): the teacher's
   * options (untrusted JSON, validated here) with any content resolved (a deck's cards), using
   * `seed` for any choice made now. Async only because content may come from the teacher's decks.
   */
  prepare: (options: unknown, seed: number, services: SetupServices<unknown>) => Promise<Prepared<Setup>>;
  /** The stored setup, read back through a schema. */
  setupSchema: ZodType<Setup>;
  /** The state, read back from a snapshot through a schema. */
  stateSchema?: ZodType<State>;
  /** Commands without their actor, validated at the edge. */
  commandSchema: ZodType<Command>;
  /**
   * Commands only the moderator may send, the same list the engine's own check reads: the platform
   * refuses a student's in every phase (a room in its lobby never reaches the engine).
   */
  moderatorCommands: readonly string[];
  /**
   * Commands stamped with the moment they were pressed (`pressedAt`, server-clock ms: Combo 3's
   * shouts and buzzers, ordered by press rather than arrival). The platform replaces a command's
   * claimed stamp with the one it accepts for the sending device (never after the arrival, never
   * more than `maxLeadMs` before it) and stores that with the command.
   */
  pressStamps?: { commands: readonly string[]; maxLeadMs: number };
  /** A table's first state: the game begins with the teams as seated. Before it a table has no state (the lobby is the platform's). */
  start: (setup: Setup, seating: Seating, seed: number, now: number) => Applied<State, Event>;
  apply: (state: State, command: Command, actor: GameActor, now: number) => Applied<State, Event>;
  /** Per audience, plain JSON. The board's view holds nothing a rule keeps secret; a team's holds only its own secrets. */
  views: {
    moderator: (state: State) => Views["moderator"];
    board: (state: State) => Views["board"];
    team: (state: State, teamId: string) => Views["team"];
  };
  legalActions: (state: State, actor: GameActor) => LegalAction<Command>[];
  status: (state: State) => GameStatus<Command>;
  /** One command's events in plain words (one or more sentences), for the log, the board and the report. */
  describe: (events: readonly Event[], state: State) => string[];
  /**
   * Optional capabilities, by name. For the teacher's download: the setup in short (the clue game's
   * target and clue values, not its deck's answers) and the game's own record (the clue game's points
   * ledger); without them the download holds the setup whole and no record.
   */
  exportSetup?: (setup: Setup) => Record<string, unknown>;
  exportRecord?: (state: State) => Record<string, unknown>;
  /**
   * What a snapshot may leave out because the setup holds it (the clue game's deck): `compact`
   * before storing, `restore` after reading. Without them the state is stored whole.
   */
  storage?: {
    compact: (state: State) => State;
    restore: (state: State, setup: Setup) => State;
    /**
     * A state stored by an earlier version of the game, lifted to today's shape before its schema
     * reads it (today's shapes pass unchanged). `paused`: the old shape held a pause the platform now
     * keeps. `state: null`: the old shape was a table not yet started (a game once kept a state in its lobby).
     */
    upgrade?: (stored: unknown) => { state: unknown; paused: boolean };
  };
  /** A results report for the teacher (the clue game's: every card, who got it, what to reteach). */
  report?: ReportCapability<State, Event>;
  /**
   * A table's results as facts the platform adds up across tables, teams, students and a room's
   * games (the card games' battles, tricks and points): `lib/session/tables-report.ts` combines them.
   */
  results?: ResultsCapability<State, Event>;
  /** "Play again with the same teams": the options for a new game like this one (the teams are the platform's). */
  playAgain?: PlayAgainCapability<Setup>;
  /** The public place a revealed answer is about, for the board's map (the clue game's cards about a state). */
  revealPlace?: (state: State) => RevealedPlace | null;
}

/** One accepted command still in effect, as a report reads it. */
export interface GameStep<State, Event> {
  before: State;
  after: State;
  events: readonly Event[];
  /** Who sent it, in words ("Ana", "Moderator"). */
  by: string;
}

export interface ReportCapability<State, Event> {
  /**
   * The report from the game's final state and its steps (undone ones left out), or null before the
   * game has started. `json` is the console's report; each of `tables` is a download (rows of cells,
   * written as CSV by the platform), keyed by its file suffix, e.g. "teams.csv".
   */
  build: (input: { final: State; steps: readonly GameStep<State, Event>[]; ended: boolean }) => {
    json: unknown;
    tables: Readonly<Record<string, readonly (readonly string[])[]>>;
  } | null;
}

export interface ResultsCapability<State, Event> {
  /** From the table's state now and its events in order (undone commands left out): finished or not. */
  build: (input: { final: State; events: readonly Event[] }) => TableResults;
}

/** One table's results, whatever its game's scoring: what the game awarded each team, battle by battle. */
export interface TableResults {
  /** Per team at the table, in seating order. `points` is the team's score now, `adjustments` included. */
  teams: { teamId: string; points: number; adjustments: number; battlesWon: number; tricksWon: number }[];
  battles: BattleResult[];
}

export interface BattleResult {
  number: number;
  /** Null while the battle is played. */
  winnerId: string | null;
  /** How it ended, in the game's own words; null while it is played. */
  how: string | null;
  /** Tricks each team won in it and the points the battle gave it, in seating order. */
  teams: { teamId: string; tricksWon: number; points: number }[];
  tricks: TrickResult[];
}

/** A finished trick: who took it, with which state card, and why in the game's own explanation. */
export interface TrickResult {
  number: number;
  winnerId: string;
  /** The state whose card took the trick. */
  card: string;
  explanation: string;
}

export interface PlayAgainCapability<Setup> {
  /** The options `prepare` takes, from a played game's setup; the teacher's decks are looked up by their cards. */
  options: (setup: Setup, services: { deckIdsOfCards(cardIds: readonly string[]): Promise<string[]> }) => Promise<Record<string, unknown>>;
}

export interface RevealedPlace {
  code: string;
  name: string;
  answer: string;
}

/** A status from an engine's outcome and scores; whom it waits on is read from its own legal actions. */
export function statusOf<State, Command>(
  state: State,
  parts: {
    outcome: GameOutcome;
    scores: { teamId: string; points: number }[];
    legalActions: (state: State, actor: GameActor) => LegalAction<Command>[];
    wake?: { at: number; command: Command } | null;
  },
): GameStatus<Command> {
  const { outcome, scores } = parts;
  return {
    over: outcome.over,
    winners: outcome.over ? outcome.winners : [],
    summary: outcome.over ? outcome.summary : null,
    scores,
    waitingOn: outcome.over
      ? []
      : teamsWithAMove(
          state,
          scores.map((score) => score.teamId),
          parts.legalActions,
        ),
    wake: outcome.over ? null : (parts.wake ?? null),
  };
}

/**
 * What is worked out from a game's state, once per state: a state is never changed in place (a
 * command makes a new one), so one state object is one position. A card game's status, its legal
 * actions and its board view are each asked for several times after every command (the status by
 * the command path and the timers, the legal actions by the status and each team's view, the board
 * view inside the moderator's and each team's view); at 30 tables a move must not work out the 29
 * unmoved tables' again. A state that is not an object is worked out every time.
 */
export function oncePerState<State, Made>(make: (state: State) => Made): (state: State) => Made {
  const known = new WeakMap<object, Made>();
  return (state) => {
    if (typeof state !== "object" || state === null) return make(state);
    if (known.has(state)) return known.get(state) as Made;
    const made = make(state);
    known.set(state, made);
    return made;
  };
}

/** A game's legal actions, once per state and actor (`oncePerState`). */
export function actionsOncePerState<State, Command>(
  legalActions: (state: State, actor: GameActor) => LegalAction<Command>[],
): (state: State, actor: GameActor) => LegalAction<Command>[] {
  const byActorOf = oncePerState((_state: State) => new Map<string, LegalAction<Command>[]>());
  return (state, actor) => {
    const byActor = byActorOf(state);
    const key = actor.role === "team" ? `team:${actor.teamId}` : actor.role;
    let actions = byActor.get(key);
    if (!actions) byActor.set(key, (actions = legalActions(state, actor)));
    return actions;
  };
}

/** Teams with a move allowed now: whom a game waits on, read from its own legal actions. */
export function teamsWithAMove<State, Command>(
  state: State,
  teamIds: readonly string[],
  legalActions: (state: State, actor: GameActor) => LegalAction<Command>[],
): string[] {
  return teamIds.filter((teamId) => legalActions(state, { role: "team", teamId }).some((action) => action.allowed));
}
