import { advanceTeamEpochs } from "./channel-epochs";
import { applySessionCommand, createSession, parseCommand, type SessionEvent, type SessionFailure } from "./session";
import type { SessionActor, SessionSetup, SessionState } from "./state";

/** One accepted command as stored: replaying these on the setup rebuilds the game exactly. */
export interface LoggedCommand {
  actor: SessionActor;
  command: Record<string, unknown>;
  at: number;
}

export class ReplayError extends Error {}

/** Applies one stored command; says which table it changed, if any. */
function applyLogged(
  setup: SessionSetup,
  state: SessionState,
  entry: LoggedCommand,
): { state: SessionState; table: string | null; events: SessionEvent[] } {
  const parsed = parseCommand(entry.command, state.game);
  if (!parsed.ok) throw new ReplayError(`stored command ${String(entry.command.type)} no longer parses: ${parsed.failure.message}`);
  const result = applySessionCommand(state, entry.actor, parsed.parsed, entry.at, setup);
  if (!result.ok) throw new ReplayError(`stored command ${String(entry.command.type)} was rejected on replay: ${result.failure.message}`);
  return { state: result.state, table: result.table ?? null, events: result.events };
}

/** Commands undo skips: joining and seat claims (a student's seat and credential stay valid whatever the moderator undoes). */
export const NEVER_UNDONE: readonly string[] = ["joinGame", "claimSeat", "answerClaim"];

/** A command still in effect, as undo sees it: its type and the table it changed (null: the room's). */
export interface UndoCandidate {
  type: string;
  table: string | null;
}

/**
 * The one reading of an undo: which command still in effect it takes back (an index into
 * `effective`, or -1). The room's undo takes its last undoable command; a table's undo, the last
 * one that changed that table. The replay, the command path's undo and the log's "undone" marks all
 * ask this.
 */
export function undoTarget(effective: readonly UndoCandidate[], table: string | null): number {
  for (let i = effective.length - 1; i >= 0; i--) {
    const candidate = effective[i];
    if (!candidate || NEVER_UNDONE.includes(candidate.type)) continue;
    if (table === null || candidate.table === table) return i;
    // A table of the next game shares its id with one of the game before: its undo stops at the
    // change of game (the room's undo takes the change back first).
    if (candidate.type === GAME_BOUNDARY) return -1;
  }
  return -1;
}

/** The room command that ends one game of the room and opens the next. */
export const GAME_BOUNDARY = "nextGame";

/**
 * Walks the stored log as the command path accepted it, one room version per entry. An undo takes
 * back the room's last undoable command, or with a `table`, the last command that changed that
 * table (a class plays at several tables at once, and one table's undo must not take back another's
 * move). After every entry the team channels' epochs move on exactly as they did when the command
 * was accepted (channel-epochs.ts), so the walk ends at the stored room, epochs included.
 */
type Kept<Entry extends LoggedCommand = LoggedCommand> = { entry: Entry; type: string; table: string | null };

function walk<Entry extends LoggedCommand>(setup: SessionSetup, log: readonly Entry[]): { state: SessionState; effective: Kept<Entry>[] } {
  const effective: Kept<Entry>[] = [];
  let state = createSession(setup);
  for (const [index, entry] of log.entries()) {
    let next: SessionState;
    let events: SessionEvent[] = [];
    if (entry.command.type !== "undo") {
      const applied = applyLogged(setup, state, entry);
      next = applied.state;
      events = applied.events;
      effective.push({ entry, type: String(entry.command.type), table: applied.table });
    } else {
      const target = undoTarget(effective, typeof entry.command.table === "string" ? entry.command.table : null);
      if (target < 0) throw new ReplayError("stored undo has nothing to undo");
      effective.splice(target, 1);
      next = rebuild(
        setup,
        effective.map((kept) => kept.entry),
      );
    }
    state = advanceTeamEpochs(state, next, index + 1, events).state;
  }
  return { state, effective };
}

/** The room as if only `entries` had ever been accepted (its channel epochs are the caller's to set). */
function rebuild(setup: SessionSetup, entries: readonly LoggedCommand[]): SessionState {
  return entries.reduce((rebuilt, entry) => applyLogged(setup, rebuilt, entry).state, createSession(setup));
}

/** The commands still in effect after the log's undos. */
export function effectiveCommands(setup: SessionSetup, log: readonly LoggedCommand[]): LoggedCommand[] {
  return walk(setup, log).effective.map((kept) => kept.entry);
}

/** One command still in effect, replayed: the room before and after it, and what it caused. */
export interface ReplayStep<Entry extends LoggedCommand = LoggedCommand> {
  entry: Entry;
  /** Whether the command was the game's (not the room's: a join, a move between teams, a pause). */
  game: boolean;
  before: SessionState;
  after: SessionState;
  events: SessionEvent[];
  table: string | null;
}

/**
 * The commands still in effect after the log's undos, replayed one by one: the steps a report
 * reads a game's story from. The same walk as undo's, so a report never tells an undone move.
 */
export function replaySteps<Entry extends LoggedCommand>(setup: SessionSetup, log: readonly Entry[]): ReplayStep<Entry>[] {
  const steps: ReplayStep<Entry>[] = [];
  let state = createSession(setup);
  for (const { entry } of walk(setup, log).effective) {
    const applied = applyLogged(setup, state, entry);
    const parsed = parseCommand(entry.command, state.game);
    steps.push({
      entry,
      game: parsed.ok && parsed.parsed.kind === "game",
      before: state,
      after: applied.state,
      events: applied.events,
      table: applied.table,
    });
    state = applied.state;
  }
  return steps;
}

/** The room after the whole stored log, exactly as the command path left it. */
export function replay(setup: SessionSetup, log: readonly LoggedCommand[]): SessionState {
  return walk(setup, log).state;
}

/** [MOD] Undo: the state as if the last command (of the room, or of one table) had never been issued, rebuilt by replay. */
export function planUndo(
  setup: SessionSetup,
  log: readonly LoggedCommand[],
  table: string | null = null,
): { ok: true; state: SessionState } | { ok: false; failure: SessionFailure } {
  const { state: current, effective } = walk(setup, log);
  const target = undoTarget(effective, table);
  if (target < 0) {
    return {
      ok: false,
      failure: {
        kind: "rule",
        code: "rule/nothing_to_undo",
        message: table ? `There is nothing to undo at table ${table}.` : "There is nothing to undo.",
      },
    };
  }
  const remaining = [...effective.slice(0, target), ...effective.slice(target + 1)].map((kept) => kept.entry);
  try {
    // The undo is the log's next version: its channel epochs move on as the replay of the log will.
    return { ok: true, state: advanceTeamEpochs(current, rebuild(setup, remaining), log.length + 1, []).state };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return {
      ok: false,
      failure: { kind: "rule", code: "rule/cannot_undo", message: "That cannot be undone: a student joined after it depends on it." },
    };
  }
}
