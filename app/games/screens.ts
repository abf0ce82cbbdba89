import "server-only";
import { borderUpScreens } from "./border-up/screens";
import { borderZapScreens } from "./border-zap/screens";
import { chummyChallengeScreens } from "./chummy-challenge/screens";
import { clueSpinScreens } from "./clue-spin/screens";
import { combo3Game4Screens } from "./combo3-game4/screens";
import { dashingStatesScreens } from "./dashing-states/screens";
import { playTheRanksScreens } from "./play-the-ranks/screens";
import { stateIqScreens } from "./state-iq/screens";
import type { GameScreens } from "./screen-types";

/** The one map from a game's id to its screens; a new game adds its folder and a line here (beside the registry's). */
const SCREENS: Readonly<Record<string, GameScreens>> = {
  "clue-spin": clueSpinScreens,
  "play-the-ranks": playTheRanksScreens,
  "border-zap": borderZapScreens,
  "combo3-game4": combo3Game4Screens,
  "border-up": borderUpScreens,
  "dashing-states": dashingStatesScreens,
  "state-iq": stateIqScreens,
  "chummy-challenge": chummyChallengeScreens,
};

export function screensFor(game: string): GameScreens | null {
  return SCREENS[game] ?? null;
}

export const SCREEN_GAME_IDS: readonly string[] = Object.keys(SCREENS);
