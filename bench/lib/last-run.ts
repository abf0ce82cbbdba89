import fs from "node:fs";
import path from "node:path";

/**
 * The previous `npm run bench`'s figures (bench/results.json, written at the end of every run), so
 * a run prints what changed next to what it measured. Null before the first run on this checkout,
 * or when the file is from an older bench that lacked the figure.
 */
export function lastRun(dir: string): Record<string, unknown> | null {
  const file = path.join(dir, "results.json");
  if (!fs.existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A number at `keys` inside the last run, or null. */
export function lastFigure(run: Record<string, unknown> | null, ...keys: (string | number)[]): number | null {
  let value: unknown = run;
  for (const key of keys)
    value = typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  return typeof value === "number" ? value : null;
}

/** " (last run 56,000)" or "" when there is no last run. */
export function sinceLast(last: number | null, unit = ""): string {
  return last === null ? "" : ` (last run ${last}${unit})`;
}
