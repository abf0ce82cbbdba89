import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chipCount, chipList, chipsFor, chipTotal, describeChips } from "@/lib/ui/chips";

/** The fewest chips for every amount up to `max`, by dynamic programming over the three values (independent of the greedy code under test). */
function fewestChipsTable(max: number): number[] {
  const best = [0];
  for (let n = 1; n <= max; n++) {
    best[n] = Math.min(...[10, 5, 1].filter((v) => v <= n).map((v) => best[n - v]! + 1));
  }
  return best;
}

describe("[CHIPS] point chips: blue 10, red 5, green 1, always the fewest", () => {
  it("[CHIPS] 37 points are 3 blue, 1 red and 2 green", () => {
    expect(chipsFor(37)).toEqual({ blue: 3, red: 1, green: 2 });
    expect(describeChips(chipsFor(37))).toBe("3 blue 10s, 1 red 5, 2 green 1s");
  });

  it("[CHIPS] 0 points are no chips", () => {
    expect(chipsFor(0)).toEqual({ blue: 0, red: 0, green: 0 });
    expect(chipList(0)).toEqual([]);
    expect(describeChips(chipsFor(0))).toBe("no chips");
  });

  it("[CHIPS] every amount from 0 to 200 uses the fewest chips and adds up exactly", () => {
    const best = fewestChipsTable(200);
    for (let points = 0; points <= 200; points++) {
      const counts = chipsFor(points);
      expect(chipTotal(counts), `total for ${points}`).toBe(points);
      expect(chipCount(counts), `chips for ${points}`).toBe(best[points]);
    }
  });

  it("[CHIPS] any amount: the chips add up, never 2 reds or 5 greens (those would be one bigger chip)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (points) => {
        const counts = chipsFor(points);
        expect(chipTotal(counts)).toBe(points);
        expect(counts.red).toBeLessThanOrEqual(1);
        expect(counts.green).toBeLessThanOrEqual(4);
        expect(counts.blue).toBe(Math.floor(points / 10));
        const list = chipList(points);
        expect(list).toHaveLength(chipCount(counts));
        expect(list.map((chip) => chip.value)).toEqual([...list.map((chip) => chip.value)].sort((a, b) => b - a));
      }),
    );
  });

  it("[CHIPS] no other mix of chips for the same amount is smaller", () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), fc.nat(30), (blue, red, green) => {
        const points = blue * 10 + red * 5 + green;
        expect(chipCount(chipsFor(points))).toBeLessThanOrEqual(blue + red + green);
      }),
    );
  });

  it("[CHIPS] negative or fractional points are refused, not drawn wrongly", () => {
    expect(() => chipsFor(-1)).toThrow(RangeError);
    expect(() => chipsFor(2.5)).toThrow(RangeError);
  });
});
