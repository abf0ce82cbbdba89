"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Border-Up's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const BorderUpTable = dynamic(() => import("./table-parts").then((parts) => parts.BorderUpTable), { loading: HydrateApart });
