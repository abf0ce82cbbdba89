import { undoneSeqs, type LogEntryInput } from "./log";
import { GAME_BOUNDARY, replay } from "./replay";
import { currentGameSetup, gameNumber } from "./room-sequence";
import type { SessionSetup, SessionState } from "./state";

/**
 * One game of a room that played several, read back from the room's one log: its setup, the room
 * as that game left it (its last state, for a game the room has moved on from), its own commands
 * (from the `nextGame` that opened it to the one that closed it), and the log up to its end (what a
 * report replays). A game's export and report are made from this, so a past game's download is
 * exactly what it was when that game ended.
 */
export interface RoomGame<Entry extends LogEntryInput = LogEntryInput> {
  /** 1 for the room's first game. */
  number: number;
  setup: SessionSetup;
  state: SessionState;
  entries: Entry[];
  through: Entry[];
}

/** The seqs of the changes of game still in effect (an undone `nextGame` ended nothing). */
function boundaries(log: readonly LogEntryInput[]): number[] {
  const undone = undoneSeqs(log);
  return log.filter((entry) => entry.command.type === GAME_BOUNDARY && !undone.has(entry.seq)).map((entry) => entry.seq);
}

/**
 * Game `number` of the room (null: no such game yet). The game the room plays now is read from the
 * room as stored; an earlier one is replayed from the log up to the change of game that closed it.
 */
export function roomGame<Entry extends LogEntryInput>(
  room: { setup: SessionSetup; state: SessionState },
  log: readonly Entry[],
  number: number = gameNumber(room.state),
): RoomGame<Entry> | null {
  const current = gameNumber(room.state);
  if (!Number.isInteger(number) || number < 1 || number > current) return null;
  const ends = boundaries(log);
  const from = number === 1 ? 0 : (ends[number - 2] ?? Infinity);
  const to = number === current ? Infinity : (ends[number - 1] ?? Infinity);
  const entries = log.filter((entry) => entry.seq >= from && entry.seq < to);
  const through = log.filter((entry) => entry.seq < to);
  const state = number === current ? room.state : replay(room.setup, through);
  return { number, setup: currentGameSetup(state, room.setup), state, entries, through };
}
