/**
 * Which end of a table's uncertainty a lookup reads: the tools compute each result three times,
 * at the central values and with every table value at the low and at the high end of its
 * uncertainty together (docs/analyses/carbon.md "Uncertainty"). A value the table gives no
 * uncertainty for is the same at every bound.
 */
export type TableBound = 'central' | 'low' | 'high';

/** The value at `bound` of a printed range (low, high); the value itself without one. */
export function withinRange(
  bound: TableBound,
  value: number,
  low: number | undefined,
  high: number | undefined,
): number {
  if (bound === 'low') return low ?? value;
  if (bound === 'high') return high ?? value;
  return value;
}

/** The value at `bound` of a ± percent uncertainty, never below 0. */
export function withinPercent(bound: TableBound, value: number, percent: number | null): number {
  if (bound === 'central' || percent === null) return value;
  const factor = bound === 'low' ? 1 - percent / 100 : 1 + percent / 100;
  return Math.max(0, value * factor);
}

/** The value at `bound` of a ± absolute spread (two SD, a 95 % interval), never below 0. */
export function withinSpread(bound: TableBound, value: number, spread: number): number {
  if (bound === 'central') return value;
  return Math.max(0, bound === 'low' ? value - spread : value + spread);
}
