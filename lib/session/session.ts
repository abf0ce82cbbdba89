import { applyCommand, applyParsedCommand, commandSchema, createGame, MODERATOR_COMMANDS, type Command, type GameEvent } from "@/lib/game";
import { exhaustiveSwitchError } from "@/lib/game/exhaustive";
import { lobbyCommandSchema, LOBBY_COMMAND_TYPES, type LobbyCommand } from "./commands";
import { clashMessage, nameClash } from "./names";
import { SESSION_RULES_VERSION, type SessionActor, type SessionSetup, type SessionState } from "./state";

/**
 * The session reducer: `state + actor + command → new state | failure`, pure like the engine it
 * wraps. Lobby commands (who is in the room, on which team) are handled here; game commands are
 * passed to the engine with the actor filled in from the credential.
 */
export type FailureKind = "invalid" | "forbidden" | "rule";
export interface SessionFailure {
  kind: FailureKind;
  code: string;
  message: string;
}

export type SessionEvent =
  | GameEvent
  | { type: "playerJoined" | "playerRenamed" | "playerMoved" | "playerRemoved"; playerId: string }
  | { type: "joiningLocked"; locked: boolean }
  | { type: "gameEnded" };

export type SessionResult = { ok: true; state: SessionState; events: SessionEvent[] } | { ok: false; failure: SessionFailure };

export type ParsedCommand =
  { kind: "lobby"; command: LobbyCommand } | { kind: "game"; command: Omit<Command, "actor"> & { type: Command["type"] } };

const MAX_SEATS = 60;

export function createSession(setup: SessionSetup): SessionState {
  const engine = createGame(
    {
      teams: setup.teams.map((team) => ({ id: team.id, name: team.name, players: Math.max(1, team.declaredPlayers) })),
      targetPoints: setup.targetPoints,
      clueValues: setup.clueValues,
    },
    setup.seed,
    setup.deck,
  );
  return { rulesVersion: SESSION_RULES_VERSION, status: "lobby", joinLocked: false, teams: setup.teams, seats: [], teamEpochs: {}, engine };
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

/** Step 1 of the command path: is this a command at all? (The actor is never the client's to set.) */
export function parseCommand(raw: Record<string, unknown>): { ok: true; parsed: ParsedCommand } | { ok: false; failure: SessionFailure } {
  if ("actor" in raw)
    return {
      ok: false,
      failure: { kind: "invalid", code: "input/actor_not_allowed", message: "Do not send an actor: the server knows who you are." },
    };
  const type = raw.type;
  if (typeof type === "string" && (LOBBY_COMMAND_TYPES as readonly string[]).includes(type)) {
    const result = lobbyCommandSchema.safeParse(raw);
    if (!result.success)
      return { ok: false, failure: { kind: "invalid", code: "input/invalid_command", message: describeZodError(result.error) } };
    return { ok: true, parsed: { kind: "lobby", command: result.data } };
  }
  const result = commandSchema.safeParse({ ...raw, actor: { role: "moderator" } });
  if (!result.success)
    return { ok: false, failure: { kind: "invalid", code: "input/invalid_command", message: describeZodError(result.error) } };
  const { actor: _ignored, ...command } = result.data;
  return { ok: true, parsed: { kind: "game", command } };
}

function describeZodError(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "The command is not valid.";
  const where = issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return `The command is not valid: ${where}${issue.message}`;
}

const MODERATOR_LOBBY: ReadonlySet<LobbyCommand["type"]> = new Set([
  "movePlayer",
  "removePlayer",
  "lockJoining",
  "startGame",
  "undo",
  "endGame",
]);

/** Step 2: may this role issue this command at all (rules decide the rest)? */
export function authorize(state: SessionState, actor: SessionActor, parsed: ParsedCommand): SessionFailure | null {
  const no = (message: string): SessionFailure => ({ kind: "forbidden", code: "auth/not_allowed", message });
  if (parsed.kind === "lobby") {
    const type = parsed.command.type;
    if (type === "joinGame") return actor.role === "guest" ? null : no("You are already in this game.");
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
    if ((MODERATOR_COMMANDS as readonly string[]).includes(parsed.command.type)) return no("Only the moderator can do that.");
    if ("onBehalfOf" in parsed.command && parsed.command.onBehalfOf !== undefined) return no("Only the moderator plays for another team.");
    const seat = state.seats.find((s) => s.id === actor.playerId);
    if (!seat)
      return { kind: "forbidden", code: "auth/removed", message: "You are no longer in this game: join again with the game code." };
    if (!seat.teamId) return no("Pick a team first.");
  }
  if (parsed.command.type === "configureTeams" || parsed.command.type === "startGame") return no("Teams are set when the game starts.");
  return null;
}

/** Step 3: apply an authorized command. */
export function applySessionCommand(state: SessionState, actor: SessionActor, parsed: ParsedCommand, now: number): SessionResult {
  if (parsed.kind === "game") return applyGameCommand(state, actor, parsed.command, now);
  return applyLobbyCommand(state, actor, parsed.command, now);
}

function applyGameCommand(
  state: SessionState,
  actor: SessionActor,
  command: ParsedCommand & { kind: "game" } extends { command: infer C } ? C : never,
  now: number,
): SessionResult {
  if (state.status === "lobby") return rule("rule/not_started", "The game has not started yet: the moderator starts it from the lobby.");
  if (state.status === "ended") return rule("rule/game_over", "The moderator ended this game.");
  let engineActor: Command["actor"];
  if (actor.role === "moderator") engineActor = { role: "moderator" };
  else if (actor.role === "player") {
    const teamId = state.seats.find((s) => s.id === actor.playerId)?.teamId;
    if (!teamId) return forbidden("Pick a team first.");
    engineActor = { role: "team", teamId };
  } else return forbidden("Join the game first.");
  // Parsed with the engine's own schema in parseCommand (step 1), so it is not parsed again.
  const result = applyParsedCommand(state.engine, { ...command, actor: engineActor } as Command, { now });
  if (!result.ok) return rule(result.violation.code, result.violation.message);
  const status = result.state.phase.type === "finished" ? "finished" : state.status;
  return { ok: true, state: { ...state, engine: result.state, status }, events: result.events };
}

function applyLobbyCommand(state: SessionState, actor: SessionActor, command: LobbyCommand, now: number): SessionResult {
  const seatOf = (playerId: string) => state.seats.find((s) => s.id === playerId);
  const teamExists = (teamId: string) => state.teams.some((t) => t.id === teamId);
  switch (command.type) {
    case "joinGame": {
      if (state.status === "finished" || state.status === "ended")
        return rule("rule/game_over", "This game is over: ask your teacher for the new game code.");
      if (state.joinLocked) return rule("rule/joining_locked", "Joining is locked for this game: ask your teacher to unlock it.");
      if (seatOf(command.playerId)) return invalid("That player id is taken.");
      if (state.seats.length >= MAX_SEATS) return rule("rule/game_full", `This game is full (${MAX_SEATS} players).`);
      const refused = nameRefusal(state, command.name, null);
      if (refused) return refused;
      const seat = {
        id: command.playerId,
        name: legacyRules(state)
          ? numberedName(
              command.name,
              state.seats.map((s) => s.name),
            )
          : command.name,
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
      const refused = nameRefusal(state, command.name, seat.id);
      if (refused) return refused;
      const others = state.seats.filter((s) => s.id !== seat.id).map((s) => s.name);
      const name = legacyRules(state) ? numberedName(command.name, others) : command.name;
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
        state: { ...state, seats: state.seats.filter((s) => s.id !== command.playerId), teamEpochs: leftTeam(state, seat.teamId) },
        events: [{ type: "playerRemoved", playerId: command.playerId }],
      };
    }
    case "lockJoining": {
      if (state.joinLocked === command.locked)
        return rule("rule/no_change", command.locked ? "Joining is already locked." : "Joining is already open.");
      return { ok: true, state: { ...state, joinLocked: command.locked }, events: [{ type: "joiningLocked", locked: command.locked }] };
    }
    case "startGame": {
      if (state.status !== "lobby") return rule("rule/already_started", "The game has already started.");
      const teams = state.teams.map((team) => ({
        id: team.id,
        name: team.name,
        players: Math.max(1, team.declaredPlayers, state.seats.filter((s) => s.teamId === team.id).length),
      }));
      const configured = applyCommand(state.engine, { type: "configureTeams", actor: { role: "moderator" }, teams }, { now });
      if (!configured.ok) return rule(configured.violation.code, configured.violation.message);
      const started = applyCommand(configured.state, { type: "startGame", actor: { role: "moderator" } }, { now });
      if (!started.ok) return rule(started.violation.code, started.violation.message);
      return { ok: true, state: { ...state, status: "playing", engine: started.state }, events: [...configured.events, ...started.events] };
    }
    case "endGame": {
      if (state.status === "finished" || state.status === "ended") return rule("rule/game_over", "The game is already over.");
      return { ok: true, state: { ...state, status: "ended" }, events: [{ type: "gameEnded" }] };
    }
    case "undo":
      // Undo rebuilds from the command log (see replay.ts); it never reaches the reducer.
      return invalid("Undo is handled by the server's replay.");
    default:
      return exhaustiveSwitchError(command);
  }
}

function moveSeat(state: SessionState, playerId: string, teamId: string | null): SessionResult {
  const seat = state.seats.find((s) => s.id === playerId);
  if (!seat) return invalid("There is no such player.", "input/unknown_player");
  if (seat.teamId === teamId) return rule("rule/no_change", "That player is already there.");
  return {
    ok: true,
    state: {
      ...state,
      seats: state.seats.map((s) => (s.id === playerId ? { ...s, teamId } : s)),
      teamEpochs: leftTeam(state, seat.teamId),
    },
    events: [{ type: "playerMoved", playerId }],
  };
}

/** Someone left `teamId`: its private channel gets a new name, which they may not subscribe to. */
function leftTeam(state: SessionState, teamId: string | null): Record<string, number> {
  if (teamId === null) return state.teamEpochs;
  return { ...state.teamEpochs, [teamId]: teamEpoch(state, teamId) + 1 };
}

export function teamEpoch(state: SessionState, teamId: string): number {
  return state.teamEpochs[teamId] ?? 0;
}

const legacyRules = (state: SessionState) => (state.rulesVersion ?? 1) < 2;

/** A name that would be confused with another player's or a team's is refused (rules version 2 on). */
function nameRefusal(state: SessionState, name: string, exceptPlayerId: string | null): SessionResult | null {
  if (legacyRules(state)) return null;
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
