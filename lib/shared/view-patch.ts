import type { RoomView, TableGameView } from "./room-views";

/** The board's and the console's view of a class at tables: the room around every table's game view. */
export type AllTablesView = RoomView & { tableViews: TableGameView<unknown>[] };

/** The parts of the room every patch carries: small, and what a screen needs to know it holds every table. */
export type RoomSummary = Pick<RoomView, "status" | "joinLocked" | "tables">;
export const SUMMARY_KEYS = ["status", "joinLocked", "tables"] as const satisfies readonly (keyof RoomView)[];

/**
 * What the board and the console receive at a new version instead of their whole view, which
 * grows with every table (141 KB at 30 tables, far over what one event may carry): the room's
 * summary, the room's other parts only when they changed (the roster travels when someone joins,
 * moves or leaves, not at every move), and the game views of the tables that changed (one, after
 * a move). Only a screen that holds the previous version can use it; any other fetches.
 */
export interface TablesViewPatch {
  summary: RoomSummary;
  /** Other parts of the room (teams, unassigned players, seat requests, …) whose content changed. */
  changed: Partial<Omit<RoomView, "version">>;
  tableViews: TableGameView<unknown>[];
}

/**
 * The view at `version`, from the view of the previous version and that version's patch; null when
 * the held view cannot be brought up to date (it lacks a table the room has now): fetch instead.
 */
export function mergeTablesPatch<V extends AllTablesView>(held: V, patch: TablesViewPatch, version: number): V | null {
  const byTable = new Map(held.tableViews.map((entry) => [entry.table, entry]));
  for (const entry of patch.tableViews) byTable.set(entry.table, entry);
  const tableViews: TableGameView<unknown>[] = [];
  for (const table of patch.summary.tables) {
    const entry = byTable.get(table.id);
    if (!entry) return null;
    tableViews.push(entry);
  }
  return { ...held, ...patch.changed, ...patch.summary, version, tableViews };
}

/** A view event's patch, when it carries one (a screen that holds a view of every table may merge it). */
export function isTablesPatch(value: unknown): value is TablesViewPatch {
  if (typeof value !== "object" || value === null) return false;
  const patch = value as Partial<TablesViewPatch>;
  return typeof patch.summary === "object" && Array.isArray(patch.tableViews) && typeof patch.changed === "object";
}

/** Whether a screen's view is one a patch applies to (the board's or console's at a class's tables). */
export function holdsAllTables(view: unknown): view is AllTablesView {
  return typeof view === "object" && view !== null && Array.isArray((view as Partial<AllTablesView>).tableViews);
}
