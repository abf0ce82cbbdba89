/**
 * Point chips as in the original box: blue 10, red 5, green 1. A team's points are always shown
 * with the fewest chips, so the same score always looks the same from the back of the room.
 */
export type ChipColour = "blue" | "red" | "green";

export interface ChipKind {
  colour: ChipColour;
  value: number;
  /** Printed on the chip so the value never depends on seeing the colour. */
  label: string;
}

/** Largest first: with 10, 5 and 1 every value divides the one above, so taking the largest chip that fits is optimal. */
export const CHIP_KINDS: readonly ChipKind[] = [
  { colour: "blue", value: 10, label: "10" },
  { colour: "red", value: 5, label: "5" },
  { colour: "green", value: 1, label: "1" },
];

export type ChipCounts = Record<ChipColour, number>;

/** The fewest chips that make `points` (e.g. 37 → 3 blue, 1 red, 2 green). */
export function chipsFor(points: number): ChipCounts {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Chips make whole, non-negative points, not ${points}`);
  const counts: ChipCounts = { blue: 0, red: 0, green: 0 };
  let rest = points;
  for (const kind of CHIP_KINDS) {
    counts[kind.colour] = Math.floor(rest / kind.value);
    rest -= counts[kind.colour] * kind.value;
  }
  return counts;
}

/** The chips one by one, largest first: what a stack or a flying handful draws. */
export function chipList(points: number): ChipKind[] {
  const counts = chipsFor(points);
  return CHIP_KINDS.flatMap((kind) => Array.from({ length: counts[kind.colour] }, () => kind));
}

export function chipTotal(counts: ChipCounts): number {
  return CHIP_KINDS.reduce((sum, kind) => sum + counts[kind.colour] * kind.value, 0);
}

export function chipCount(counts: ChipCounts): number {
  return counts.blue + counts.red + counts.green;
}

/** Says a handful of chips in words, for screen readers and captions: "3 blue 10s, 1 red 5, 2 green 1s". */
export function describeChips(counts: ChipCounts): string {
  const parts = CHIP_KINDS.filter((kind) => counts[kind.colour] > 0).map((kind) => {
    const n = counts[kind.colour];
    return `${n} ${kind.colour} ${kind.label}${n === 1 ? "" : "s"}`;
  });
  return parts.length === 0 ? "no chips" : parts.join(", ");
}
