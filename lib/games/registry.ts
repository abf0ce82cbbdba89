import type { GameModule } from "./module";
import { borderZap } from "./border-zap";
import { clueSpin } from "./clue-spin";
import { combo3Game4 } from "./combo3-game4";
import { playTheRanks } from "./play-the-ranks";

/**
 * The one list of games. The platform (lib/session, lib/server) reaches a game only through this
 * list and the GameModule seam; adding a game is a folder under lib/games and a line here.
 */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, { moderator: unknown; board: unknown; team: unknown }>;

const GAMES = [clueSpin, playTheRanks, borderZap, combo3Game4] as unknown as readonly AnyGameModule[];

export const GAME_IDS: readonly string[] = GAMES.map((game) => game.id);

/** The game every room without a `game` field plays (rooms stored before there were several games). */
export const DEFAULT_GAME_ID = "clue-spin";

export function gameModule(id: string): AnyGameModule | null {
  return GAMES.find((game) => game.id === id) ?? null;
}

/** Games played at tables of two teams (a class session), as opposed to one table for the whole class. */
export function isTableGame(game: AnyGameModule): boolean {
  return game.teams.max === 2;
}

export function listGames(): { id: string; title: string; teams: AnyGameModule["teams"] }[] {
  return GAMES.map((game) => ({ id: game.id, title: game.title, teams: game.teams }));
}
