"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Combo 3, Game 4's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const Combo3Game4Table = dynamic(() => import("./table-parts").then((parts) => parts.Combo3Game4Table), { loading: HydrateApart });
