"use client";

import dynamic from "next/dynamic";

/** Play the Border Zap's parts of the table screens, loaded only where it is played (`[PAGE-WEIGHT]`). */
export const BorderZapTable = dynamic(() => import("./table-parts").then((parts) => parts.BorderZapTable));
