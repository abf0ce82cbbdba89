/**
 * Numbers the way a quiz-show host reads them (AP style): one to nine in words, 10 and up in digits,
 * years as digits, big counts rounded ("about 3.3 million").
 */
const SMALL_CARDINALS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] as const;
const SMALL_ORDINALS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
] as const;

export function spokenCardinal(n: number): string {
  return SMALL_CARDINALS[n] ?? n.toLocaleString("en-US");
}

export function spokenOrdinal(n: number): string {
  const word = SMALL_ORDINALS[n];
  if (word !== undefined) return word;
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** Rounds a head count to what a host would say: nearest 100,000 from a million up, nearest 10,000 below. */
export function roundPopulation(people: number): number {
  const step = people >= 1_000_000 ? 100_000 : 10_000;
  return Math.round(people / step) * step;
}

export function spokenPopulation(rounded: number): string {
  if (rounded >= 1_000_000) {
    const millions = rounded / 1_000_000;
    return `${Number.isInteger(millions) ? millions : millions.toFixed(1)} million`;
  }
  return rounded.toLocaleString("en-US");
}

/** Two significant figures: 84,897 → 85,000; 1,545 → 1,500. */
export function roundArea(sqMi: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(sqMi)) - 1);
  return Math.round(sqMi / magnitude) * magnitude;
}
