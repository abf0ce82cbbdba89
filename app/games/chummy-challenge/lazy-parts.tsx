"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Chummy Challenge's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const ChummyTable = dynamic(() => import("./table-parts").then((parts) => parts.ChummyTable), { loading: HydrateApart });
