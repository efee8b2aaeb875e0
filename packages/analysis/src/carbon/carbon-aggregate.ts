import type { CarbonGrid } from './carbon-grid.js';
import type {
  CarbonChangeDataset,
  CarbonChangeType,
  CarbonPool,
  CarbonStockPoint,
  CarbonValues,
} from './carbon-values.js';
import { type PixelCarbon, type PoolSeries, poolTotal, withTotal } from './pool-series.js';

/** What a tool's kernel made of one pixel: its baseline, and the activity it is eligible for. */
export interface CellCarbon extends PixelCarbon {
  /** null: the pixel keeps its baseline (not eligible for any activity). */
  activity: CarbonChangeType | null;
}

interface ActivityTotals {
  areaHa: number;
  baselineTotal: number;
  change: PoolSeries;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function addScaled(
  into: Partial<Record<CarbonPool, number>>,
  from: Partial<Record<CarbonPool, number>>,
  scale: number,
) {
  for (const [pool, value] of Object.entries(from) as [CarbonPool, number][])
    into[pool] = (into[pool] ?? 0) + value * scale;
}

function seriesAt(series: PoolSeries, year: number): Partial<Record<CarbonPool, number>> {
  const values: Partial<Record<CarbonPool, number>> = {};
  for (const [pool, array] of Object.entries(series) as [CarbonPool, Float64Array][])
    values[pool] = array[year] ?? 0;
  return values;
}

const rounded = (values: Partial<Record<CarbonPool, number>>) =>
  Object.fromEntries(Object.entries(values).map(([pool, value]) => [pool, round(value)]));

/** The result of the kernels over the grid, and the final change per ha of each pixel. */
export interface CarbonAggregate {
  values: CarbonValues;
  /** Total change per ha at the end of the project, per grid cell (NaN: no activity). */
  cellChange: Float64Array;
  /** Area (ha) the kernels had no inputs for. */
  noDataHa: number;
}

/**
 * Sums the per-hectare kernel results over the pixels' areas into the values contract
 * (carbon-values.ts): stocks over the study area, one change dataset per activity, yearly stocks
 * = baseline + the datasets' cumulative change.
 */
export function aggregateCarbon(
  grid: CarbonGrid,
  duration: number,
  cell: (index: number) => CellCarbon | null,
): CarbonAggregate {
  const baseline: Partial<Record<CarbonPool, number>> = {};
  const activities = new Map<CarbonChangeType, ActivityTotals>();
  const cellChange = new Float64Array(grid.cells.length).fill(Number.NaN);
  let noDataHa = grid.outsideHa;
  for (let index = 0; index < grid.cells.length; index++) {
    const area = grid.areasHa[index] as number;
    const result = cell(index);
    if (!result) {
      noDataHa += area;
      continue;
    }
    addScaled(baseline, result.baseline, area);
    if (!result.activity) continue;
    let totals = activities.get(result.activity);
    if (!totals) {
      totals = { areaHa: 0, baselineTotal: 0, change: {} };
      activities.set(result.activity, totals);
    }
    totals.areaHa += area;
    totals.baselineTotal += poolTotal(result.baseline) * area;
    for (const [pool, series] of Object.entries(result.change) as [CarbonPool, Float64Array][]) {
      let sum = totals.change[pool];
      if (!sum) {
        sum = new Float64Array(duration + 1);
        totals.change[pool] = sum;
      }
      for (let year = 0; year <= duration; year++)
        sum[year] = (sum[year] as number) + (series[year] as number) * area;
    }
    cellChange[index] = poolTotal(seriesAt(result.change, duration));
  }
  const studyAreaHa = grid.exactAreaHa;
  const perHa = (value: number, area: number) => (area > 0 ? value / area : 0);
  const perYear = (value: number) => (duration > 0 ? value / duration : 0);
  const datasets: CarbonChangeDataset[] = [...activities].map(([type, totals]) => {
    const final = seriesAt(totals.change, duration);
    const total = poolTotal(final);
    return {
      type,
      areaHa: round(totals.areaHa),
      changeTimeSeries: Array.from({ length: duration + 1 }, (_, year) => {
        const byPool = seriesAt(totals.change, year);
        return { year, change: round(poolTotal(byPool)), byPool: rounded(byPool) };
      }),
      pools: withTotal(rounded(final)),
      totalCarbonChange: round(total),
      totalUnitCarbonChange: round(perHa(total, totals.areaHa)),
      averageAnnualCarbonChange: round(perYear(total)),
      averageAnnualUnitCarbonChange: round(perYear(perHa(total, totals.areaHa))),
      percent: round(totals.baselineTotal > 0 ? (100 * total) / totals.baselineTotal : 0),
    };
  });
  const yearlyCarbonStocks: CarbonStockPoint[] = Array.from({ length: duration + 1 }, (_, year) => {
    const stock: Partial<Record<CarbonPool, number>> = { ...baseline };
    for (const totals of activities.values()) addScaled(stock, seriesAt(totals.change, year), 1);
    return { year, pools: withTotal(rounded(stock)) };
  });
  const totalCarbonChange = datasets.reduce((sum, dataset) => sum + dataset.totalCarbonChange, 0);
  const values: CarbonValues = {
    studyAreaHa: round(studyAreaHa),
    projectDuration: duration,
    baselineCarbon: withTotal(rounded(baseline)),
    baselineUnitCarbon: withTotal(
      rounded(
        Object.fromEntries(
          Object.entries(baseline).map(([pool, value]) => [pool, perHa(value, studyAreaHa)]),
        ),
      ),
    ),
    carbonYears: Array.from({ length: duration + 1 }, (_, year) => year),
    yearlyCarbonStocks,
    carbonChangeDatasets: datasets,
    totalCarbonChange: round(totalCarbonChange),
    totalUnitCarbonChange: round(perHa(totalCarbonChange, studyAreaHa)),
    averageAnnualCarbonChange: round(perYear(totalCarbonChange)),
    averageAnnualUnitCarbonChange: round(perYear(perHa(totalCarbonChange, studyAreaHa))),
  };
  return { values, cellChange, noDataHa };
}

/** The totals of one run of the kernels at one bound of the tables (table-bounds.ts). */
export interface BoundTotals {
  /** The baseline stock over the study area (tC). */
  baseline: number;
  /** Each activity's change at the end of the project (tC). */
  change: Map<CarbonChangeType, number>;
}

/** Only the totals the ranges need: the baseline stock and each activity's final change. */
export function boundTotals(
  grid: CarbonGrid,
  duration: number,
  cell: (index: number) => CellCarbon | null,
): BoundTotals {
  let baseline = 0;
  const change = new Map<CarbonChangeType, number>();
  for (let index = 0; index < grid.cells.length; index++) {
    const result = cell(index);
    if (!result) continue;
    const area = grid.areasHa[index] as number;
    baseline += poolTotal(result.baseline) * area;
    if (!result.activity) continue;
    const final = poolTotal(seriesAt(result.change, duration)) * area;
    change.set(result.activity, (change.get(result.activity) ?? 0) + final);
  }
  return { baseline, change };
}

const rangeOf = (...values: number[]) => ({
  low: round(Math.min(...values)),
  high: round(Math.max(...values)),
});

/**
 * The values with the ranges the tables give: `baselineUncertainty`, each change dataset's
 * `uncertainty` and the total's, from the runs at the tables' low and high ends (a range holds
 * the central value too, whichever way a table moves a result).
 */
export function withTableRanges(
  values: CarbonValues,
  low: BoundTotals,
  high: BoundTotals,
): CarbonValues {
  const datasets = values.carbonChangeDatasets.map((dataset) => ({
    ...dataset,
    uncertainty: rangeOf(
      dataset.totalCarbonChange,
      low.change.get(dataset.type) ?? 0,
      high.change.get(dataset.type) ?? 0,
    ),
  }));
  const sum = (pick: (range: { low: number; high: number }) => number) =>
    datasets.reduce((total, dataset) => total + pick(dataset.uncertainty), 0);
  return {
    ...values,
    baselineUncertainty: rangeOf(
      values.baselineCarbon.totalCarbon ?? 0,
      low.baseline,
      high.baseline,
    ),
    carbonChangeDatasets: datasets,
    ...(datasets.length > 0
      ? { uncertainty: { low: round(sum((r) => r.low)), high: round(sum((r) => r.high)) } }
      : {}),
  };
}
