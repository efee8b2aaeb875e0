import { areaMean } from '../time-series/series-reader.js';
import {
  type TimeSeriesChart,
  type TimeSeriesDataField,
  type TimeSeriesPoint,
  type TrendLine,
  trendLineOf,
} from '../time-series/time-series-chart.js';
import type { WaterBalancePoint, WaterBalanceValues } from '../time-series/time-series-values.js';
import {
  DEFAULT_SOIL_CAPACITY_MM,
  thornthwaiteMatherBalance,
  type WaterBalanceMonth,
} from '../time-series/water-balance.js';
import type { AnalysisTool, LabelRef, ToolContext, ToolResult } from '../tools/tool.js';
import { monthlyThornthwaitePet } from './monthly-pet.js';
import {
  CITATIONS,
  method,
  monthDate,
  WATER_COLORS,
  WATER_METHOD_VERSION,
  waterResult,
} from './water-common.js';
import { areaMeans, readWaterSeries, type WaterPeriod, waterPeriod } from './water-series.js';

export interface BalanceRun {
  months: WaterBalanceMonth[];
  /** Largest |P − AET − runoff − Δsoil − Δdetained| of any month, mm. */
  maxResidualMm: number;
}

/**
 * The Thornthwaite-Mather bucket over monthly P and PET (mm) with one spin-up year (the first
 * year run once before, from a full soil), and its closure: the soil and the detained surplus
 * are followed month by month, so P = AET + runoff + Δsoil + Δdetained is checked, not assumed.
 */
export function runBalance(precipitation: number[], pet: number[], capacityMm: number): BalanceRun {
  const spin = Math.min(12, precipitation.length);
  const all = thornthwaiteMatherBalance(
    [...precipitation.slice(0, spin), ...precipitation],
    [...pet.slice(0, spin), ...pet],
    { capacityMm, spinUpYears: 0 },
  );
  let soil = capacityMm;
  let detained = 0;
  let maxResidualMm = 0;
  all.forEach((month, index) => {
    const afterDetained = detained + month.surplus - month.runoff;
    const residual =
      month.precipitation -
      month.aet -
      month.runoff -
      (month.soilMoisture - soil) -
      (afterDetained - detained);
    if (index >= spin) maxResidualMm = Math.max(maxResidualMm, Math.abs(residual));
    soil = month.soilMoisture;
    detained = afterDetained;
  });
  return { months: all.slice(spin), maxResidualMm };
}

const pointOf = (month: WaterBalanceMonth): WaterBalancePoint => ({
  precipitation: month.precipitation,
  potentialEvapotranspiration: month.pet,
  actualEvapotranspiration: month.aet,
  runoff: month.runoff,
  soilMoisture: month.soilMoisture,
});

/** Yearly totals (sums of the months; soil moisture: the mean of the months' end values). */
export function yearlyTotals(
  months: WaterBalanceMonth[],
  period: WaterPeriod,
): WaterBalanceValues['yearlyValues'] {
  const years: WaterBalanceValues['yearlyValues'] = [];
  for (let year = period.firstYear; year <= period.lastYear; year++) {
    const slice = months.slice((year - period.firstYear) * 12, (year - period.firstYear + 1) * 12);
    const sum = (key: keyof WaterBalanceMonth) => slice.reduce((total, m) => total + m[key], 0);
    years.push({
      year,
      precipitation: sum('precipitation'),
      potentialEvapotranspiration: sum('pet'),
      actualEvapotranspiration: sum('aet'),
      runoff: sum('runoff'),
      soilMoisture: sum('soilMoisture') / Math.max(1, slice.length),
    });
  }
  return years;
}

const FIELDS = ['precipitation', 'actualEvapotranspiration', 'runoff'] as const;

function field(id: (typeof FIELDS)[number], hidden = false): TimeSeriesDataField {
  return {
    dataFieldId: id,
    label: { key: `waterMethods.fields.${id}` },
    unit: 'mm',
    color: WATER_COLORS[id],
    ...(hidden && { hidden }),
  };
}

/**
 * specs/3 "Charts": water balance yearly and monthly (precipitation, actual evapotranspiration,
 * runoff) as line and stacked charts. The stacked chart stacks AET and runoff (what left the
 * soil); precipitation is listed hidden, as stacking it on them would count the water twice.
 */
function charts(
  values: Pick<WaterBalanceValues, 'yearlyValues' | 'monthlyValues'>,
): TimeSeriesChart[] {
  const yearlyPoints: TimeSeriesPoint[] = values.yearlyValues.map((point) => ({
    timePoint: point.year,
    values: Object.fromEntries(FIELDS.map((id) => [id, point[id]])),
  }));
  const monthlyPoints: TimeSeriesPoint[] = values.monthlyValues.map((point) => ({
    timePoint: point.date,
    values: Object.fromEntries(FIELDS.map((id) => [id, point[id]])),
  }));
  const trendLines = FIELDS.map((id) => trendLineOf(yearlyPoints, id, 'year')).filter(
    (line): line is TrendLine => line !== null,
  );
  const chart = (
    name: string,
    unit: 'year' | 'month',
    chartType: 'line' | 'stacked',
    dataPoints: TimeSeriesPoint[],
  ): TimeSeriesChart => ({
    timeSeriesId: `waterBalance/${name}`,
    title: {
      key: `waterMethods.charts.${unit === 'year' ? 'waterBalanceYearly' : 'waterBalanceMonthly'}`,
    },
    timeField: {
      label: { key: unit === 'year' ? 'waterMethods.fields.year' : 'waterMethods.fields.month' },
      axisType: 'time',
      unit,
    },
    dataFields:
      chartType === 'line'
        ? FIELDS.map((id) => field(id))
        : [field('actualEvapotranspiration'), field('runoff'), field('precipitation', true)],
    dataPoints,
    chartType,
    ...(chartType === 'stacked' && { comments: [{ key: 'waterMethods.comments.stacked' }] }),
    // Trends of yearly totals only: a monthly series is dominated by its seasons.
    ...(unit === 'year' && chartType === 'line' && { trendLines }),
  });
  return [
    chart('yearly-line', 'year', 'line', yearlyPoints),
    chart('yearly-stacked', 'year', 'stacked', yearlyPoints),
    chart('monthly-line', 'month', 'line', monthlyPoints),
    chart('monthly-stacked', 'month', 'stacked', monthlyPoints),
  ];
}

const mean = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;

/** The study area's water holding capacity (area mean of the soil map), or the default 150 mm. */
export function capacityOf(read: {
  grid: Parameters<typeof areaMean>[0];
  capacity?: Float64Array;
}) {
  const value = read.capacity ? areaMean(read.grid, read.capacity) : Number.NaN;
  return Number.isFinite(value) && value > 0
    ? { mm: value, fallback: false }
    : { mm: DEFAULT_SOIL_CAPACITY_MM, fallback: true };
}

/**
 * specs/3 `waterBalance`: the Thornthwaite-Mather monthly water balance of the study area's mean
 * precipitation and temperature (PET by Thornthwaite 1948) with the soil's water holding capacity
 * (docs/analyses/water.md).
 */
async function run(context: ToolContext): Promise<ToolResult> {
  const read = await readWaterSeries(context, waterPeriod(context.now), {
    temperature: true,
    capacity: true,
  });
  const { period } = read;
  const precipitation = areaMeans(read.precipitation);
  const temperature = read.temperature ? areaMeans(read.temperature) : [];
  const pet = monthlyThornthwaitePet(temperature, read.latitude);
  const capacity = capacityOf(read);
  const balance = runBalance(precipitation, pet, capacity.mm);
  context.progress(0.9);
  const monthlyValues = balance.months.map((month, index) => ({
    date: monthDate(period.firstYear + Math.floor(index / 12), (index % 12) + 1),
    ...pointOf(month),
  }));
  const yearlyValues = yearlyTotals(balance.months, period);
  const headline = (id: keyof WaterBalancePoint): WaterBalanceValues['headlines'][number] => ({
    id: `mean-${id}`,
    label: { key: `waterMethods.headlines.mean.${id}` },
    value: mean(yearlyValues.map((year) => year[id])),
    unit: 'mm',
  });
  const values: WaterBalanceValues & { maxBalanceResidualMm: number } = {
    studyAreaHa: read.studyAreaHa,
    startDate: monthDate(period.firstYear, 1),
    endDate: monthDate(period.lastYear, 12),
    headlines: [
      headline('precipitation'),
      headline('potentialEvapotranspiration'),
      headline('actualEvapotranspiration'),
      headline('runoff'),
      {
        id: 'waterHoldingCapacity',
        label: { key: 'waterMethods.headlines.waterHoldingCapacity' },
        value: capacity.mm,
        unit: 'mm',
      },
    ],
    charts: charts({ yearlyValues, monthlyValues }),
    waterHoldingCapacityMm: capacity.mm,
    yearlyValues,
    monthlyValues,
    maxBalanceResidualMm: balance.maxResidualMm,
  };
  const warnings: LabelRef[] = [...read.warnings, { key: 'waterMethods.warnings.noSnow' }];
  if (capacity.fallback) warnings.push({ key: 'waterMethods.warnings.defaultCapacity' });
  return waterResult({
    values: { ...values },
    layers: [],
    lineage: read.lineage,
    methods: [
      method('waterBalance', CITATIONS.thornthwaiteMather),
      method('thornthwaitePet', CITATIONS.thornthwaite),
    ],
    warnings,
  });
}

export const waterBalanceTool: AnalysisTool = {
  scriptType: 'waterBalance',
  version: WATER_METHOD_VERSION,
  run,
};
