"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Border-Up's phone panel and table drawing, loaded where a table is drawn or played (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const BorderUpPlay = dynamic(() => import("./race-phone").then((parts) => parts.BorderUpPlay), { loading: HydrateApart });
export const CountWindow = dynamic(() => import("./race-parts").then((parts) => parts.CountWindow), { loading: HydrateApart });
export const RaceClock = dynamic(() => import("./race-parts").then((parts) => parts.RaceClock), { loading: HydrateApart });
export const RaceResult = dynamic(() => import("./race-parts").then((parts) => parts.RaceResult), { loading: HydrateApart });
export const RaceStatus = dynamic(() => import("./race-parts").then((parts) => parts.RaceStatus), { loading: HydrateApart });
