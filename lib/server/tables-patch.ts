import "server-only";
import { MAX_EVENT_BYTES } from "@/lib/shared/channels";
import { SUMMARY_KEYS, type AllTablesView, type TablesViewPatch } from "@/lib/shared/view-patch";

/** The parts of the last view sent on a channel, each as JSON, to tell what changed since. */
interface SentParts {
  version: number;
  room: Map<string, string>;
  tables: Map<string, string>;
}

const lastParts = new Map<string, SentParts>();
const MAX_REMEMBERED = 5_000;

/**
 * A table's game view is made once per engine state, and the room's roster once per roster
 * (views.ts), so their JSON is too: a move at one of 30 tables encodes one table's view, not
 * thirty, and not the class's 180 names.
 */
const encoded = new WeakMap<object, string>();
function jsonOnce(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    encoded.set(value, json);
  }
  return json;
}

const SUMMARY = new Set<string>(SUMMARY_KEYS);

function partsOf(view: AllTablesView): SentParts {
  const room = new Map<string, string>();
  for (const [key, value] of Object.entries(view)) {
    if (key === "version" || key === "tableViews") continue;
    room.set(key, jsonOnce(value));
  }
  return { version: view.version, room, tables: new Map(view.tableViews.map((entry) => [entry.table, jsonOnce(entry.game)])) };
}

/** What changed from `before` to `after` ("unchanged": nothing), or null when the change cannot be told as a patch (a part or a table went away). */
function patchBetween(before: SentParts, after: SentParts, view: AllTablesView): TablesViewPatch | "unchanged" | null {
  for (const key of before.room.keys()) if (!after.room.has(key)) return null;
  const changed: Record<string, unknown> = {};
  let summaryChanged = false;
  for (const [key, json] of after.room) {
    if (before.room.get(key) === json) continue;
    if (SUMMARY.has(key)) summaryChanged = true;
    else changed[key] = view[key as keyof AllTablesView];
  }
  const tableViews = view.tableViews.filter((entry) => before.tables.get(entry.table) !== after.tables.get(entry.table));
  if (!summaryChanged && Object.keys(changed).length === 0 && tableViews.length === 0) return "unchanged";
  return {
    summary: { status: view.status, joinLocked: view.joinLocked, tables: view.tables },
    changed,
    tableViews,
  };
}

/** What a channel showed at a version this server did not broadcast (broadcast.ts, several servers), or null to forget it. */
export function rememberTablesView(channel: string, view: AllTablesView | null): void {
  lastParts.delete(channel);
  if (view) lastParts.set(channel, partsOf(view));
}

/**
 * The event for the board's or the console's channel of a class at tables: `unchanged`; or a patch
 * (the room's summary, what else changed, the tables that changed) for screens that hold the
 * previous version; or, when there is no previous version to patch, the whole view if it fits in
 * one event, else only the version (the screen fetches).
 */
export function tablesEventJson(gameId: string, channel: string, view: AllTablesView): string {
  const version = view.version;
  const previous = lastParts.get(channel);
  const parts = partsOf(view);
  lastParts.delete(channel);
  lastParts.set(channel, parts);
  // Oldest first: a Map keeps insertion order.
  if (lastParts.size > MAX_REMEMBERED) lastParts.delete(lastParts.keys().next().value ?? "");
  const versionOnly = JSON.stringify({ gameId, version });
  const fits = (json: string) => (Buffer.byteLength(json) <= MAX_EVENT_BYTES ? json : versionOnly);
  const patch = previous?.version === version - 1 ? patchBetween(previous, parts, view) : null;
  if (!patch) return fits(JSON.stringify({ gameId, version, view }));
  if (patch === "unchanged") return JSON.stringify({ gameId, version, unchanged: true });
  return fits(JSON.stringify({ gameId, version, patch }));
}
