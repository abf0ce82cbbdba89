import "server-only";
import { moduleOf } from "@/lib/session/session";
import type { SessionState } from "@/lib/session/state";

/**
 * Rules with a clock (Combo 3's count of five): when a table's game status says it wakes at a time,
 * a timer sends the game's own command then, through the ordinary command path, as the moderator.
 * One timer per table; its client id names the table and the deadline, so a second timer for the
 * same deadline (after a reload) is answered from the log instead of applied twice.
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

export function createDeadlineTimers(run: DeadlineRunner, clock: () => number = Date.now) {
  const pending = new Map<string, Pending>();

  /** Sets, moves or clears each table's timer to match the game as it now stands. */
  function schedule(gameId: string, state: SessionState): void {
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
      const timer = setTimeout(
        () => {
          pending.delete(key);
          void run({ gameId, table: table.id, command, clientId: `deadline-${table.id}-${due.at}` }).catch((error: unknown) => {
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
