import { applySessionCommand, createSession, parseCommand, type SessionFailure } from "./session";
import type { SessionActor, SessionSetup, SessionState } from "./state";

/** One accepted command as stored: replaying these on the setup rebuilds the game exactly. */
export interface LoggedCommand {
  actor: SessionActor;
  command: Record<string, unknown>;
  at: number;
}

export class ReplayError extends Error {}

function applyLogged(state: SessionState, entry: LoggedCommand): SessionState {
  const parsed = parseCommand(entry.command);
  if (!parsed.ok) throw new ReplayError(`stored command ${String(entry.command.type)} no longer parses: ${parsed.failure.message}`);
  const result = applySessionCommand(state, entry.actor, parsed.parsed, entry.at);
  if (!result.ok) throw new ReplayError(`stored command ${String(entry.command.type)} was rejected on replay: ${result.failure.message}`);
  return result.state;
}

/** The commands still in effect after the log's undos. */
function effectiveCommands(log: readonly LoggedCommand[]): LoggedCommand[] {
  const effective: LoggedCommand[] = [];
  for (const entry of log) {
    if (entry.command.type !== "undo") {
      effective.push(entry);
      continue;
    }
    const target = lastUndoableIndex(effective);
    if (target < 0) throw new ReplayError("stored undo has nothing to undo");
    effective.splice(target, 1);
  }
  return effective;
}

/** Joining is never undone: a student's seat and credential stay valid whatever the moderator undoes. */
function lastUndoableIndex(effective: readonly LoggedCommand[]): number {
  for (let i = effective.length - 1; i >= 0; i--) if (effective[i]?.command.type !== "joinGame") return i;
  return -1;
}

export function replay(setup: SessionSetup, log: readonly LoggedCommand[]): SessionState {
  return effectiveCommands(log).reduce(applyLogged, createSession(setup));
}

/** [MOD] Undo: the state as if the last command had never been issued, rebuilt by replay. */
export function planUndo(
  setup: SessionSetup,
  log: readonly LoggedCommand[],
): { ok: true; state: SessionState } | { ok: false; failure: SessionFailure } {
  const effective = effectiveCommands(log);
  const target = lastUndoableIndex(effective);
  if (target < 0) return { ok: false, failure: { kind: "rule", code: "rule/nothing_to_undo", message: "There is nothing to undo." } };
  const remaining = [...effective.slice(0, target), ...effective.slice(target + 1)];
  try {
    return { ok: true, state: remaining.reduce(applyLogged, createSession(setup)) };
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    return {
      ok: false,
      failure: { kind: "rule", code: "rule/cannot_undo", message: "That cannot be undone: a student joined after it depends on it." },
    };
  }
}
