"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Border Zap's table drawing and a hand's look, loaded where a table is drawn (a board, a console, a playing phone), not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const ZapSetup = dynamic(() => import("./zap-table").then((parts) => parts.ZapSetup), { loading: HydrateApart });
export const ZapCurrentTrick = dynamic(() => import("./zap-table").then((parts) => parts.ZapCurrentTrick), { loading: HydrateApart });
export const ZapFinishedTrick = dynamic(() => import("./zap-table").then((parts) => parts.ZapFinishedTrick), { loading: HydrateApart });
export const ZapLook = dynamic(() => import("./zap-look").then((parts) => parts.ZapLook), { loading: HydrateApart });
