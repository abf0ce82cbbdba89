"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Dashing States's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const DashingTable = dynamic(() => import("./table-parts").then((parts) => parts.DashingTable), { loading: HydrateApart });
