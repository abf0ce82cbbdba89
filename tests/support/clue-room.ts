import type { ClueCard } from "@/lib/content/clue-card";
import { clueOptionsSchema, clueSetupFrom } from "@/lib/games/clue-spin";
import { gameOptionsOf, roomRequestSchema, roomSetup, type RoomRequestInput } from "@/lib/session/create";
import type { SessionSetup, SessionState } from "@/lib/session/state";
import type { GameState } from "@/lib/games/clue-spin/engine";
import { FIXTURE_DECK } from "../game/fixtures";

/**
 * The setup the server makes for a clue game from the host form's body, without the database:
 * the same schemas and the same seeded shuffle as `createGame` + the clue module's `prepare`
 * (which adds only the look-up of a teacher's own decks).
 */
export function clueRoomSetup(
  body: Omit<RoomRequestInput, "game"> & Record<string, unknown>,
  seed: number,
  cards: readonly ClueCard[],
): SessionSetup {
  const request = roomRequestSchema.parse({ game: "clue-spin", ...body });
  const options = clueOptionsSchema.parse(gameOptionsOf(request));
  return roomSetup(request, seed, clueSetupFrom(options, seed, cards));
}

/** The two-team clue room most room tests start from: Eagles (red) and Owls (blue), the fixture deck. */
export function twoTeamClueSetup(seed: number): SessionSetup {
  return clueRoomSetup(
    {
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
    },
    seed,
    FIXTURE_DECK,
  );
}

/** The clue game at a room's one table (it throws for a room of another game or before the table opens). */
export function clueEngine(state: SessionState): GameState {
  if (state.game !== "clue-spin") throw new Error(`room plays ${state.game}, not the clue game`);
  const engine = state.tables[0]?.engine;
  if (!engine) throw new Error("the clue table has no game yet");
  return engine as GameState;
}
