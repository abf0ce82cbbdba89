"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/** Play the Border Zap's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const BorderZapTable = dynamic(() => import("./table-parts").then((parts) => parts.BorderZapTable), { loading: HydrateApart });
