import { gameModule, isTableGame, type AnyGameModule } from "@/lib/games/registry";
import { MAX_TABLES } from "./tables";
import { MAIN_TABLE, type PlayedGame, type SessionSetup, type SessionState, type TableState } from "./state";

/**
 * A room outlives one game: the same class (its code, people, teams and tables) moves on to
 * another game of any registered kind. Pure, like the reducer that calls it; the next game's setup
 * and seed come in the command (the server prepared them), so a replay never prepares again.
 */
export interface NextGameCommand {
  game: string;
  seed: number;
  gameSetup: unknown;
}

export type NextGameRefusal = { code: string; message: string; kind: "invalid" | "rule" | "overtaken" };

/** Why a room refuses to move on while its game is played: the refusal's words, which the console's next-game panel shows before the teacher tries. */
export const NEXT_GAME_ONCE_OVER = "The class goes on to its next game once this one is over: finish it or end it first.";

/** The room's event when it moves on: the log and the screens word it from here. */
export interface GameChangedEvent {
  type: "gameChanged";
  /** The registry id and title of the game the room now plays, and its number in the room (2 for the second game). */
  game: string;
  title: string;
  number: number;
}

/** The game the room plays now: its seed and setup (the room's stored setup until a `nextGame`). */
export function currentGameSetup(state: SessionState, roomSetup: SessionSetup): SessionSetup {
  if (!state.current) return roomSetup;
  return { ...roomSetup, game: state.game, seed: state.current.seed, gameSetup: state.current.gameSetup };
}

/** The number of the game the room plays now: 1 for its first. */
export function gameNumber(state: Pick<SessionState, "played">): number {
  return (state.played?.length ?? 0) + 1;
}

/** What the room keeps of the game it is leaving: who won at each table. */
function playedRecord(state: SessionState, module: AnyGameModule): PlayedGame {
  const outcome = state.status === "finished" ? "finished" : state.status === "ended" ? "ended" : "not-started";
  const tables = state.tables.map((table) => ({
    id: table.id,
    teamIds: table.teamIds,
    winners: outcome !== "not-started" && table.engine !== null ? module.status(table.engine).winners : [],
  }));
  return { game: state.game, outcome, winners: tables.flatMap((table) => table.winners), tables };
}

type Seated = { tables: TableState[] } | NextGameRefusal;

/**
 * The room's teams around the next game's tables. A game at tables keeps tables that already seat
 * it (the same two teams face each other again: a match), or pairs the teams in their order; a
 * game for the whole class puts every team at its one table. When the teams cannot sit as the next
 * game needs, the refusal says what to do.
 */
function seatForNext(state: SessionState, module: AnyGameModule): Seated {
  const teams = state.teams;
  const sizes = new Map<string, number>();
  for (const seat of state.seats) if (seat.teamId) sizes.set(seat.teamId, (sizes.get(seat.teamId) ?? 0) + 1);
  const most = module.teams.playersPerTeam.max;
  const crowded = teams.find((team) => (sizes.get(team.id) ?? 0) > most);
  if (crowded)
    return {
      kind: "rule",
      code: "rule/team_too_big",
      message: `${module.title} takes at most ${most} players a team and ${crowded.name} has ${sizes.get(crowded.id) ?? 0}: move players between teams first, or start a new game from the host page.`,
    };
  const fresh = (table: Pick<TableState, "id" | "teamIds">, engine: unknown): TableState => ({
    id: table.id,
    teamIds: table.teamIds,
    engine,
    paused: false,
    over: false,
  });
  if (isTableGame(module)) {
    // A class not seated yet is seated in the next game's lobby, as in any game's.
    if (teams.length === 0) return { tables: [] };
    const fits = (teamIds: readonly string[]) => teamIds.length >= module.teams.min && teamIds.length <= module.teams.max;
    if (state.tables.length > 0 && state.tables.every((table) => table.id !== MAIN_TABLE && fits(table.teamIds)))
      return { tables: state.tables.map((table) => fresh(table, null)) };
    const perTable = module.teams.max;
    const count = Math.ceil(teams.length / perTable);
    const groups = Array.from({ length: count }, (_, i) => teams.slice(i * perTable, (i + 1) * perTable).map((team) => team.id));
    if (count > MAX_TABLES || !groups.every(fits))
      return {
        kind: "rule",
        code: "rule/cannot_seat_teams",
        message: `${module.title} seats ${seatsPerTable(module)} teams a table and this room has ${teams.length} teams: choose a game for the whole class, or start a new game from the host page for ${module.title}.`,
      };
    return { tables: groups.map((teamIds, i) => fresh({ id: `T${i + 1}`, teamIds }, null)) };
  }
  if (teams.length < module.teams.min || teams.length > module.teams.max)
    return {
      kind: "rule",
      code: "rule/cannot_seat_teams",
      message:
        teams.length === 0
          ? `${module.title} is played by teams: seat the class at tables first (or start a new game from the host page with the teams named).`
          : `${module.title} takes ${module.teams.min} to ${module.teams.max} teams and this room has ${teams.length}: choose a game played at tables, or start a new game from the host page.`,
    };
  return { tables: [fresh({ id: MAIN_TABLE, teamIds: teams.map((team) => team.id) }, null)] };
}

function seatsPerTable(module: AnyGameModule): string {
  return module.teams.min === module.teams.max ? String(module.teams.max) : `${module.teams.min} to ${module.teams.max}`;
}

/**
 * The room moves on to its next game: accepted once the game is over (finished, or ended by the
 * moderator) or from the lobby before it starts. The room keeps its people, teams and (when they
 * seat the next game) its tables, records who won the game it leaves, and opens the next game's lobby.
 */
export function moveToNextGame(
  state: SessionState,
  command: NextGameCommand,
  limits: { maxSeats: (module: AnyGameModule) => number },
): { ok: true; state: SessionState; event: GameChangedEvent } | { ok: false; refusal: NextGameRefusal } {
  const refuse = (refusal: NextGameRefusal) => ({ ok: false as const, refusal });
  if (state.status === "playing")
    return refuse({
      kind: "overtaken",
      code: "rule/game_not_over",
      message: NEXT_GAME_ONCE_OVER,
    });
  const module = gameModule(command.game);
  if (!module)
    return refuse({ kind: "invalid", code: "input/unknown_game", message: `This server does not know the game "${command.game}".` });
  const setup = module.setupSchema.safeParse(command.gameSetup);
  if (!setup.success)
    return refuse({ kind: "invalid", code: "input/invalid_setup", message: "The next game's setup is not valid: prepare it again." });
  const leaving = gameModule(state.game);
  if (!leaving)
    return refuse({ kind: "invalid", code: "input/unknown_game", message: `This server does not know the game "${state.game}".` });
  const most = limits.maxSeats(module);
  if (state.seats.length > most)
    return refuse({
      kind: "rule",
      code: "rule/game_full",
      message: `${module.title} takes at most ${most} players and this room has ${state.seats.length}: start a new game from the host page.`,
    });
  const seated = seatForNext(state, module);
  if (!("tables" in seated)) return refuse(seated);
  const played = [...(state.played ?? []), playedRecord(state, leaving)];
  const next: SessionState = {
    ...state,
    game: module.id,
    status: "lobby",
    tables: seated.tables,
    current: { seed: command.seed, gameSetup: setup.data },
    played,
  };
  return { ok: true, state: next, event: { type: "gameChanged", game: module.id, title: module.title, number: played.length + 1 } };
}
