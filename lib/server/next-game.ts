import "server-only";
import { channelFor, NEXT_GAME_EVENT } from "@/lib/shared/channels";
import { DEFAULT_CLUE_VALUES } from "@/lib/game/setup";
import { teamEpoch } from "@/lib/session/session";
import type { z } from "zod";
import { clueSetupSchema, type clueOptionsSchema } from "@/lib/games/clue-spin";
import type { RoomRequestInput } from "@/lib/session/create";
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

type ClueRequest = RoomRequestInput & z.input<typeof clueOptionsSchema>;

/** The same teams (names, colours, players declared in the room), target, clue values and decks of a clue game. */
export async function sameSettings(game: LoadedGame): Promise<ClueRequest> {
  const setup = clueSetupSchema.parse(game.setup.gameSetup);
  const customCardIds = setup.deck.filter((card) => card.id.startsWith("custom-")).map((card) => card.id.slice("custom-".length));
  const customDecks =
    customCardIds.length === 0
      ? []
      : await db().deckCard.findMany({ where: { id: { in: customCardIds } }, select: { deckId: true }, distinct: ["deckId"] });
  const builtIn = setup.deck.some((card) => !card.id.startsWith("custom-"));
  const customDeckIds = customDecks.map((row) => row.deckId);
  const standard = setup.clueValues.every((value, index) => value === DEFAULT_CLUE_VALUES[index]);
  return {
    game: "clue-spin",
    teams: game.setup.teams.map((team) => ({
      name: team.name,
      colour: team.colour as NonNullable<ClueRequest["teams"]>[number]["colour"],
      players: team.declaredPlayers,
    })),
    targetPoints: setup.targetPoints,
    clueValues: standard ? "standard" : "low",
    // A teacher's deck deleted since then is left out; with nothing left, the built-in deck plays.
    deck: { builtIn: builtIn || customDeckIds.length === 0, customDeckIds },
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
