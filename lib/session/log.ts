import type { AnyGameModule } from "@/lib/games/registry";
import { undoTarget, type UndoCandidate } from "./replay";
import { ROOM_EVENT_TYPES, type RoomEvent, type SessionEvent } from "./session";
import type { SessionActor } from "./state";

/**
 * The room's log in plain words, for the moderator's console and the exports: each accepted
 * command with the events it caused becomes short sentences. The room's own events (joins, moves,
 * tables) are worded here; a game's events by its module. Pure: names come in, sentences come out.
 */
export interface LogTeam {
  id: string;
  name: string;
}

/** One stored command: what was sent, by whom, and the events it produced. */
export interface LogEntryInput {
  seq: number;
  at: number;
  actor: SessionActor;
  command: Record<string, unknown>;
  events: readonly SessionEvent[];
}

export interface LogLine {
  seq: number;
  at: number;
  /** Who sent the command: "Moderator", "Moderator for Owls", or a student's name. */
  by: string;
  type: string;
  sentences: string[];
  /** A later undo took this command back. */
  undone: boolean;
  /** The table the command played at (a class at tables), if any. */
  table: string | null;
}

interface Names {
  team: (id: string) => string;
  player: (id: string) => string;
}

const isRoomEvent = (event: SessionEvent): event is RoomEvent => ROOM_EVENT_TYPES.includes(event.type);

function roomSentence(event: RoomEvent, names: Names, command: Record<string, unknown>): string {
  switch (event.type) {
    case "playerJoined":
      return `${names.player(event.playerId)} joined`;
    case "playerRenamed":
      return `${names.player(event.playerId)} was renamed`;
    case "playerMoved": {
      const teamId = typeof command.teamId === "string" ? command.teamId : null;
      const player = names.player(event.playerId);
      if (!teamId) return `${player} was taken off their team`;
      return command.type === "chooseTeam" ? `${player} joined ${names.team(teamId)}` : `${player} was moved to ${names.team(teamId)}`;
    }
    case "playerRemoved":
      return `${names.player(event.playerId)} was removed from the game`;
    case "joiningLocked":
      return event.locked ? "Joining locked" : "Joining opened again";
    case "gameEnded":
      return "The moderator ended the game";
    case "tablesSeated":
      return `The class was seated at ${event.tables.length} table${event.tables.length === 1 ? "" : "s"}`;
    case "tablePaused":
      return `Table ${event.table} paused`;
    case "tableResumed":
      return `Table ${event.table} resumed`;
    case "tableEnded":
      return `The moderator ended the game at table ${event.table}`;
    case "seatClaimed":
      return `A phone asked for ${names.player(event.playerId)}'s seat`;
    case "claimGranted":
      return `${names.player(event.playerId)} is back on a new phone`;
    case "claimRefused":
      return `The moderator refused a phone asking for ${names.player(event.playerId)}'s seat`;
    case "gameChanged":
      return `The class moved on to game ${event.number}: ${event.title}`;
  }
}

/** Turns one command's events into sentences: the room's own, then the game's (worded by its module). */
export function describeEvents(
  events: readonly SessionEvent[],
  names: Names,
  command: Record<string, unknown>,
  describeGame: (events: readonly SessionEvent[]) => string[],
): string[] {
  const sentences: string[] = [];
  let game: SessionEvent[] = [];
  const flush = () => {
    if (game.length) sentences.push(...describeGame(game));
    game = [];
  };
  for (const event of events) {
    if (!isRoomEvent(event)) {
      game.push(event);
      continue;
    }
    flush();
    sentences.push(roomSentence(event, names, command));
  }
  flush();
  return sentences;
}

function actorLabel(entry: LogEntryInput, names: Names): string {
  const { actor, command } = entry;
  switch (actor.role) {
    case "moderator":
      return typeof command.onBehalfOf === "string" ? `Moderator for ${names.team(command.onBehalfOf)}` : "Moderator";
    case "player":
      return names.player(actor.playerId);
    case "guest":
      return typeof command.name === "string" ? command.name : "A student";
  }
}

/** Which commands a later undo took back (joins and seat claims are never undone, as in replay.ts). */
export function undoneSeqs(
  entries: readonly (Pick<LogEntryInput, "seq" | "command"> & { events?: LogEntryInput["events"] })[],
): Set<number> {
  const effective: (UndoCandidate & { seq: number })[] = [];
  const undone = new Set<number>();
  for (const entry of entries) {
    if (entry.command.type !== "undo") {
      effective.push({ seq: entry.seq, type: String(entry.command.type), table: tableOfEntry(entry) });
      continue;
    }
    const target = undoTarget(effective, typeof entry.command.table === "string" ? entry.command.table : null);
    const taken = effective[target];
    if (!taken) continue;
    undone.add(taken.seq);
    effective.splice(target, 1);
  }
  return undone;
}

/** The table an entry played at, read from its events (a class's game events carry their table). */
function tableOfEntry(entry: Pick<LogEntryInput, "command"> & { events?: LogEntryInput["events"] }): string | null {
  if (typeof entry.command.table === "string") return entry.command.table;
  for (const event of entry.events ?? []) if ("table" in event && typeof event.table === "string") return event.table;
  return null;
}

/**
 * The whole log. Player names follow the log (joins, renames), so a line names the player as they
 * were called at that moment; `knownPlayers` names anyone the log never introduces.
 */
export function describeLog(
  entries: readonly LogEntryInput[],
  teams: readonly LogTeam[],
  game: { module: AnyGameModule; stateAt: (table: string | null) => unknown },
  knownPlayers: Readonly<Record<string, string>> = {},
): LogLine[] {
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const playerNames = new Map<string, string>();
  const names: Names = {
    team: (id) => teamNames.get(id) ?? "A team",
    player: (id) => playerNames.get(id) ?? knownPlayers[id] ?? "A student",
  };
  const describeGame = (events: readonly SessionEvent[]) => {
    const first = events[0];
    const state = game.stateAt(first && "table" in first && typeof first.table === "string" ? first.table : null);
    return state === null || state === undefined ? [] : game.module.describe(events, state);
  };
  const undone = undoneSeqs(entries);
  return entries.map((entry) => {
    const { command } = entry;
    if (command.type === "joinGame" && typeof command.playerId === "string" && typeof command.name === "string") {
      playerNames.set(command.playerId, command.name);
    }
    const by = actorLabel(entry, names);
    const sentences =
      command.type === "undo"
        ? [
            typeof command.table === "string"
              ? `The moderator undid the last action at table ${command.table}`
              : "The moderator undid the last action",
          ]
        : describeEvents(entry.events, names, command, describeGame);
    if (command.type === "renamePlayer" && typeof command.playerId === "string" && typeof command.name === "string") {
      const before = names.player(command.playerId);
      playerNames.set(command.playerId, command.name);
      sentences.splice(0, sentences.length, `${before} is now called ${names.player(command.playerId)}`);
    }
    return {
      seq: entry.seq,
      at: entry.at,
      by,
      type: String(command.type),
      sentences,
      undone: undone.has(entry.seq),
      table: tableOfEntry(entry),
    };
  });
}
