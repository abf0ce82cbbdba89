"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** The clue game's screens, each loaded only where it is shown and only in a clue game (`[PAGE-WEIGHT]`). */
export const Board = dynamic(() => import("./board/board").then((screen) => screen.Board), { loading: HydrateApart });
export const ModeratorConsole = dynamic(() => import("./console/console").then((screen) => screen.ModeratorConsole), {
  loading: HydrateApart,
});
export const NewGameForm = dynamic(() => import("./new-game-form").then((screen) => screen.NewGameForm), { loading: HydrateApart });
export const PlayerScreen = dynamic(() => import("./phone/player-screen").then((screen) => screen.PlayerScreen), { loading: HydrateApart });
