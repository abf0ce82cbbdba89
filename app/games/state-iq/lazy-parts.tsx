"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** State IQ's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const StateIqTableParts = dynamic(() => import("./table-parts").then((parts) => parts.StateIqTableParts), { loading: HydrateApart });
