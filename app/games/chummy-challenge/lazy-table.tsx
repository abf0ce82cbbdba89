"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Chummy Challenge's phone panel and table drawing, loaded where a table is drawn or played (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const ChummyPlay = dynamic(() => import("./challenge-phone").then((parts) => parts.ChummyPlay), { loading: HydrateApart });
export const ChallengeResults = dynamic(() => import("./challenge-parts").then((parts) => parts.ChallengeResults), {
  loading: HydrateApart,
});
export const ChallengeStatus = dynamic(() => import("./challenge-parts").then((parts) => parts.ChallengeStatus), { loading: HydrateApart });
export const CountWindow = dynamic(() => import("./challenge-parts").then((parts) => parts.CountWindow), { loading: HydrateApart });
