import "server-only";
import { moduleOf } from "@/lib/session/session";
import type { SessionState } from "@/lib/session/state";

/**
 * Rules with a clock (Combo 3's count of five): when a table's game status says it wakes at a time,
 * a timer sends the game's own command then, through the ordinary command path, as the moderator.
 * One timer per table; its client id names the table, the deadline and the table's version, so a
 * second timer for the same deadline of the same state (after a reload) is answered from the log
 * instead of applied twice, while the same deadline come back by an undo (the teacher took back the
 * closing of a count or of a judging window) is a new command and closes it again.
 */
export type DeadlineRunner = (input: {
  gameId: string;
  table: string;
  command: Record<string, unknown>;
  clientId: string;
}) => Promise<void>;

interface Pending {
  at: number;
  timer: ReturnType<typeof setTimeout>;
}

/** When the game next wakes (the earliest of its tables' deadlines), or null: what other servers keep a backup timer for. */
export function nextWake(state: SessionState): number | null {
  if (state.status !== "playing") return null;
  const module = moduleOf(state);
  let earliest: number | null = null;
  for (const table of state.tables) {
    if (table.engine === null || table.over || table.paused) continue;
    const due = module.status(table.engine).wake;
    if (due && (earliest === null || due.at < earliest)) earliest = due.at;
  }
  return earliest;
}

export function createDeadlineTimers(run: DeadlineRunner, clock: () => number = Date.now) {
  const pending = new Map<string, Pending>();

  /** Sets, moves or clears each table's timer to match the game as it now stands. */
  function schedule(gameId: string, state: SessionState, tableVersions: Readonly<Record<string, number>>): void {
    const module = moduleOf(state);
    for (const table of state.tables) {
      const key = `${gameId}:${table.id}`;
      const due =
        table.engine !== null && !table.over && !table.paused && state.status === "playing" ? module.status(table.engine).wake : null;
      const current = pending.get(key);
      if (current && due && current.at === due.at) continue;
      if (current) clearTimeout(current.timer);
      pending.delete(key);
      if (!due) continue;
      const command = due.command as Record<string, unknown>;
      const version = tableVersions[table.id] ?? 0;
      const timer = setTimeout(
        () => {
          pending.delete(key);
          void run({ gameId, table: table.id, command, clientId: `deadline-${table.id}-${due.at}-v${version}` }).catch((error: unknown) => {
            console.error(`the deadline at table ${table.id} of game ${gameId} failed:`, error);
          });
        },
        Math.max(0, due.at - clock()),
      );
      // A pending count of five never keeps a stopping server alive.
      timer.unref();
      pending.set(key, { at: due.at, timer });
    }
  }

  return { schedule, pendingCount: () => pending.size };
}
