"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Combo 3 Game 4's status, count window and result, loaded where a table is drawn (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const ComboStatus = dynamic(() => import("./combo-status").then((parts) => parts.ComboStatus), { loading: HydrateApart });
export const GeoPlungeWindow = dynamic(() => import("./combo-status").then((parts) => parts.GeoPlungeWindow), { loading: HydrateApart });
export const ComboResult = dynamic(() => import("./combo-status").then((parts) => parts.ComboResult), { loading: HydrateApart });
