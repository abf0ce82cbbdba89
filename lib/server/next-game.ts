import "server-only";
import { channelFor, NEXT_GAME_EVENT } from "@/lib/shared/channels";
import { teamEpoch } from "@/lib/session/session";
import { gameModule } from "@/lib/games/registry";
import type { RoomRequestInput } from "@/lib/session/create";
import { currentGameSetup } from "@/lib/session/room-sequence";
import { db } from "./db/client";
import type { LoadedGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";

/**
 * "Play again with the same teams": the new game's settings copied from a finished one, and the
 * word sent to the old game's screens so the board moves to the new lobby and phones offer to join
 * it. The link from the old game to the new one is kept in memory only (a restart forgets it; the
 * new game's code is on its own board anyway).
 */
export interface NextGame {
  gameId: string;
  code: string;
}

/**
 * The request for a new game like a finished one: the same game, the same teams (names, colours,
 * players declared in the room) and the options the game's `playAgain` capability gives from its
 * setup; null for a game without the capability.
 */
export async function sameSettings(game: LoadedGame): Promise<RoomRequestInput | null> {
  const playAgain = gameModule(game.state.game)?.playAgain;
  if (!playAgain) return null;
  const options = await playAgain.options(currentGameSetup(game.state, game.setup).gameSetup, {
    async deckIdsOfCards(cardIds) {
      const rows = await db().deckCard.findMany({ where: { id: { in: [...cardIds] } }, select: { deckId: true }, distinct: ["deckId"] });
      return rows.map((row) => row.deckId);
    },
  });
  return {
    ...options,
    game: game.state.game,
    teams: game.state.teams.map((team) => ({
      name: team.name,
      colour: team.colour as NonNullable<RoomRequestInput["teams"]>[number]["colour"],
      players: team.declaredPlayers,
    })),
  };
}

const SLOT = Symbol.for("clue-spin.next-games");
type Store = Map<string, NextGame>;
function store(): Store {
  const holder = globalThis as typeof globalThis & { [SLOT]?: Store };
  holder[SLOT] ??= new Map();
  return holder[SLOT];
}

export function nextGameOf(gameId: string): NextGame | null {
  return store().get(gameId) ?? null;
}

/** Remembers the new game and tells every screen of the old one (moderator, board, each team). */
export async function announceNextGame(game: LoadedGame, next: NextGame): Promise<void> {
  store().set(game.id, next);
  const data = JSON.stringify({ gameId: game.id, next });
  const channels = [
    channelFor.moderator(game.id),
    channelFor.board(game.id),
    ...game.state.teams.map((team) => channelFor.team(game.id, team.id, teamEpoch(game.state, team.id))),
  ];
  try {
    await installedRealtime().publisher.publishBatch(channels.map((channel) => ({ channel, event: NEXT_GAME_EVENT, data })));
  } catch (error) {
    console.error(`next-game broadcast for game ${game.id} failed; screens see it on their next load:`, error);
  }
}
