import type { ComparisonRow, EffectTotals } from '@ecotone/analysis';

/**
 * The land cover change values (packages/analysis land-cover-change.tool.ts) as the page shows
 * them. Values arrive as stored JSON, so every field is read defensively: a missing or malformed
 * field gives an empty list or null, never a made-up number.
 */

export interface ComparisonTableRow extends ComparisonRow {
  /** Display colour of the class, from the base- or study-year legend; null when unknown. */
  color: string | null;
}

export type ComparisonSortKey = 'category' | 'baselineHa' | 'studyHa' | 'differenceHa';

/** specs/3 section 2: "default sort baseline value descending". */
export const DEFAULT_COMPARISON_SORT = { key: 'baselineHa', direction: 'desc' } as const;

export interface LandCoverView {
  /** Dataset id (`modis`, `worldcover`, ...): its name is `landCover.datasets.{id}`. */
  dataset: string | null;
  baseYear: number | null;
  studyYear: number | null;
  /** `category` is still an i18n key here; the component translates it. */
  rows: ComparisonTableRow[];
  effects: Omit<EffectTotals, 'noDataHa'> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const integerOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

function colorsByName(...lists: unknown[]): Map<string, string> {
  const colors = new Map<string, string>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (isRecord(item) && typeof item.name === 'string' && typeof item.color === 'string') {
        if (!colors.has(item.name)) colors.set(item.name, item.color);
      }
    }
  }
  return colors;
}

function comparisonRows(values: Record<string, unknown>): ComparisonTableRow[] {
  const table = values.comparisonTable;
  if (!Array.isArray(table)) return [];
  const colors = colorsByName(values.landCoverBaseYear, values.landCoverStudyYear);
  const rows: ComparisonTableRow[] = [];
  for (const item of table) {
    if (!isRecord(item) || typeof item.category !== 'string') continue;
    const baselineHa = numberOr(item.baselineHa);
    const studyHa = numberOr(item.studyHa);
    if (baselineHa === null || studyHa === null) continue;
    rows.push({
      category: item.category,
      baselineHa,
      studyHa,
      differenceHa: numberOr(item.differenceHa) ?? studyHa - baselineHa,
      color: colors.get(item.category) ?? null,
    });
  }
  return rows;
}

function effectsOf(value: unknown): LandCoverView['effects'] {
  if (!isRecord(value)) return null;
  const degradationHa = numberOr(value.degradationHa);
  const stableHa = numberOr(value.stableHa);
  const improvementHa = numberOr(value.improvementHa);
  if (degradationHa === null || stableHa === null || improvementHa === null) return null;
  return { degradationHa, stableHa, improvementHa };
}

export function landCoverView(values: Record<string, unknown>): LandCoverView {
  return {
    dataset: typeof values.dataset === 'string' ? values.dataset : null,
    baseYear: integerOr(values.baseYear),
    studyYear: integerOr(values.studyYear),
    rows: comparisonRows(values),
    effects: effectsOf(values.landCoverDegradation),
  };
}

/** A gain reads "+12 ha": the sign is the point of a difference column. */
export const signedDifference = (text: string, value: number): string =>
  value > 0 && text !== '0' ? `+${text}` : text;
