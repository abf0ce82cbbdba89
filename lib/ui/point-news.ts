import { pointLines, undoneLines, type PointLine } from "@/lib/games/clue-spin/engine/point-reasons";
import type { LedgerEntry, TeamId } from "@/lib/games/clue-spin/engine/state";
import type { PublicView } from "@/lib/games/clue-spin/engine/views";

/**
 * [WHY] What the board and the phones say when points move: the lines for the latest change, read
 * from the views the screen already has (the engine's ledger, with its reasons). A fresh screen
 * shows the newest command's moves; a screen that was watching also sees an undo, said as undone.
 */
export interface PointNews {
  lines: PointLine[];
  /** The change was an undo (points moved back), not new points. */
  undone: boolean;
  /** Each team's net change in this news (after an undo: what it got or gave back). */
  deltas: Record<TeamId, number>;
  /** Stable for the same news, new for a new change. */
  key: string;
}

function sameEntry(a: LedgerEntry, b: LedgerEntry): boolean {
  return a.seq === b.seq && a.at === b.at && a.amount === b.amount && a.from === b.from && a.to === b.to && a.reason === b.reason;
}

function netDeltas(lines: readonly PointLine[]): Record<TeamId, number> {
  const deltas: Record<TeamId, number> = {};
  for (const line of lines) for (const entry of line.deltas) deltas[entry.teamId] = (deltas[entry.teamId] ?? 0) + entry.delta;
  return deltas;
}

function news(lines: PointLine[], undone: boolean, entries: readonly LedgerEntry[]): PointNews | null {
  if (lines.length === 0) return null;
  const key = `${undone ? "undo" : "new"}:${entries.map((entry) => `${entry.seq}@${entry.at}`).join(",")}`;
  return { lines, undone, deltas: netDeltas(lines), key };
}

/** The entries of the newest command still in the view: they share its time. */
export function latestEntries(view: Pick<PublicView, "recentLedger">): LedgerEntry[] {
  const newest = view.recentLedger.reduce((max, entry) => Math.max(max, entry.at), Number.NEGATIVE_INFINITY);
  return view.recentLedger.filter((entry) => entry.at === newest && entry.amount > 0);
}

/** What a screen opening now says about the last points moved (nothing if none have moved). */
export function latestNews(view: Pick<PublicView, "recentLedger">, teamName: (teamId: TeamId) => string): PointNews | null {
  const entries = latestEntries(view);
  return news(pointLines(entries, teamName), false, entries);
}

/**
 * What changed in the ledger between two views of the same game: new points with their reasons, or
 * an undo's points moved back. Null when no points moved.
 */
export function newsBetween(
  prev: Pick<PublicView, "recentLedger" | "ledgerSize">,
  next: Pick<PublicView, "recentLedger" | "ledgerSize">,
  teamName: (teamId: TeamId) => string,
): PointNews | null {
  const seenBefore = (entry: LedgerEntry) => prev.recentLedger.some((other) => sameEntry(entry, other));
  const replacedIn = (view: typeof next, entry: LedgerEntry) =>
    view.recentLedger.some((other) => other.seq === entry.seq && !sameEntry(other, entry));
  // An undo takes entries off the end of the ledger (a later command may already have written new
  // ones at the same numbers). The view keeps only the last few entries: an older entry coming
  // back into it after an undo is not new.
  const oldestBefore = prev.recentLedger.reduce((min, entry) => Math.min(min, entry.seq), Number.POSITIVE_INFINITY);
  const undone = prev.recentLedger.filter((entry) => entry.amount > 0 && (entry.seq > next.ledgerSize || replacedIn(next, entry)));
  const unseen = next.recentLedger.filter(
    (entry) => entry.amount > 0 && !seenBefore(entry) && (prev.recentLedger.length === 0 || entry.seq >= oldestBefore),
  );
  // A screen that skipped versions (two commands between its fetches) says only the newest command's
  // points, as a fresh screen would: the board has room for one change's lines, not a backlog.
  const newest = unseen.reduce((max, entry) => Math.max(max, entry.at), Number.NEGATIVE_INFINITY);
  const added = unseen.filter((entry) => entry.at === newest);
  const lines = [...undoneLines(undone, teamName), ...pointLines(added, teamName)];
  return news(lines, added.length === 0, [...undone, ...added]);
}
