"use client";

import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

/**
 * The shared table screens, each loaded only where it is shown: a page's first load carries none of
 * them, so a phone downloads the table phone and never the console or the board (`[PAGE-WEIGHT]`).
 */
export const TablesConsole = dynamic(() => import("./console/tables-console").then((screen) => screen.TablesConsole), {
  loading: HydrateApart,
});
export const TablesBoard = dynamic(() => import("./board/tables-board").then((screen) => screen.TablesBoard), { loading: HydrateApart });
export const TablePhone = dynamic(() => import("./phone/table-phone").then((screen) => screen.TablePhone), { loading: HydrateApart });
export const NewSessionForm = dynamic(() => import("./new-session-form").then((screen) => screen.NewSessionForm), {
  loading: HydrateApart,
});
