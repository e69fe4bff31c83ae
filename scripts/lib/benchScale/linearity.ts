/**
 * Whether a step's time grows in proportion to the number of pages. Fixed costs (start-up, compiling
 * the schemas) make small sizes dearer per page, so linear growth shows as a per-page cost at the
 * largest size no higher than at the smaller ones; quadratic growth multiplies it (5x from 1,000 to
 * 5,000 pages). `tolerance` leaves room for a noisy machine and n·log n sorting.
 */
export interface Timing {
  pages: number;
  ms: number;
}

export interface Linearity {
  linear: boolean;
  /** Cost per page at each size, smallest size first. */
  perPage: { pages: number; msPerPage: number }[];
  /** Per-page cost at the largest size divided by the lowest per-page cost at a smaller size. */
  ratio: number;
  /** The smaller size that ratio compares with. */
  comparedWith: number;
}

export const LINEARITY_TOLERANCE = 1.5;

/** Undefined with fewer than two sizes: nothing to compare. */
export function judgeLinearity(timings: Timing[], tolerance = LINEARITY_TOLERANCE): Linearity | undefined {
  const perPage = [...timings].sort((a, b) => a.pages - b.pages).map(({ pages, ms }) => ({ pages, msPerPage: ms / pages }));
  if (perPage.length < 2) return undefined;
  const largest = perPage.at(-1)!;
  const cheapest = perPage.slice(0, -1).reduce((best, point) => (point.msPerPage < best.msPerPage ? point : best));
  const ratio = largest.msPerPage / cheapest.msPerPage;
  return { linear: ratio <= tolerance, perPage, ratio, comparedWith: cheapest.pages };
}
