"use client";

import dynamic from "next/dynamic";

/**
 * The shared table screens, each loaded only where it is shown: a page's first load carries none of
 * them, so a phone downloads the table phone and never the console or the board (`[PAGE-WEIGHT]`).
 */
export const TablesConsole = dynamic(() => import("./console/tables-console").then((screen) => screen.TablesConsole));
export const TablesBoard = dynamic(() => import("./board/tables-board").then((screen) => screen.TablesBoard));
export const TablePhone = dynamic(() => import("./phone/table-phone").then((screen) => screen.TablePhone));
export const NewSessionForm = dynamic(() => import("./new-session-form").then((screen) => screen.NewSessionForm));
