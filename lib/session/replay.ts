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
const undoable = (entry: LoggedCommand) => !NEVER_UNDONE.includes(String(entry.command.type));

/**
 * Walks the stored log as the command path accepted it, one room version per entry. An undo takes
 * back the room's last undoable command, or with a `table`, the last command that changed that
 * table (a class plays at several tables at once, and one table's undo must not take back another's
 * move). After every entry the team channels' epochs move on exactly as they did when the command
 * was accepted (channel-epochs.ts), so the walk ends at the stored room, epochs included.
 */
type Kept = { entry: LoggedCommand; table: string | null };

function walk(setup: SessionSetup, log: readonly LoggedCommand[]): { state: SessionState; effective: Kept[] } {
  const effective: Kept[] = [];
  let state = createSession(setup);
  for (const [index, entry] of log.entries()) {
    let next: SessionState;
    let events: SessionEvent[] = [];
    if (entry.command.type !== "undo") {
      const applied = applyLogged(setup, state, entry);
      next = applied.state;
      events = applied.events;
      effective.push({ entry, table: applied.table });
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

function undoTarget(effective: readonly Kept[], table: string | null): number {
  for (let i = effective.length - 1; i >= 0; i--) {
    const candidate = effective[i];
    if (!candidate || !undoable(candidate.entry)) continue;
    if (table === null || candidate.table === table) return i;
  }
  return -1;
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
