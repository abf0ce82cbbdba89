import { MAX_TEAMS, MIN_TEAMS } from "@/lib/games/clue-spin/engine/setup";
import { TEAM_COLOURS } from "@/lib/shared/team-colours";
import type { GameScreens } from "../screen-types";
import type { TeamPalette } from "./board/teams";
import { Board, ModeratorConsole, NewGameForm, PlayerScreen } from "./lazy-screens";

const palette: TeamPalette = Object.fromEntries(
  TEAM_COLOURS.map((colour) => [colour.id, { label: colour.label, hex: colour.hex, symbol: colour.symbol }]),
);

/** The clue game's screens: the whole class at one table. */
export const clueSpinScreens: GameScreens = {
  about: `The whole class at one table: ${MIN_TEAMS}–${MAX_TEAMS} teams race to the target with the spinner and the clue cards.`,
  NewGame: ({ nextIn }) => <NewGameForm nextIn={nextIn} />,
  Console: ({ gameId, join }) => <ModeratorConsole gameId={gameId} join={join} />,
  Board: ({ gameId, join }) => <Board gameId={gameId} join={join} palette={palette} />,
  Phone: ({ gameId }) => <PlayerScreen gameId={gameId} />,
};
