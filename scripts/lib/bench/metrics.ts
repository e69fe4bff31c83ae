/** What one Lighthouse run of one address measured: the figures `npm run bench` prints and judges. */
export interface RunMetrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scores: Record<Category, number>;
  jsBytes: number;
  totalBytes: number;
  /** Requests that went to any host other than the site's own. */
  otherHostRequests: string[];
}

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/** The middle value (the mean of the two middle ones for an even count): one slow run does not move it. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over several runs of the same address. */
export function medianRun(runs: readonly RunMetrics[]): RunMetrics {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  return {
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    scores: Object.fromEntries(categories.map((category) => [category, of((run) => run.scores[category])])) as RunMetrics["scores"],
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
    // Any run that reached another host is a problem, so these are collected, not averaged.
    otherHostRequests: [...new Set(runs.flatMap((run) => run.otherHostRequests))],
  };
}
