import type { CarbonGrid } from '../carbon/carbon-grid.js';
import type { PixelSeries } from '../time-series/series-reader.js';
import {
  DEFAULT_SPI_TIMESCALE,
  droughtEvents,
  SPI_LIMIT,
  SPI_TIMESCALES,
  type SpiClass,
  spiClass,
  standardizedPrecipitationIndex,
} from '../time-series/spi.js';
import type { TimeSeriesChart } from '../time-series/time-series-chart.js';
import type { DroughtsAndFloodsValues, SeriesHeadline } from '../time-series/time-series-values.js';
import type {
  AnalysisTool,
  LabelRef,
  ResultLayer,
  ToolContext,
  ToolResult,
} from '../tools/tool.js';
import {
  CITATIONS,
  cellLayer,
  method,
  monthDate,
  orNull,
  WATER_COLORS,
  WATER_METHOD_VERSION,
  waterResult,
} from './water-common.js';
import { areaMeans, readWaterSeries, type WaterPeriod, waterPeriod } from './water-series.js';

/** The WMO standard normal 1991-2020 (WMO-No. 1203): the SPI's calibration when the series covers it. */
export const SPI_REFERENCE_PERIOD = { firstYear: 1991, lastYear: 2020 } as const;

/** Colours of the SPI classes, wettest first: ColorBrewer BrBG (colour-blind safe), teal wet, brown dry. */
export const SPI_CLASS_COLORS: Record<SpiClass, string> = {
  extremelyWet: '#01665e',
  veryWet: '#5ab4ac',
  moderatelyWet: '#c7eae5',
  nearNormal: '#f5f5f5',
  moderatelyDry: '#f6e8c3',
  severelyDry: '#d8b365',
  extremelyDry: '#8c510a',
};
/** The time-lapse group of the yearly SPI layers. */
export const SPI_LAYER_GROUP = 'droughtsAndFloodsSpi';
const SPI_GRADIENT = ['#8c510a', '#d8b365', '#f6e8c3', '#f5f5f5', '#c7eae5', '#5ab4ac', '#01665e'];

/** The timestep input: one of 3, 6, 12, 24, 36, 48 months, else the default 12. */
export function timestepInput(value: unknown): number {
  const months = typeof value === 'string' ? Number(value) : value;
  return (SPI_TIMESCALES as readonly unknown[]).includes(months)
    ? (months as number)
    : DEFAULT_SPI_TIMESCALE;
}

/**
 * Month indices [from, to) of the calibration: the 1991-2020 normal when the series covers it,
 * else the whole record (WMO-No. 1090 asks for at least 30 years).
 */
export function calibrationOf(period: WaterPeriod): {
  from: number;
  to: number;
  years: [number, number];
} {
  const covers =
    period.firstYear <= SPI_REFERENCE_PERIOD.firstYear &&
    period.lastYear >= SPI_REFERENCE_PERIOD.lastYear;
  const [first, last] = covers
    ? [SPI_REFERENCE_PERIOD.firstYear, SPI_REFERENCE_PERIOD.lastYear]
    : [period.firstYear, period.lastYear];
  return {
    from: (first - period.firstYear) * 12,
    to: (last - period.firstYear + 1) * 12,
    years: [first, last],
  };
}

const spiClassLabel = (value: SpiClass): LabelRef => ({ key: `waterMethods.spiClasses.${value}` });

/** Mean of the finite values, NaN when none. */
function meanOf(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.length > 0
    ? finite.reduce((sum, value) => sum + value, 0) / finite.length
    : Number.NaN;
}

/**
 * The SPI of each calendar year: the mean of its twelve monthly SPI values (those defined).
 * With a 12-month timestep December's value alone is the SPI of the calendar year's total.
 */
function yearlySpiOf(spi: readonly number[], period: WaterPeriod) {
  const years: DroughtsAndFloodsValues['yearlySpi'] = [];
  for (let year = period.firstYear; year <= period.lastYear; year++) {
    const from = (year - period.firstYear) * 12;
    const value = orNull(meanOf(spi.slice(from, from + 12)));
    years.push({ year, spi: value, spiClass: value === null ? null : spiClass(value) });
  }
  return years;
}

function charts(
  values: Pick<DroughtsAndFloodsValues, 'yearlySpi' | 'monthlySpi' | 'timestep'>,
): TimeSeriesChart[] {
  const params = { months: values.timestep };
  const yearly: TimeSeriesChart = {
    timeSeriesId: 'droughtsAndFloods/spi-yearly',
    title: { key: 'waterMethods.charts.spiYearly', params },
    timeField: { label: { key: 'waterMethods.fields.year' }, axisType: 'time', unit: 'year' },
    dataFields: [
      {
        dataFieldId: 'spi',
        label: { key: 'waterMethods.fields.spiAll' },
        color: '#666666',
        hidden: true,
      },
      {
        dataFieldId: 'flooding',
        label: { key: 'waterMethods.fields.spiFlooding' },
        color: '#0072B2',
      },
      {
        dataFieldId: 'drought',
        label: { key: 'waterMethods.fields.spiDrought' },
        color: '#D55E00',
      },
    ],
    dataPoints: values.yearlySpi.map(({ year, spi }) => ({
      timePoint: year,
      values: {
        spi,
        flooding: spi !== null && spi > 0 ? spi : null,
        drought: spi !== null && spi < 0 ? spi : null,
      },
    })),
    chartType: 'bar',
    comments: [{ key: 'waterMethods.comments.spiNotFloodModel' }],
  };
  const monthly: TimeSeriesChart = {
    timeSeriesId: 'droughtsAndFloods/spi-monthly',
    title: { key: 'waterMethods.charts.spiMonthly', params },
    timeField: { label: { key: 'waterMethods.fields.month' }, axisType: 'time', unit: 'month' },
    dataFields: [
      {
        dataFieldId: 'spi',
        label: { key: 'waterMethods.fields.spi' },
        color: WATER_COLORS.precipitation,
      },
    ],
    dataPoints: values.monthlySpi.map(({ date, spi }) => ({ timePoint: date, values: { spi } })),
    chartType: 'line',
  };
  return [yearly, monthly];
}

function headlines(
  values: Pick<DroughtsAndFloodsValues, 'yearlySpi' | 'droughts' | 'timestep'>,
): SeriesHeadline[] {
  const last = values.yearlySpi[values.yearlySpi.length - 1];
  const lastClass = last?.spi === null || last === undefined ? null : spiClass(last.spi);
  const longest = values.droughts.reduce((most, event) => Math.max(most, event.months), 0);
  const lowest = values.droughts.reduce((low, event) => Math.min(low, event.peakSpi), 0);
  return [
    {
      id: 'studyYearSpi',
      label: { key: 'waterMethods.headlines.studyYearSpi', params: { year: last?.year ?? '' } },
      value: last?.spi ?? null,
      ...(lastClass && {
        classLabel: spiClassLabel(lastClass),
        color: SPI_CLASS_COLORS[lastClass],
      }),
    },
    {
      id: 'droughtCount',
      label: { key: 'waterMethods.headlines.droughtCount' },
      value: values.droughts.length,
    },
    {
      id: 'longestDroughtMonths',
      label: { key: 'waterMethods.headlines.longestDroughtMonths' },
      value: longest,
    },
    {
      id: 'lowestSpi',
      label: { key: 'waterMethods.headlines.lowestSpi' },
      value: values.droughts.length > 0 ? lowest : null,
      ...(values.droughts.length > 0 && {
        classLabel: spiClassLabel(spiClass(lowest) as SpiClass),
        color: SPI_CLASS_COLORS[spiClass(lowest) as SpiClass],
      }),
    },
  ];
}

/**
 * Each cell's SPI series (its own record, calibrated as the area's), averaged per calendar year:
 * `[year][cell]`, NaN where a year has no defined month.
 */
function yearlyCellSpi(
  grid: CarbonGrid,
  series: PixelSeries,
  timestep: number,
  calibration: { from: number; to: number },
): Float64Array[] {
  const years = Math.floor(series.values.length / 12);
  const out = Array.from({ length: years }, () => new Float64Array(grid.cells.length));
  const monthly = new Array<number>(series.values.length);
  for (let cell = 0; cell < grid.cells.length; cell++) {
    for (let step = 0; step < series.values.length; step++)
      monthly[step] = (series.values[step] as Float32Array)[cell] as number;
    const spi = standardizedPrecipitationIndex(monthly, timestep, { calibration }).values;
    for (let year = 0; year < years; year++)
      (out[year] as Float64Array)[cell] = meanOf(spi.slice(year * 12, year * 12 + 12));
  }
  return out;
}

/** The map's time-lapse: one SPI layer per year with a value, the study year shown first. */
function spiLayers(
  grid: CarbonGrid,
  yearly: Float64Array[],
  period: WaterPeriod,
  timestep: number,
): ResultLayer[] {
  const layers: ResultLayer[] = [];
  yearly.forEach((cells, index) => {
    if (!cells.some(Number.isFinite)) return;
    const year = period.firstYear + index;
    layers.push({
      ...cellLayer(grid, cells, {
        id: `droughtsAndFloodsSpi${year}`,
        label: { key: 'waterMethods.layers.spi', params: { months: timestep, year } },
        legend: { key: 'waterMethods.legend.spi' },
        colors: SPI_GRADIENT,
        min: -SPI_LIMIT,
        max: SPI_LIMIT,
        unit: '',
      }),
      timeSeries: { groupId: SPI_LAYER_GROUP, year },
      initialActive: year === period.lastYear,
    });
  });
  return layers;
}

/**
 * specs/3 `droughtsAndFloods`: the Standardized Precipitation Index of the study area's mean
 * monthly precipitation at the chosen timestep (docs/analyses/water.md).
 */
async function run(context: ToolContext): Promise<ToolResult> {
  const timestep = timestepInput(context.inputs.timestep);
  const read = await readWaterSeries(context, waterPeriod(context.now), {});
  const { period } = read;
  const means = areaMeans(read.precipitation);
  const calibration = calibrationOf(period);
  const spi = standardizedPrecipitationIndex(means, timestep, { calibration });
  context.progress(0.85);
  const monthlySpi = spi.values.map((value, index) => ({
    date: monthDate(period.firstYear + Math.floor(index / 12), (index % 12) + 1),
    spi: orNull(value),
  }));
  const droughts = droughtEvents(spi.values).map((event) => ({
    startDate: monthlySpi[event.start]?.date ?? '',
    endDate: monthlySpi[event.end]?.date ?? '',
    months: event.end - event.start + 1,
    peakSpi: event.peak,
  }));
  const base = { timestep, yearlySpi: yearlySpiOf(spi.values, period), monthlySpi, droughts };
  const values: DroughtsAndFloodsValues = {
    studyAreaHa: read.studyAreaHa,
    startDate: monthDate(period.firstYear, 1),
    endDate: monthDate(period.lastYear, 12),
    headlines: headlines(base),
    charts: charts(base),
    ...base,
  };
  const cellSpi = yearlyCellSpi(read.grid, read.precipitation, timestep, calibration);
  const warnings: LabelRef[] = [
    ...read.warnings,
    { key: 'waterMethods.warnings.spiNotFloodModel' },
  ];
  if (timestep >= 36)
    warnings.push({ key: 'waterMethods.warnings.longTimestep', params: { months: timestep } });
  return waterResult({
    values: { ...values, calibrationYears: calibration.years },
    layers: spiLayers(read.grid, cellSpi, period, timestep),
    lineage: read.lineage,
    methods: [
      method('spi', `${CITATIONS.mckee} ${CITATIONS.wmoSpi}`),
      method('gammaFit', CITATIONS.thom),
      method('referencePeriod', CITATIONS.wmoNormals),
    ],
    warnings,
  });
}

export const droughtsAndFloodsTool: AnalysisTool = {
  scriptType: 'droughtsAndFloods',
  version: WATER_METHOD_VERSION,
  run,
};
