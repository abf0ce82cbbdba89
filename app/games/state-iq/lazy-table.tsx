"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** State IQ's phone panel and table drawing, loaded where a table is drawn or played (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const StateIqPhone = dynamic(() => import("./siq-phone").then((parts) => parts.StateIqPhone), { loading: HydrateApart });
export const GameResultLine = dynamic(() => import("./siq-parts").then((parts) => parts.GameResultLine), { loading: HydrateApart });
export const GeoPlungeCount = dynamic(() => import("./siq-parts").then((parts) => parts.GeoPlungeCount), { loading: HydrateApart });
export const StateIqTable = dynamic(() => import("./siq-parts").then((parts) => parts.StateIqTable), { loading: HydrateApart });
