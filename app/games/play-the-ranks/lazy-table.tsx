"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Play the Ranks' table drawing, loaded where a table is drawn (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const RanksSetup = dynamic(() => import("./ranks-table").then((parts) => parts.RanksSetup), { loading: HydrateApart });
export const RanksCurrentTrick = dynamic(() => import("./ranks-table").then((parts) => parts.RanksCurrentTrick), { loading: HydrateApart });
export const RanksFinishedTrick = dynamic(() => import("./ranks-table").then((parts) => parts.RanksFinishedTrick), {
  loading: HydrateApart,
});
