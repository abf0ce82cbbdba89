/**
 * The turns of a room's commands. A table's command waits only for the earlier commands of its own
 * table and for any room-wide command queued before it, so a move at one table never waits for
 * another table's load, apply or commit. A room-wide command (seating, joins, undo, end) waits for
 * every command queued before it and holds back every command queued after it. Arrival order is
 * kept: each command waits exactly for the ones it must not overtake.
 */
export interface RoomLocks {
  forTable<T>(roomId: string, tableId: string, task: () => Promise<T>): Promise<T>;
  forRoom<T>(roomId: string, task: () => Promise<T>): Promise<T>;
}

interface RoomTurns {
  /** The last room-wide command (settled when done, never rejected). */
  room: Promise<void>;
  /** Each table's last command queued since that room-wide one. */
  tables: Map<string, Promise<void>>;
  pending: number;
}

const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export function createRoomLocks(): RoomLocks {
  const rooms = new Map<string, RoomTurns>();

  function turnsOf(roomId: string): RoomTurns {
    let turns = rooms.get(roomId);
    if (!turns) {
      turns = { room: Promise.resolve(), tables: new Map(), pending: 0 };
      rooms.set(roomId, turns);
    }
    return turns;
  }

  function run<T>(
    roomId: string,
    turns: RoomTurns,
    after: Promise<unknown>,
    task: () => Promise<T>,
  ): { result: Promise<T>; done: Promise<void> } {
    turns.pending++;
    const result = after.then(task);
    const done = settled(result);
    void done.then(() => {
      turns.pending--;
      if (turns.pending === 0 && rooms.get(roomId) === turns) rooms.delete(roomId);
    });
    return { result, done };
  }

  return {
    forTable(roomId, tableId, task) {
      const turns = turnsOf(roomId);
      const { result, done } = run(roomId, turns, Promise.all([turns.room, turns.tables.get(tableId)]), task);
      turns.tables.set(tableId, done);
      return result;
    },
    forRoom(roomId, task) {
      const turns = turnsOf(roomId);
      const { result, done } = run(roomId, turns, Promise.all([turns.room, ...turns.tables.values()]), task);
      // Every later command waits for this one, which waited for every earlier one.
      turns.room = done;
      turns.tables.clear();
      return result;
    },
  };
}
