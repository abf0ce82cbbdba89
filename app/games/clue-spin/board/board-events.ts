import type { BoardView } from "@/lib/games/clue-spin/engine/views";
import type { LedgerEntry } from "@/lib/games/clue-spin/engine/state";

/**
 * What changed between two board views, so the board can animate and sound only what is new:
 * a fresh page load shows the game as it is, without replaying old spins or chips.
 */

/** True when `next` holds a spin that `prev` had not shown. */
export function spinHappened(prev: BoardView, next: BoardView): boolean {
  if (!next.lastSpin) return false;
  if (!prev.lastSpin) return true;
  if (next.phase.type === "first-spin") {
    if (prev.phase.type !== "first-spin") return true;
    // A tie starts a new round with no spins: the spin that made the tie is still new.
    return next.phase.round > prev.phase.round || next.phase.spins.length > prev.phase.spins.length;
  }
  if (prev.phase.type === "first-spin") return true;
  // Every spin outside the first round leaves a turn-start, and nothing else does.
  return prev.phase.type === "turn-start" && next.phase.type !== "turn-start" && next.revision > prev.revision;
}

/** Ledger entries in `next` after the last one already shown. */
export function ledgerSince(lastSeenSeq: number, next: BoardView): LedgerEntry[] {
  return next.recentLedger.filter((entry) => entry.seq > lastSeenSeq && entry.amount > 0);
}

export function lastLedgerSeq(view: BoardView): number {
  return view.recentLedger.reduce((max, entry) => Math.max(max, entry.seq), -1);
}

/** A key for the reveal on show, so the same reveal is not celebrated twice. */
export function revealKey(view: BoardView): string | null {
  const reveal = view.reveal;
  return reveal ? `${reveal.question}\u0000${reveal.answer}\u0000${reveal.outcome}\u0000${reveal.teamId ?? ""}` : null;
}

export type BoardSound = "correct" | "wrong" | "win";

/** The sound a change calls for, besides the spinner's own. */
export function soundFor(prev: BoardView, next: BoardView): BoardSound | null {
  if (next.phase.type === "finished" && prev.phase.type !== "finished") return "win";
  const key = revealKey(next);
  if (key !== null && key !== revealKey(prev) && next.reveal) return next.reveal.outcome === "correct" ? "correct" : "wrong";
  return null;
}
