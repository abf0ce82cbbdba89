"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Dashing States' phone panel and table drawing, loaded where a table is drawn or played (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const DashingPhone = dynamic(() => import("./race-phone").then((parts) => parts.DashingPhone), { loading: HydrateApart });
export const GameResultLine = dynamic(() => import("./race-parts").then((parts) => parts.GameResultLine), { loading: HydrateApart });
export const GeoPlungeCount = dynamic(() => import("./race-parts").then((parts) => parts.GeoPlungeCount), { loading: HydrateApart });
export const RaceClock = dynamic(() => import("./race-parts").then((parts) => parts.RaceClock), { loading: HydrateApart });
export const RaceHistory = dynamic(() => import("./race-parts").then((parts) => parts.RaceHistory), { loading: HydrateApart });
export const RaceStatus = dynamic(() => import("./race-parts").then((parts) => parts.RaceStatus), { loading: HydrateApart });
