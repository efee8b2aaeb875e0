/**
 * Sizes every chart of the app shares (specs/3 section 9, "Charts" and "Map and layers"): chart
 * width capped at 550 px and at least half of that; pie inner radius from 40 px (200 px wide) to
 * 64 px (550 px wide); line width 4.
 */

export const CHART_MAX_WIDTH = 550;
export const CHART_MIN_WIDTH = CHART_MAX_WIDTH / 2;
/** specs/3 section 9: "line width 4 (2 for monthly)". */
export const LINE_WIDTH = 4;
export const MONTHLY_LINE_WIDTH = 2;

const PIE_INNER = { minWidth: 200, maxWidth: 550, minRadius: 40, maxRadius: 64 } as const;

/** The width a chart takes in a container this wide. */
export function chartWidth(available: number): number {
  if (Number.isNaN(available)) return CHART_MIN_WIDTH;
  return Math.min(CHART_MAX_WIDTH, Math.max(CHART_MIN_WIDTH, available));
}

/** Pie (donut) inner radius in px: linear from 40 at 200 px wide to 64 at 550, clamped. */
export function pieInnerRadius(width: number): number {
  const { minWidth, maxWidth, minRadius, maxRadius } = PIE_INNER;
  if (!(width > minWidth)) return minRadius;
  if (width >= maxWidth) return maxRadius;
  return minRadius + ((width - minWidth) / (maxWidth - minWidth)) * (maxRadius - minRadius);
}
