/**
 * The nearest-rank percentile of figures sorted ascending: the smallest figure that at least p% of them
 * do not exceed, always one that was measured (p99 of 200 latencies is the 198th). NaN for no figures.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;
