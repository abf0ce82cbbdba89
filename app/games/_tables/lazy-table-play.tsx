"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** The trick games' lists of tricks and battles, loaded where a table is drawn or played, not in a lobby's first load (`[PAGE-WEIGHT]`). */
export const TrickLines = dynamic(() => import("./table-play").then((play) => play.TrickLines), { loading: HydrateApart });
export const BattleHistory = dynamic(() => import("./table-play").then((play) => play.BattleHistory), { loading: HydrateApart });
