import type { Command } from "./commands";
import { applyCommand } from "./reducer";
import { createGame, type GameSetup } from "./setup";
import type { GameState } from "./state";

/** One accepted command as the server should store it: the command and the `now` it ran with. */
export interface LoggedCommand {
  command: Command;
  now: number;
}

export class ReplayError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

/** Re-applies accepted commands; a rejection means the log does not belong to this start state. */
export function replayFrom(initial: GameState, log: readonly LoggedCommand[]): GameState {
  let state = initial;
  log.forEach((entry, index) => {
    const result = applyCommand(state, entry.command, { now: entry.now });
    if (!result.ok) {
      throw new ReplayError(`Command ${index} (${entry.command.type}) was rejected on replay: ${result.violation.message}`, index);
    }
    state = result.state;
  });
  return state;
}

/** Rebuilds a game from its setup and accepted commands; the same inputs always give the same state. */
export function replay(setup: GameSetup, log: readonly LoggedCommand[]): GameState {
  return replayFrom(createGame(setup.settings, setup.seed, setup.deck), log);
}

/**
 * [MOD] Undo: the state exactly as if the last accepted command had never been issued. The server
 * keeps the setup and the accepted-command log, drops the last entry and replays; undoing again
 * drops the next one. Returns null when there is nothing to undo.
 */
export function undoLast(setup: GameSetup, log: readonly LoggedCommand[]): { state: GameState; log: LoggedCommand[] } | null {
  if (log.length === 0) return null;
  const shorter = log.slice(0, -1);
  return { state: replay(setup, shorter), log: shorter };
}
