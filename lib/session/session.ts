import { DEFAULT_GAME_ID, gameModule, isTableGame, type AnyGameModule } from "@/lib/games/registry";
import { PAUSED_CODE, PAUSED_FOR_MODERATOR, PAUSED_FOR_TEAM } from "./pause";
import type { GameActor, Seating } from "@/lib/games/module";
import { lobbyCommandSchema, LOBBY_COMMAND_TYPES, type LobbyCommand } from "./commands";
import { clashMessage, displayName, nameClash, nameProblem } from "./names";
import { currentGameSetup, moveToNextGame, type GameChangedEvent } from "./room-sequence";
import { MAX_TABLES, seatClass } from "./tables";
import { MAIN_TABLE, SESSION_RULES_VERSION, type SessionActor, type SessionSetup, type SessionState, type TableState } from "./state";

/**
 * The session reducer: `state + actor + command → new state | failure`, pure like the games it
 * runs. Room commands (who is in the room, on which team, at which table; starting, pausing and
 * ending tables) are handled here, the same for every game; game commands go to the table's game
 * through its module, with the actor filled in from the credential.
 */
export type FailureKind = "invalid" | "forbidden" | "rule";
export interface SessionFailure {
  kind: FailureKind;
  code: string;
  message: string;
  /** A refusal because the room or game moved on since the sender's screen was drawn (not a broken rule). */
  overtaken?: true;
}

/** Events of the room itself; every other event is a game's (tagged with its table at a class's tables). */
export type RoomEvent =
  | { type: "playerJoined" | "playerRenamed" | "playerMoved" | "playerRemoved"; playerId: string }
  | { type: "joiningLocked"; locked: boolean }
  | { type: "gameEnded" }
  | { type: "tablesSeated"; tables: { id: string; teamIds: string[] }[] }
  | { type: "tablePaused" | "tableResumed" | "tableEnded"; table: string }
  | { type: "seatClaimed"; claimId: string; playerId: string }
  | { type: "claimGranted" | "claimRefused"; claimId: string; playerId: string }
  | GameChangedEvent;
export const ROOM_EVENT_TYPES: readonly string[] = [
  "playerJoined",
  "playerRenamed",
  "playerMoved",
  "playerRemoved",
  "joiningLocked",
  "gameEnded",
  "tablesSeated",
  "tablePaused",
  "tableResumed",
  "tableEnded",
  "seatClaimed",
  "claimGranted",
  "claimRefused",
  "gameChanged",
];
/** A game's event: its own shape, with `table` added at a class's tables. */
export type GameEventOf = { type: string; table?: string; [field: string]: unknown };
export type SessionEvent = RoomEvent | GameEventOf;

export type SessionResult =
  { ok: true; state: SessionState; events: SessionEvent[]; table?: string } | { ok: false; failure: SessionFailure };

export type ParsedCommand = { kind: "lobby"; command: LobbyCommand } | { kind: "game"; command: { type: string } };

/**
 * Players one room holds. A game played by the whole class at one table: 60 (its board's lobby and
 * standings show every player). A class seated at tables: every seat of the most tables the room
 * can seat (30 tables × 2 teams × 3 players = 180, so a school's tournament of 30–50 teams of three
 * fits, and nobody can join who could not then be seated).
 */
export const WHOLE_CLASS_MAX_SEATS = 60;
export function maxSeats(module: AnyGameModule): number {
  return isTableGame(module) ? MAX_TABLES * module.teams.max * module.teams.playersPerTeam.max : WHOLE_CLASS_MAX_SEATS;
}
/** Seat requests waiting for the moderator at once (a request is replaced when its student asks again). */
const MAX_CLAIMS = 20;

export function moduleOf(state: Pick<SessionState, "game">): AnyGameModule {
  const module = gameModule(state.game);
  if (!module) throw new Error(`This server does not know the game "${state.game}"`);
  return module;
}

/** A room before anyone joins: a game played by the whole class has its one table from the start, its game not begun. */
export function createSession(setup: SessionSetup): SessionState {
  const module = gameModule(setup.game) ?? gameModule(DEFAULT_GAME_ID);
  if (!module) throw new Error(`This server does not know the game "${setup.game}"`);
  const tables: TableState[] = isTableGame(module)
    ? []
    : [
        {
          id: MAIN_TABLE,
          teamIds: setup.teams.map((team) => team.id),
          engine: null,
          paused: false,
          over: false,
        },
      ];
  return {
    rulesVersion: setup.rulesVersion ?? SESSION_RULES_VERSION,
    game: setup.game,
    status: "lobby",
    joinLocked: false,
    teams: setup.teams,
    seats: [],
    teamEpochs: {},
    tables,
  };
}

const invalid = (message: string, code = "input/invalid_command"): SessionResult => ({
  ok: false,
  failure: { kind: "invalid", code, message },
});
const forbidden = (message: string, code = "auth/not_allowed"): SessionResult => ({
  ok: false,
  failure: { kind: "forbidden", code, message },
});
const rule = (code: string, message: string): SessionResult => ({ ok: false, failure: { kind: "rule", code, message } });
/** A refusal because the room moved on (someone else acted first): a stale press hears "someone already decided". */
const overtaken = (code: string, message: string): SessionResult => ({
  ok: false,
  failure: { kind: "rule", code, message, overtaken: true },
});

function describeIssue(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "The command is not valid.";
  const where = issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return `The command is not valid: ${where}${issue.message}`;
}

/** Step 1 of the command path: is this a command at all, for this room's game? (The actor is never the client's to set.) */
export function parseCommand(
  raw: Record<string, unknown>,
  gameId: string = DEFAULT_GAME_ID,
): { ok: true; parsed: ParsedCommand } | { ok: false; failure: SessionFailure } {
  if ("actor" in raw)
    return {
      ok: false,
      failure: { kind: "invalid", code: "input/actor_not_allowed", message: "Do not send an actor: the server knows who you are." },
    };
  const type = raw.type;
  // A room the whole class plays at one table pauses that table: "pause" and "resume" say so. Games
  // stored before pausing was the platform's logged them as the game's own commands; they replay the same.
  if ((type === "pause" || type === "resume") && Object.keys(raw).length === 1 && gameModule(gameId)?.seating === "whole-class") {
    return { ok: true, parsed: { kind: "lobby", command: { type: type === "pause" ? "pauseTable" : "resumeTable", table: MAIN_TABLE } } };
  }
  if (typeof type === "string" && LOBBY_COMMAND_TYPES.includes(type as LobbyCommand["type"])) {
    const result = lobbyCommandSchema.safeParse(raw);
    if (!result.success)
      return { ok: false, failure: { kind: "invalid", code: "input/invalid_command", message: describeIssue(result.error) } };
    return { ok: true, parsed: { kind: "lobby", command: result.data } };
  }
  const module = gameModule(gameId);
  if (!module)
    return {
      ok: false,
      failure: { kind: "invalid", code: "input/unknown_game", message: `This server does not know the game "${gameId}".` },
    };
  const result = module.commandSchema.safeParse(raw);
  if (!result.success)
    return { ok: false, failure: { kind: "invalid", code: "input/invalid_command", message: describeIssue(result.error) } };
  return { ok: true, parsed: { kind: "game", command: result.data as { type: string } } };
}

const MODERATOR_LOBBY: ReadonlySet<LobbyCommand["type"]> = new Set([
  "movePlayer",
  "removePlayer",
  "lockJoining",
  "startGame",
  "undo",
  "endGame",
  "seatTables",
  "atTable",
  "pauseTable",
  "resumeTable",
  "endTable",
  "answerClaim",
  "nextGame",
]);

/** Step 2: may this role issue this command at all (rules decide the rest)? */
export function authorize(state: SessionState, actor: SessionActor, parsed: ParsedCommand): SessionFailure | null {
  const no = (message: string): SessionFailure => ({ kind: "forbidden", code: "auth/not_allowed", message });
  if (parsed.kind === "lobby") {
    const type = parsed.command.type;
    if (type === "joinGame" || type === "claimSeat") return actor.role === "guest" ? null : no("You are already in this game.");
    if (actor.role === "guest") return no("Join the game first.");
    if (MODERATOR_LOBBY.has(type)) return actor.role === "moderator" ? null : no("Only the moderator can do that.");
    if (type === "chooseTeam")
      return actor.role === "player" ? null : no("Only a player chooses their own team; the moderator moves players.");
    if (type === "renamePlayer") {
      if (actor.role === "moderator") return null;
      return actor.playerId === parsed.command.playerId ? null : no("You can only rename yourself.");
    }
    return null;
  }
  if (actor.role === "guest") return no("Join the game first.");
  if (actor.role === "player") {
    if (moduleOf(state).moderatorCommands.includes(parsed.command.type)) return no("Only the moderator can do that.");
    if ("onBehalfOf" in parsed.command && parsed.command.onBehalfOf !== undefined) return no("Only the moderator plays for another team.");
    const seat = state.seats.find((s) => s.id === actor.playerId);
    if (!seat)
      return { kind: "forbidden", code: "auth/removed", message: "You are no longer in this game: join again with the game code." };
    if (!seat.teamId) return no("Pick a team first.");
  }
  return null;
}

/** Step 3: apply an authorized command (the setup is needed to start the game). */
export function applySessionCommand(
  state: SessionState,
  actor: SessionActor,
  parsed: ParsedCommand,
  now: number,
  setup: SessionSetup,
): SessionResult {
  if (parsed.kind === "game") return applyGameCommand(state, actor, parsed.command, now);
  return applyLobbyCommand(state, actor, parsed.command, now, setup);
}

function tableOf(state: SessionState, teamId: string): TableState | undefined {
  return state.tables.find((table) => table.teamIds.includes(teamId));
}

/**
 * The one table an authorized command can change, when it is a table's command: a team's move (at
 * its team's table), the moderator's move in a game the whole class plays (at its one table) or at a
 * class's table (`atTable`). Null for the room's commands (people, seating, pause, end, undo), which
 * may change any part of the room. The command path turns this into the command's lock.
 */
export function tableOfCommand(state: SessionState, actor: SessionActor, parsed: ParsedCommand): string | null {
  if (parsed.kind === "lobby") {
    const command = parsed.command;
    return command.type === "atTable" && state.tables.some((table) => table.id === command.table) ? command.table : null;
  }
  if (actor.role === "moderator") return isTableGame(moduleOf(state)) ? null : (state.tables[0]?.id ?? null);
  if (actor.role !== "player") return null;
  const teamId = state.seats.find((s) => s.id === actor.playerId)?.teamId;
  return teamId ? (tableOf(state, teamId)?.id ?? null) : null;
}

function applyGameCommand(state: SessionState, actor: SessionActor, command: { type: string }, now: number): SessionResult {
  if (state.status === "lobby") return rule("rule/not_started", "The game has not started yet: the moderator starts it from the lobby.");
  if (state.status === "ended") return overtaken("rule/game_over", "The moderator ended this game.");
  if (state.status === "finished" && rulesAtLeast(state, 3)) return overtaken("rule/game_over", "This game is over.");
  if (actor.role === "guest") return forbidden("Join the game first.");
  let table: TableState | undefined;
  let gameActor: GameActor;
  if (actor.role === "moderator") {
    if (isTableGame(moduleOf(state))) return invalid("Say which table this is for (send it with atTable).", "input/table_required");
    table = state.tables[0];
    gameActor = { role: "moderator" };
  } else {
    const teamId = state.seats.find((s) => s.id === actor.playerId)?.teamId;
    if (!teamId) return forbidden("Pick a team first.");
    table = tableOf(state, teamId);
    gameActor = { role: "team", teamId, playerId: actor.playerId };
    if (table?.paused) return overtaken(PAUSED_CODE, PAUSED_FOR_TEAM);
  }
  if (!table) return rule("rule/not_seated", "Your team is not at a table yet: wait for the moderator to seat the class.");
  return playAtTable(state, table, command, gameActor, now);
}

function playAtTable(state: SessionState, table: TableState, command: { type: string }, actor: GameActor, now: number): SessionResult {
  if (table.engine === null) return rule("rule/not_started", "This table's game has not started yet.");
  // Rules 3: an ended table stays ended (only undo reopens it). Earlier rules guessed from the room's shape.
  const ended = rulesAtLeast(state, 3) ? table.over : table.over && state.tables.length > 1;
  if (ended) return overtaken("rule/game_over", "This table's game is over.");
  const module = moduleOf(state);
  // A paused table waits: the moderator may still do what only the moderator does (adjust, judge),
  // not a team's move on its behalf.
  if (table.paused && actor.role === "moderator" && !module.moderatorCommands.includes(command.type))
    return overtaken(PAUSED_CODE, PAUSED_FOR_MODERATOR);
  const result = module.apply(table.engine, command, actor, now);
  if (!result.ok) return (result.violation.kind === "overtaken" ? overtaken : rule)(result.violation.code, result.violation.message);
  const over = module.status(result.state).over;
  const events = tagEvents(state, table.id, result.events);
  return { ok: true, state: withTable(state, { ...table, engine: result.state, over: over || ended }), events, table: table.id };
}

/**
 * The room with one table's new state and nothing else of it changed: the room is finished when every
 * table is (and playing again when an undo reopens one). The command path merges a table's move into
 * the room as it stands at commit with this, since other tables move meanwhile.
 */
export function withTable(state: SessionState, table: TableState): SessionState {
  const tables = state.tables.map((t) => (t.id === table.id ? table : t));
  const status = tables.every((t) => t.over) ? "finished" : state.status === "finished" ? "playing" : state.status;
  return { ...state, tables, status };
}

/** At a class's tables, each game event says which table it happened at. */
function tagEvents(state: SessionState, tableId: string, events: readonly unknown[]): SessionEvent[] {
  const atTables = isTableGame(moduleOf(state));
  return events.map((event) => (atTables ? { ...(event as GameEventOf), table: tableId } : (event as GameEventOf)));
}

function applyLobbyCommand(
  state: SessionState,
  actor: SessionActor,
  command: LobbyCommand,
  now: number,
  setup: SessionSetup,
): SessionResult {
  const seatOf = (playerId: string) => state.seats.find((s) => s.id === playerId);
  const teamExists = (teamId: string) => state.teams.some((t) => t.id === teamId);
  const tableById = (id: string) => state.tables.find((table) => table.id === id);
  const closed = roomClosed(state, command);
  if (closed) return closed;
  switch (command.type) {
    case "joinGame": {
      if (state.status === "finished" || state.status === "ended")
        return overtaken("rule/game_over", "This game is over: ask your teacher for the new game code.");
      if (state.joinLocked) return rule("rule/joining_locked", "Joining is locked for this game: ask your teacher to unlock it.");
      if (seatOf(command.playerId)) return invalid("That player id is taken.");
      const most = maxSeats(moduleOf(state));
      if (state.seats.length >= most) return rule("rule/game_full", `This game is full (${most} players): ask your teacher.`);
      const name = roomName(state, command.name);
      const refused = nameRefusal(state, name, null);
      if (refused) return refused;
      const seat = {
        id: command.playerId,
        name: legacyRules(state)
          ? numberedName(
              name,
              state.seats.map((s) => s.name),
            )
          : name,
        teamId: null,
      };
      return { ok: true, state: { ...state, seats: [...state.seats, seat] }, events: [{ type: "playerJoined", playerId: seat.id }] };
    }
    case "chooseTeam": {
      if (actor.role !== "player") return forbidden("Only a player chooses their own team.");
      if (state.status !== "lobby") return rule("rule/teams_fixed", "Teams are fixed once the game starts: ask the moderator to move you.");
      if (!teamExists(command.teamId)) return invalid("There is no such team.", "input/unknown_team");
      return moveSeat(state, actor.playerId, command.teamId);
    }
    case "movePlayer": {
      if (command.teamId !== null && !teamExists(command.teamId)) return invalid("There is no such team.", "input/unknown_team");
      return moveSeat(state, command.playerId, command.teamId);
    }
    case "renamePlayer": {
      const seat = seatOf(command.playerId);
      if (!seat) return invalid("There is no such player.", "input/unknown_player");
      const wanted = roomName(state, command.name);
      if (rulesAtLeast(state, 3) && wanted === seat.name) return overtaken("rule/no_change", `${seat.name} is already the name.`);
      const refused = nameRefusal(state, wanted, seat.id);
      if (refused) return refused;
      const others = state.seats.filter((s) => s.id !== seat.id).map((s) => s.name);
      const name = legacyRules(state) ? numberedName(wanted, others) : wanted;
      return {
        ok: true,
        state: { ...state, seats: state.seats.map((s) => (s.id === seat.id ? { ...s, name } : s)) },
        events: [{ type: "playerRenamed", playerId: seat.id }],
      };
    }
    case "removePlayer": {
      const seat = seatOf(command.playerId);
      if (!seat) return invalid("There is no such player.", "input/unknown_player");
      return {
        ok: true,
        state: {
          ...state,
          seats: state.seats.filter((s) => s.id !== command.playerId),
          ...(state.claims ? { claims: state.claims.filter((claim) => claim.playerId !== command.playerId) } : {}),
        },
        events: [{ type: "playerRemoved", playerId: command.playerId }],
      };
    }
    case "lockJoining": {
      if (state.joinLocked === command.locked)
        return overtaken("rule/no_change", command.locked ? "Joining is already locked." : "Joining is already open.");
      return { ok: true, state: { ...state, joinLocked: command.locked }, events: [{ type: "joiningLocked", locked: command.locked }] };
    }
    case "seatTables": {
      if (!isTableGame(moduleOf(state))) return invalid("This game is played by the whole class at one table.", "input/not_a_table_game");
      if (state.status !== "lobby")
        return overtaken("rule/already_started", "The game has already started: move players between teams instead.");
      const plan = seatClass(state.seats, { maxPerTeam: moduleOf(state).teams.playersPerTeam.max, tables: command.tables });
      if ("problem" in plan) return rule("rule/cannot_seat", plan.problem);
      const seats = state.seats.map((seat) => ({ ...seat, teamId: plan.assignment.get(seat.id) ?? null }));
      return {
        ok: true,
        state: { ...state, seats, teams: plan.teams, tables: plan.tables },
        events: [{ type: "tablesSeated", tables: plan.tables.map((table) => ({ id: table.id, teamIds: table.teamIds })) }],
      };
    }
    case "startGame":
      return startGame(state, now, setup);
    case "atTable": {
      const table = tableById(command.table);
      if (!table) return invalid(`There is no table ${command.table}.`, "input/unknown_table");
      const parsed = parseCommand(command.command, state.game);
      if (!parsed.ok) return { ok: false, failure: parsed.failure };
      if (parsed.parsed.kind !== "game") return invalid("atTable carries a game command, such as a score adjustment.");
      if (state.status === "lobby") return rule("rule/not_started", "The game has not started yet.");
      if (state.status === "ended") return overtaken("rule/game_over", "The moderator ended this game.");
      return playAtTable(state, table, parsed.parsed.command, { role: "moderator" }, now);
    }
    case "pauseTable":
    case "resumeTable": {
      const table = tableById(command.table);
      if (!table) return invalid(`There is no table ${command.table}.`, "input/unknown_table");
      if (table.over && rulesAtLeast(state, 3)) return overtaken("rule/game_over", "That table's game is over.");
      const pausing = command.type === "pauseTable";
      if (table.paused === pausing)
        return overtaken("rule/no_change", pausing ? "That table is already paused." : "That table is not paused.");
      return {
        ok: true,
        state: { ...state, tables: state.tables.map((t) => (t.id === table.id ? { ...t, paused: pausing } : t)) },
        events: [{ type: pausing ? "tablePaused" : "tableResumed", table: table.id }],
        table: table.id,
      };
    }
    case "endTable": {
      const table = tableById(command.table);
      if (!table) return invalid(`There is no table ${command.table}.`, "input/unknown_table");
      if (table.over) return overtaken("rule/game_over", "That table's game is already over.");
      const tables = state.tables.map((t) => (t.id === table.id ? { ...t, over: true } : t));
      const status = tables.every((t) => t.over) ? "finished" : state.status;
      return { ok: true, state: { ...state, tables, status }, events: [{ type: "tableEnded", table: table.id }], table: table.id };
    }
    case "claimSeat": {
      if (state.status === "ended") return overtaken("rule/game_over", "This game is over: ask your teacher for the new game code.");
      const seat = seatOf(command.playerId);
      if (!seat) return invalid("There is no such player.", "input/unknown_player");
      const claims = state.claims ?? [];
      if (claims.some((claim) => claim.id === command.claimId)) return invalid("That claim id is taken.");
      if (claims.length >= MAX_CLAIMS)
        return rule("rule/too_many_claims", "Your teacher has too many seat requests to answer: wait a moment and try again.");
      // Rules 3: every request stands on its own (two phones may ask for one seat; the teacher tells
      // them apart). Earlier rules let a newer request replace an older one for the same seat.
      const kept = rulesAtLeast(state, 3) ? claims : claims.filter((claim) => claim.playerId !== seat.id);
      const claim = { id: command.claimId, playerId: seat.id, at: now, ...(command.device ? { device: command.device } : {}) };
      return {
        ok: true,
        state: { ...state, claims: [...kept, claim] },
        events: [{ type: "seatClaimed", claimId: command.claimId, playerId: seat.id }],
      };
    }
    case "answerClaim": {
      const claim = (state.claims ?? []).find((c) => c.id === command.claimId);
      if (!claim) return rule("rule/no_such_claim", "That request was already answered or replaced.");
      const claims = (state.claims ?? []).filter((c) => c.id !== claim.id);
      const seat = seatOf(claim.playerId);
      if (!command.grant || !seat) {
        return { ok: true, state: { ...state, claims }, events: [{ type: "claimRefused", claimId: claim.id, playerId: claim.playerId }] };
      }
      // The lost phone held the team's channel: the platform renames it (see channel-epochs.ts).
      return {
        ok: true,
        state: { ...state, claims },
        events: [{ type: "claimGranted", claimId: claim.id, playerId: claim.playerId }],
      };
    }
    case "endGame": {
      if (state.status === "finished" || state.status === "ended") return overtaken("rule/game_over", "The game is already over.");
      return { ok: true, state: { ...state, status: "ended" }, events: [{ type: "gameEnded" }] };
    }
    case "nextGame": {
      const moved = moveToNextGame(state, command, { maxSeats });
      if (!moved.ok) {
        const { kind, code, message } = moved.refusal;
        return kind === "invalid" ? invalid(message, code) : (kind === "overtaken" ? overtaken : rule)(code, message);
      }
      return { ok: true, state: moved.state, events: [moved.event] };
    }
    case "undo":
      // Undo rebuilds from the command log (see replay.ts); it never reaches the reducer.
      return invalid("Undo is handled by the server's replay.");
    default:
      return exhaustive(command);
  }
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled command: ${JSON.stringify(value)}`);
}

/** Every table starts its game: the teams as seated, each with the players who joined it (or the teacher declared). */
function startGame(state: SessionState, now: number, roomSetup: SessionSetup): SessionResult {
  const setup = currentGameSetup(state, roomSetup);
  if (state.status !== "lobby") return overtaken("rule/already_started", "The game has already started.");
  const module = moduleOf(state);
  if (state.tables.length === 0) return rule("rule/not_seated", "Seat the class at tables first.");
  const teamPlayers = (teamId: string) => {
    const team = state.teams.find((t) => t.id === teamId);
    return Math.max(1, team?.declaredPlayers ?? 0, state.seats.filter((s) => s.teamId === teamId).length);
  };
  const tables: TableState[] = [];
  const events: SessionEvent[] = [];
  for (const [index, table] of state.tables.entries()) {
    if (isTableGame(module) && table.teamIds.some((teamId) => !state.seats.some((s) => s.teamId === teamId))) {
      return rule("rule/empty_team", `A team at table ${table.id} has no player: move someone there or seat the class again.`);
    }
    const previousWinners = rulesAtLeast(state, 4) ? previousWinnersAt(state, table.teamIds) : undefined;
    const seating: Seating = {
      teams: table.teamIds.map((teamId) => ({
        id: teamId,
        name: state.teams.find((t) => t.id === teamId)?.name ?? teamId,
        players: teamPlayers(teamId),
        members: state.seats.filter((s) => s.teamId === teamId).map((s) => ({ id: s.id, name: s.name })),
      })),
      ...(previousWinners ? { previousWinners } : {}),
    };
    const started = module.start(setup.gameSetup, seating, tableSeed(setup.seed, index, state.tables.length), now);
    if (!started.ok) return rule(started.violation.code, started.violation.message);
    tables.push({ ...table, engine: started.state, over: module.status(started.state).over });
    events.push(...tagEvents(state, table.id, started.events));
  }
  return { ok: true, state: { ...state, status: "playing", tables }, events };
}

/**
 * Who won the room's previous game at a table of these same teams, when it was played to its end
 * (rules 4 on: a room that began earlier replays as it was played). Undefined: these teams did not
 * play the previous game together.
 */
function previousWinnersAt(state: SessionState, teamIds: readonly string[]): string[] | undefined {
  const previous = state.played?.at(-1);
  if (!previous || previous.outcome !== "finished") return undefined;
  const same = previous.tables.find(
    (table) => table.teamIds.length === teamIds.length && teamIds.every((teamId) => table.teamIds.includes(teamId)),
  );
  return same ? same.winners : undefined;
}

/** A one-table game keeps its seed; each table of a class gets its own, from the room's. */
function tableSeed(seed: number, index: number, tables: number): number {
  if (tables === 1) return seed;
  return (seed + Math.imul(index + 1, 0x9e37_79b9)) >>> 1;
}

function moveSeat(state: SessionState, playerId: string, teamId: string | null): SessionResult {
  const seat = state.seats.find((s) => s.id === playerId);
  if (!seat) return invalid("There is no such player.", "input/unknown_player");
  if (seat.teamId === teamId) return overtaken("rule/no_change", "That player is already there.");
  return {
    ok: true,
    state: { ...state, seats: state.seats.map((s) => (s.id === playerId ? { ...s, teamId } : s)) },
    events: [{ type: "playerMoved", playerId }],
  };
}

export function teamEpoch(state: SessionState, teamId: string): number {
  return state.teamEpochs[teamId] ?? 0;
}

const rulesAtLeast = (state: SessionState, version: number) => (state.rulesVersion ?? 1) >= version;
const legacyRules = (state: SessionState) => !rulesAtLeast(state, 2);

/** Rules 3: the name as the room shows it (what draws nothing removed); earlier rules kept it as typed. */
function roomName(state: SessionState, typed: string): string {
  return rulesAtLeast(state, 3) ? displayName(typed) : typed;
}

/** Room commands that still mean something once a room is over: undo reopens it, answering a waiting seat request, and the next game. */
const AFTER_THE_END: ReadonlySet<LobbyCommand["type"]> = new Set(["undo", "answerClaim", "joinGame", "endGame", "startGame", "nextGame"]);

/** Rules 3: once a room has finished or been ended, nothing changes it but undo. */
function roomClosed(state: SessionState, command: LobbyCommand): SessionResult | null {
  if (!rulesAtLeast(state, 3) || (state.status !== "finished" && state.status !== "ended")) return null;
  if (AFTER_THE_END.has(command.type)) return null;
  if (command.type === "claimSeat") return overtaken("rule/game_over", "This game is over: ask your teacher for the new game code.");
  if (command.type === "renamePlayer") return overtaken("rule/game_over", "This game is over: names can no longer change.");
  return overtaken("rule/game_over", "This game is over: undo the ending first, or start a new game.");
}

/** A name that would be confused with another player's or a team's is refused (rules version 2 on). */
function nameRefusal(state: SessionState, name: string, exceptPlayerId: string | null): SessionResult | null {
  if (legacyRules(state)) return null;
  const problem = rulesAtLeast(state, 3) ? nameProblem(name) : null;
  if (problem) return rule("rule/name_invisible", problem);
  const clash = nameClash(name, namesInGame(state, exceptPlayerId));
  if (!clash) return null;
  return rule(clash.kind === "same" && !clash.isTeam ? "rule/name_taken" : "rule/name_confusable", clashMessage(clash));
}

/** Rules version 1, kept so older games replay as they were played: a second "Sam" became "Sam 2". */
function numberedName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()));
  if (!lower.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, 21)} ${n}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

/** Every name a new or renamed player must not be confused with: the other players and the teams. */
function namesInGame(state: SessionState, exceptPlayerId: string | null): { name: string; isTeam: boolean }[] {
  return [
    ...state.seats.filter((s) => s.id !== exceptPlayerId).map((s) => ({ name: s.name, isTeam: false })),
    ...state.teams.map((t) => ({ name: t.name, isTeam: true })),
  ];
}
