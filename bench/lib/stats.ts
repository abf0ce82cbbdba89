/** Latency summaries in milliseconds: nearest-rank percentiles over every sample. */
export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(samplesMs: readonly number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Nanoseconds on CLOCK_MONOTONIC, which Linux shares between processes: a publish stamped in one
 * process and a receipt stamped in another are comparable.
 */
export const monotonicNs = (): bigint => process.hrtime.bigint();
export const nsToMs = (ns: bigint | number): number => Number(ns) / 1e6;
