export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of some durations (ms). */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: rank(50), p99: rank(99), max: sorted.at(-1) ?? NaN };
}

/** The largest value (a loop: spreading 200,000 receipts into Math.max would overflow the stack). */
export function latest(values: readonly number[], fallback: number): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) if (v > max) max = v;
  return values.length > 0 ? max : fallback;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
