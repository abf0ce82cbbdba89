import type { SpinOutcome } from "./events";

/** What a sector of the spinner starts: every outcome but the final question. */
export type SpinSectorOutcome = Exclude<SpinOutcome, "final-question">;

/**
 * [SPIN] The spinner's six sectors, in order around the wheel: 1 or 4 Answer or Sell, 2 or 5 Draw
 * a Card, 3 Playoff, 6 Bid. The one table the engine spins with and every screen draws.
 */
export const SPINNER: readonly { value: number; outcome: SpinSectorOutcome }[] = [
  { value: 1, outcome: "answer-or-sell" },
  { value: 2, outcome: "draw-card" },
  { value: 3, outcome: "playoff" },
  { value: 4, outcome: "answer-or-sell" },
  { value: 5, outcome: "draw-card" },
  { value: 6, outcome: "bid" },
];

/** The rulebook's names for what a spin (or reaching the target) starts. */
export const OUTCOME_NAMES: Readonly<Record<SpinOutcome, string>> = {
  "answer-or-sell": "Answer or Sell",
  "draw-card": "Draw a Card",
  playoff: "Playoff",
  bid: "Bid",
  "final-question": "Final question",
};

/** The key to the wheel: each outcome with the numbers that give it, in wheel order. */
export function spinnerKey(): { outcome: SpinSectorOutcome; values: number[] }[] {
  const key: { outcome: SpinSectorOutcome; values: number[] }[] = [];
  for (const sector of SPINNER) {
    const row = key.find((entry) => entry.outcome === sector.outcome);
    if (row) row.values.push(sector.value);
    else key.push({ outcome: sector.outcome, values: [sector.value] });
  }
  return key;
}
