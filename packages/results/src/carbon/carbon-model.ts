import {
  CARBON_CHANGE_TYPES,
  CARBON_POOLS,
  type CarbonChangeDataset,
  type CarbonChangePoint,
  type CarbonChangeType,
  type CarbonPool,
  type CarbonPoolValues,
  type CarbonRange,
  type CarbonStockPoint,
  type CarbonValues,
  CO2_PER_C,
  type ScriptType,
} from '@ecotone/analysis';
import { SHOWN_AS_ZERO_BELOW } from '@ecotone/i18n';

/**
 * The carbon tab's view model: the stored values of a carbon tool (packages/analysis
 * carbon-values.ts, tonnes of carbon) read defensively, and the rules of specs/3 "Charts and
 * tables" and section 9: tC or tCO2 (x 44/12), datasets with zero total change hidden, the
 * details toggle from two datasets with change, pie slices and their percentages.
 */

/** Every tool whose result is CarbonValues, so whose tab is the carbon tab. */
export const CARBON_SCRIPT_TYPES = [
  'forestCarbon',
  'grasslandCarbon',
  'ifmCarbon',
  'wetlandsCarbon',
  'snapgrazeCarbon',
  'carbonInputs',
] as const satisfies readonly ScriptType[];

export const isCarbonScriptType = (scriptType: ScriptType): boolean =>
  (CARBON_SCRIPT_TYPES as readonly ScriptType[]).includes(scriptType);

/** The mass the reader picked: tonnes of carbon, or of CO2 equivalent (the tC x 44/12). */
export type CarbonMass = 'tC' | 'tCO2';

/** Units-module ids for each kind of carbon figure, per mass (per-area ones turn into acres). */
export const CARBON_UNITS = {
  tC: { total: 'tC', perArea: 'tC/ha', annual: 'tC/yr', annualPerArea: 'tC/ha/yr' },
  tCO2: { total: 'tCO2', perArea: 'tCO2/ha', annual: 'tCO2/yr', annualPerArea: 'tCO2/ha/yr' },
} as const satisfies Record<CarbonMass, Record<string, string>>;

/** A stored tC figure in the chosen mass. */
export const inMass = (tonnesOfCarbon: number, mass: CarbonMass): number =>
  mass === 'tCO2' ? tonnesOfCarbon * CO2_PER_C : tonnesOfCarbon;

export const rangeInMass = (range: CarbonRange, mass: CarbonMass): CarbonRange => ({
  low: inMass(range.low, mass),
  high: inMass(range.high, mass),
});

/** A change that would be shown as 0 (specs/3 section 9: below 0.0001) is no change. */
export const hasChange = (dataset: CarbonChangeDataset): boolean =>
  Math.abs(dataset.totalCarbonChange) >= SHOWN_AS_ZERO_BELOW;

/** specs/3: "Carbon datasets with zero total change are hidden from charts". */
export const visibleChangeDatasets = (
  datasets: readonly CarbonChangeDataset[],
): CarbonChangeDataset[] => datasets.filter(hasChange);

/** specs/3: the details toggle appears when two or more activity datasets have non-zero change. */
export const showsDetailsToggle = (visible: readonly CarbonChangeDataset[]): boolean =>
  visible.length >= 2;

/** Share of `value` in `total` as a percentage; null when the total is zero. */
export function percentOf(value: number, total: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(total) || total === 0) return null;
  return (value / total) * 100;
}

export interface PieSlice<Id extends string = string> {
  id: Id;
  value: number;
  /** Share of the slices' sum, 0..100. */
  percent: number;
}

/**
 * Slices of a pie: the non-zero entries with their share. A pie shows parts of one whole, so it
 * needs values of one sign: with gains and losses mixed (an IFM harvest beside growth) there is
 * no pie (null) and the table carries the figures. A set of losses is shown by magnitude.
 */
export function pieSlices<Id extends string>(
  entries: readonly { id: Id; value: number }[],
): PieSlice<Id>[] | null {
  const shown = entries.filter(
    (entry) => Number.isFinite(entry.value) && Math.abs(entry.value) >= SHOWN_AS_ZERO_BELOW,
  );
  if (shown.length === 0) return null;
  const positive = shown.every((entry) => entry.value > 0);
  const negative = shown.every((entry) => entry.value < 0);
  if (!positive && !negative) return null;
  const total = shown.reduce((sum, entry) => sum + Math.abs(entry.value), 0);
  return shown.map((entry) => ({
    id: entry.id,
    value: Math.abs(entry.value),
    percent: (Math.abs(entry.value) / total) * 100,
  }));
}

/** The pools a result reports (baseline or any shown dataset), in the order of specs/3. */
export function reportedPools(
  baseline: CarbonPoolValues,
  visible: readonly CarbonChangeDataset[],
): CarbonPool[] {
  return CARBON_POOLS.filter(
    (pool) =>
      baseline[pool] !== undefined || visible.some((dataset) => dataset.pools[pool] !== undefined),
  );
}

/** One row of the table by pool (tC): baseline stock, change summed over the shown datasets. */
export interface PoolRow {
  pool: CarbonPool | 'totalCarbon';
  baseline: number | null;
  change: number | null;
  /** Change by activity dataset (index as in `visible`); null where it does not report the pool. */
  byDataset: (number | null)[];
}

export function poolRows(
  baseline: CarbonPoolValues,
  visible: readonly CarbonChangeDataset[],
): PoolRow[] {
  const rows: PoolRow[] = reportedPools(baseline, visible).map((pool) => {
    const byDataset = visible.map((dataset) => dataset.pools[pool] ?? null);
    const reported = byDataset.filter((value): value is number => value !== null);
    return {
      pool,
      baseline: baseline[pool] ?? null,
      change: reported.length > 0 ? reported.reduce((sum, value) => sum + value, 0) : null,
      byDataset,
    };
  });
  rows.push({
    pool: 'totalCarbon',
    baseline: baseline.totalCarbon,
    change: visible.length > 0 ? visible.reduce((sum, d) => sum + d.totalCarbonChange, 0) : null,
    byDataset: visible.map((dataset) => dataset.totalCarbonChange),
  });
  return rows;
}

/** The yearly stock chart: one stacked series per reported pool, in the chosen mass. */
export interface StockSeries {
  years: number[];
  series: { pool: CarbonPool; data: number[] }[];
}

export function stockSeries(values: CarbonValues, mass: CarbonMass): StockSeries {
  const points = [...values.yearlyCarbonStocks].sort((a, b) => a.year - b.year);
  const pools = CARBON_POOLS.filter((pool) =>
    points.some((point) => point.pools[pool] !== undefined),
  );
  return {
    years: points.map((point) => point.year),
    series: pools.map((pool) => ({
      pool,
      data: points.map((point) => inMass(point.pools[pool] ?? 0, mass)),
    })),
  };
}

// --- Reading the stored JSON -------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function poolsOf(value: unknown): CarbonPoolValues | null {
  if (!isRecord(value)) return null;
  const totalCarbon = numberOr(value.totalCarbon);
  if (totalCarbon === null) return null;
  const pools: CarbonPoolValues = { totalCarbon };
  for (const pool of CARBON_POOLS) {
    const amount = numberOr(value[pool]);
    if (amount !== null) pools[pool] = amount;
  }
  return pools;
}

function partialPoolsOf(value: unknown): Partial<Record<CarbonPool, number>> {
  const pools: Partial<Record<CarbonPool, number>> = {};
  if (!isRecord(value)) return pools;
  for (const pool of CARBON_POOLS) {
    const amount = numberOr(value[pool]);
    if (amount !== null) pools[pool] = amount;
  }
  return pools;
}

function rangeOf(value: unknown): CarbonRange | undefined {
  if (!isRecord(value)) return undefined;
  const low = numberOr(value.low);
  const high = numberOr(value.high);
  return low === null || high === null ? undefined : { low, high };
}

const isChangeType = (value: unknown): value is CarbonChangeType =>
  typeof value === 'string' && (CARBON_CHANGE_TYPES as readonly string[]).includes(value);

function changeDatasetOf(value: unknown): CarbonChangeDataset | null {
  if (!isRecord(value) || !isChangeType(value.type)) return null;
  const pools = poolsOf(value.pools);
  const fields = {
    areaHa: numberOr(value.areaHa),
    totalCarbonChange: numberOr(value.totalCarbonChange),
    totalUnitCarbonChange: numberOr(value.totalUnitCarbonChange),
    averageAnnualCarbonChange: numberOr(value.averageAnnualCarbonChange),
    averageAnnualUnitCarbonChange: numberOr(value.averageAnnualUnitCarbonChange),
    percent: numberOr(value.percent),
  };
  if (!pools || Object.values(fields).some((field) => field === null)) return null;
  const series: CarbonChangePoint[] = [];
  if (Array.isArray(value.changeTimeSeries))
    for (const point of value.changeTimeSeries) {
      if (!isRecord(point)) continue;
      const year = numberOr(point.year);
      const change = numberOr(point.change);
      if (year !== null && change !== null)
        series.push({ year, change, byPool: partialPoolsOf(point.byPool) });
    }
  const uncertainty = rangeOf(value.uncertainty);
  return {
    type: value.type,
    pools,
    changeTimeSeries: series,
    ...(fields as { [Key in keyof typeof fields]: number }),
    ...(uncertainty ? { uncertainty } : {}),
  };
}

/**
 * The stored `values` of a carbon result, or null when the essentials (study area, duration,
 * baseline stock) are missing or malformed: the tab then says the values are not available
 * rather than show invented zeros. A malformed change dataset or stock year is left out.
 */
export function parseCarbonValues(values: Record<string, unknown>): CarbonValues | null {
  const studyAreaHa = numberOr(values.studyAreaHa);
  const projectDuration = numberOr(values.projectDuration);
  const baselineCarbon = poolsOf(values.baselineCarbon);
  const baselineUnitCarbon = poolsOf(values.baselineUnitCarbon);
  if (studyAreaHa === null || projectDuration === null || !baselineCarbon || !baselineUnitCarbon)
    return null;
  const datasets = Array.isArray(values.carbonChangeDatasets)
    ? values.carbonChangeDatasets
        .map(changeDatasetOf)
        .filter((dataset): dataset is CarbonChangeDataset => dataset !== null)
    : [];
  const stocks: CarbonStockPoint[] = [];
  if (Array.isArray(values.yearlyCarbonStocks))
    for (const point of values.yearlyCarbonStocks) {
      if (!isRecord(point)) continue;
      const year = numberOr(point.year);
      const pools = poolsOf(point.pools);
      if (year !== null && pools) stocks.push({ year, pools });
    }
  const sum = (pick: (dataset: CarbonChangeDataset) => number) =>
    datasets.reduce((total, dataset) => total + pick(dataset), 0);
  const baselineUncertainty = rangeOf(values.baselineUncertainty);
  const uncertainty = rangeOf(values.uncertainty);
  return {
    studyAreaHa,
    projectDuration,
    baselineCarbon,
    baselineUnitCarbon,
    carbonYears: Array.isArray(values.carbonYears)
      ? values.carbonYears.filter((year): year is number => numberOr(year) !== null)
      : stocks.map((point) => point.year),
    yearlyCarbonStocks: stocks,
    carbonChangeDatasets: datasets,
    // The stored sums, or the sums of the datasets read when a sum is missing.
    totalCarbonChange: numberOr(values.totalCarbonChange) ?? sum((d) => d.totalCarbonChange),
    totalUnitCarbonChange:
      numberOr(values.totalUnitCarbonChange) ??
      (studyAreaHa > 0 ? sum((d) => d.totalCarbonChange) / studyAreaHa : 0),
    averageAnnualCarbonChange:
      numberOr(values.averageAnnualCarbonChange) ?? sum((d) => d.averageAnnualCarbonChange),
    averageAnnualUnitCarbonChange:
      numberOr(values.averageAnnualUnitCarbonChange) ??
      (studyAreaHa > 0 ? sum((d) => d.averageAnnualCarbonChange) / studyAreaHa : 0),
    ...(baselineUncertainty ? { baselineUncertainty } : {}),
    ...(uncertainty ? { uncertainty } : {}),
  };
}
