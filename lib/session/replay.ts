import { applySessionCommand, createSession, parseCommand, type SessionFailure } from "./session";
import type { SessionActor, SessionSetup, SessionState } from "./state";

/** One accepted command as stored: replaying these on the setup rebuilds the game exactly. */
export interface LoggedCommand {
  actor: SessionActor;
  command: Record<string, unknown>;
  at: number;
}

export class ReplayError extends Error {}

/** Applies one stored command; says which table it changed, if any. */
function applyLogged(setup: SessionSetup, state: SessionState, entry: LoggedCommand): { state: SessionState; table: string | null } {
  const parsed = parseCommand(entry.command, state.game);
  if (!parsed.ok) throw new ReplayError(`stored command ${String(entry.command.type)} no longer parses: ${parsed.failure.message}`);
  const result = applySessionCommand(state, entry.actor, parsed.parsed, entry.at, setup);
  if (!result.ok) throw new ReplayError(`stored command ${String(entry.command.type)} was rejected on replay: ${result.failure.message}`);
  return { state: result.state, table: result.table ?? null };
}

/** Commands undo skips: joining and seat claims (a student's seat and credential stay valid whatever the moderator undoes). */
export const NEVER_UNDONE: readonly string[] = ["joinGame", "claimSeat", "answerClaim"];
const undoable = (entry: LoggedCommand) => !NEVER_UNDONE.includes(String(entry.command.type));

/**
 * The commands still in effect after the log's undos. An undo takes back the room's last undoable
 * command, or with a `table`, the last command that changed that table (a class plays at several
 * tables at once, and one table's undo must not take back another's move).
 */
export function effectiveCommands(setup: SessionSetup, log: readonly LoggedCommand[]): LoggedCommand[] {
  const effective: { entry: LoggedCommand; table: string | null }[] = [];
  let state = createSession(setup);
  for (const entry of log) {
    if (entry.command.type !== "undo") {
      const applied = applyLogged(setup, state, entry);
      state = applied.state;
      effective.push({ entry, table: applied.table });
      continue;
    }
    const target = undoTarget(effective, typeof entry.command.table === "string" ? entry.command.table : null);
    if (target < 0) throw new ReplayError("stored undo has nothing to undo");
    effective.splice(target, 1);
    state = effective.reduce((rebuilt, kept) => applyLogged(setup, rebuilt, kept.entry).state, createSession(setup));
  }
  return effective.map((kept) => kept.entry);
}

function undoTarget(effective: readonly { entry: LoggedCommand; table: string | null }[], table: string | null): number {
  for (let i = effective.length - 1; i >= 0; i--) {
    const candidate = effective[i];
    if (!candidate || !undoable(candidate.entry)) continue;
    if (table === null || candidate.table === table) return i;
  }
  return -1;
}

export function replay(setup: SessionSetup, log: readonly LoggedCommand[]): SessionState {
  return effectiveCommands(setup, log).reduce((state, entry) => applyLogged(setup, state, entry).state, createSession(setup));
}

/** [MOD] Undo: the state as if the last command (of the room, or of one table) had never been issued, rebuilt by replay. */
export function planUndo(
  setup: SessionSetup,
  log: readonly LoggedCommand[],
  table: string | null = null,
): { ok: true; state: SessionState } | { ok: false; failure: SessionFailure } {
  const effective = effectiveCommands(setup, log);
  const tagged: { entry: LoggedCommand; table: string | null }[] = [];
  let state = createSession(setup);
  for (const entry of effective) {
    const applied = applyLogged(setup, state, entry);
    state = applied.state;
    tagged.push({ entry, table: applied.table });
  }
  const target = undoTarget(tagged, table);
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
  const remaining = [...effective.slice(0, target), ...effective.slice(target + 1)];
  try {
    return { ok: true, state: remaining.reduce((rebuilt, entry) => applyLogged(setup, rebuilt, entry).state, createSession(setup)) };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return {
      ok: false,
      failure: { kind: "rule", code: "rule/cannot_undo", message: "That cannot be undone: a student joined after it depends on it." },
    };
  }
}
