import type { Base } from "./power-cards";

/*
 * How Play the Ranks compares two ranks (PTR-3 in docs/rules/play-the-ranks.md), on its own: the
 * phone sorts a hand by it, and ranks.ts (which reads the card and Power card data) judges tricks by it.
 *
 * base 1 — 1 is best, then 2, 3 …; base 10/20/30 — the base is best, then upward, and a rank
 * smaller than the base loses automatically; base 50 — 50 is best, then 49, 48 ….
 */
export function isBelowBase(rank: number, base: Base): boolean {
  return (base === 10 || base === 20 || base === 30) && rank < base;
}

/** Smaller is better. A rank below the base sorts after every rank at or beyond it. */
export function orderKey(rank: number, base: Base): number {
  if (base === 50) return 50 - rank;
  if (isBelowBase(rank, base)) return 100 + (base - rank);
  return rank - base;
}
