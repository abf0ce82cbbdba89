"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Play the Ranks's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const PlayTheRanksTable = dynamic(() => import("./table-parts").then((parts) => parts.PlayTheRanksTable), { loading: HydrateApart });
