import { isSynthetic, uniqueLineage } from '../lineage.js';
import { instrumentResolution } from '../sources/synthetic/synthetic-vegetation.js';
import {
  areaMean,
  monthlySteps,
  type PixelSeries,
  readPixelSeries,
  stepLabel,
} from '../time-series/series-reader.js';
import {
  percentileLinesOf,
  type TimeSeriesChart,
  type TimeSeriesPoint,
  type TrendLine,
  trendLineOf,
} from '../time-series/time-series-chart.js';
import type { SeriesHeadline, VegetationChangeValues } from '../time-series/time-series-values.js';
import { mannKendall, seasonalMannKendall, TREND_SIGNIFICANCE } from '../time-series/trend.js';
import type {
  AnalysisTool,
  LabelRef,
  ResultLayer,
  ToolContext,
  ToolResult,
} from '../tools/tool.js';
import { seriesResolution, type VegetationIndex, vegetationInputs } from './vegetation-inputs.js';
import { cellRaster, indexLegend, slopeLegend, yearLayer } from './vegetation-layers.js';
import { VEGETATION_METHODS } from './vegetation-methods.js';
import { pixelTheilSen, seasonalKendallSlope, yearlyMeans } from './vegetation-series.js';

/**
 * specs/3: the `vegetationChange` analysis (research/data-methods.md B.3). NDVI and EVI of the
 * chosen instrument month by month from the base year to the study year over the study area;
 * yearly values are the mean of the months; trends by the Theil-Sen slope with the Mann-Kendall
 * test (yearly) and the seasonal Kendall slope with the seasonal Mann-Kendall test (monthly),
 * significant at p < 0.05. Layers: the per-pixel Theil-Sen slope of the chosen index and its
 * yearly maps as a time-lapse.
 */

/** decisions/0016: Sentinel-2 L2A (Planetary Computer) covers 2016, the spec's base year. */
export const VEGETATION_DEFAULTS = { instrument: 'sentinel2', baseYear: 2016 } as const;

export const INDEX_COLORS: Record<VegetationIndex, string> = { ndvi: '#1a9850', evi: '#2c7fb8' };
const INDICES: readonly VegetationIndex[] = ['ndvi', 'evi'];
/** The yearly index maps form one time-lapse group on the map. */
export const VEGETATION_SERIES = 'vegetationIndex';

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);
const round = (value: number | null, digits = 4) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** The trend class of a test: increasing, decreasing or none (p < 0.05 or not). */
function trendClass(trend: 'increasing' | 'decreasing' | 'none'): LabelRef {
  return { key: `vegetation.trends.${trend}` };
}

function chart(
  index: VegetationIndex,
  unit: 'year' | 'month',
  points: TimeSeriesPoint[],
  trendLine: TrendLine | null,
): TimeSeriesChart {
  const name = unit === 'year' ? 'yearly' : 'monthly';
  return {
    timeSeriesId: `vegetationChange/${index}-${name}`,
    title: { key: `vegetation.charts.${name}`, params: { index: index.toUpperCase() } },
    timeField: {
      label: { key: unit === 'year' ? 'vegetation.charts.year' : 'vegetation.charts.month' },
      axisType: 'time',
      unit,
    },
    dataFields: [
      {
        dataFieldId: index,
        label: { key: `vegetation.indices.${index}` },
        color: INDEX_COLORS[index],
      },
    ],
    dataPoints: points,
    chartType: 'line',
    ...(trendLine && { trendLines: [trendLine] }),
    percentileLines: percentileLinesOf(points, index),
  };
}

/**
 * The monthly chart's trend line: the seasonal Kendall slope (per month on the axis) through the
 * series' medians, tested by the seasonal Mann-Kendall test (a plain Mann-Kendall on a seasonal
 * series would mistake the seasons for noise).
 */
function monthlyTrendLine(points: TimeSeriesPoint[], index: VegetationIndex, values: number[]) {
  const line = trendLineOf(points, index, 'month');
  if (!line) return null;
  const slopePerYear = seasonalKendallSlope(values);
  const test = seasonalMannKendall(values);
  if (!Number.isFinite(slopePerYear)) return line;
  const middleX = (line.minX + line.maxX) / 2;
  const middleY = (line.minY + line.maxY) / 2;
  return {
    ...line,
    minY: middleY + slopePerYear * (line.minX - middleX),
    maxY: middleY + slopePerYear * (line.maxX - middleX),
    slope: slopePerYear / 12,
    p: test.p,
    significant: test.p < TREND_SIGNIFICANCE,
  };
}

async function run(context: ToolContext): Promise<ToolResult> {
  const inputs = vegetationInputs(context.inputs, context.now, VEGETATION_DEFAULTS);
  const { instrument, baseYear, studyYear, vegetationIndex } = inputs;
  const asked = inputs.customScale ?? instrumentResolution(instrument.type);
  const { resolutionMeters, coarsened } = seriesResolution(context.shape, asked);
  const steps = monthlySteps(baseYear, studyYear);
  const series: Partial<Record<VegetationIndex, PixelSeries>> = {};
  for (const [at, index] of INDICES.entries())
    series[index] = await readPixelSeries(
      context,
      { role: index, dataset: instrument.type, resolutionMeters },
      steps,
      { progress: (fraction) => context.progress(0.45 * (at + fraction)) },
    );
  const ndvi = series.ndvi as PixelSeries;
  const evi = series.evi as PixelSeries;
  const grid = ndvi.grid;
  const monthly = Object.fromEntries(
    INDICES.map((index) => {
      const read = series[index] as PixelSeries;
      return [index, read.values.map((values) => areaMean(read.grid, values))];
    }),
  ) as Record<VegetationIndex, number[]>;
  const yearlyCells = Object.fromEntries(
    INDICES.map((index) => {
      const read = series[index] as PixelSeries;
      return [index, yearlyMeans(read.steps, read.values, read.grid.cells.length)];
    }),
  ) as Record<VegetationIndex, ReturnType<typeof yearlyMeans>>;
  const years = yearlyCells.ndvi.years;
  const yearly = Object.fromEntries(
    INDICES.map((index) => [
      index,
      yearlyCells[index].values.map((values) =>
        areaMean((series[index] as PixelSeries).grid, values),
      ),
    ]),
  ) as Record<VegetationIndex, number[]>;
  context.progress(0.92);

  const yearlyValues = years.map((year, at) => ({
    year,
    ndvi: round(finiteOrNull(yearly.ndvi[at] as number)),
    evi: round(finiteOrNull(yearly.evi[at] as number)),
  }));
  const monthlyValues = steps.map((step, at) => ({
    date: stepLabel(step) as string,
    ndvi: round(finiteOrNull(monthly.ndvi[at] as number)),
    evi: round(finiteOrNull(monthly.evi[at] as number)),
  }));
  const charts: TimeSeriesChart[] = [];
  const ordered = [vegetationIndex, ...INDICES.filter((index) => index !== vegetationIndex)];
  for (const index of ordered) {
    const yearlyPoints = yearlyValues.map((row) => ({
      timePoint: row.year,
      values: { [index]: row[index] },
    }));
    const monthlyPoints = monthlyValues.map((row) => ({
      timePoint: row.date,
      values: { [index]: row[index] },
    }));
    charts.push(chart(index, 'year', yearlyPoints, trendLineOf(yearlyPoints, index, 'year')));
    charts.push(
      chart(index, 'month', monthlyPoints, monthlyTrendLine(monthlyPoints, index, monthly[index])),
    );
  }

  const chosenYearly = yearly[vegetationIndex];
  const base = finiteOrNull(chosenYearly[0] as number);
  const study = finiteOrNull(chosenYearly[chosenYearly.length - 1] as number);
  const yearlyTest = mannKendall(chosenYearly, { times: years });
  const yearlyLine = charts[0]?.trendLines?.[0];
  const monthlyTest = seasonalMannKendall(monthly[vegetationIndex]);
  const indexName = vegetationIndex.toUpperCase();
  const headlines: SeriesHeadline[] = [
    {
      id: 'baseYearValue',
      label: {
        key: 'vegetation.headlines.baseYearValue',
        params: { index: indexName, year: baseYear },
      },
      value: round(base),
    },
    {
      id: 'studyYearValue',
      label: {
        key: 'vegetation.headlines.studyYearValue',
        params: { index: indexName, year: studyYear },
      },
      value: round(study),
    },
    {
      id: 'change',
      label: {
        key: 'vegetation.headlines.change',
        params: { index: indexName, baseYear, studyYear },
      },
      value: base === null || study === null ? null : round(study - base),
    },
    {
      id: 'yearlyTrend',
      label: { key: 'vegetation.headlines.yearlyTrend', params: { index: indexName } },
      value: yearlyLine ? round(yearlyLine.slope, 5) : null,
      classLabel: trendClass(yearlyTest.trend),
    },
    {
      id: 'seasonalTrend',
      label: { key: 'vegetation.headlines.seasonalTrend', params: { index: indexName } },
      value: round(finiteOrNull(seasonalKendallSlope(monthly[vegetationIndex])), 5),
      classLabel: trendClass(monthlyTest.trend),
    },
  ];

  const chosenCells = yearlyCells[vegetationIndex];
  const slopes = pixelTheilSen(chosenCells.years, chosenCells.values);
  const layers: ResultLayer[] = [
    {
      kind: 'raster',
      id: `${vegetationIndex}Trend`,
      label: {
        key: 'vegetation.layers.slope',
        params: { index: indexName, baseYear, studyYear },
      },
      legend: slopeLegend(vegetationIndex, slopes),
      raster: cellRaster(grid, slopes),
      initialActive: true,
      initialOpacity: 0.8,
    },
    ...chosenCells.years.map((year, at) =>
      yearLayer(
        {
          id: `${vegetationIndex}${year}`,
          label: { key: 'vegetation.layers.index', params: { index: indexName, year } },
          legend: indexLegend(vegetationIndex),
          raster: cellRaster(grid, chosenCells.values[at] as Float32Array),
          initialOpacity: 0.8,
        },
        VEGETATION_SERIES,
        year,
        // The slope map opens first; the yearly maps wait for the time-lapse.
        false,
      ),
    ),
  ];

  const values: VegetationChangeValues = {
    studyAreaHa: grid.exactAreaHa,
    startDate: stepLabel(steps[0] as { year: number; month: number }) as string,
    endDate: stepLabel(steps[steps.length - 1] as { year: number; month: number }) as string,
    headlines,
    charts,
    instrumentName: instrument.type,
    vegetationIndex,
    yearlyValues,
    monthlyValues,
  };
  const lineage = uniqueLineage([...ndvi.lineage, ...evi.lineage]);
  const warnings: LabelRef[] = [];
  if (coarsened)
    warnings.push({
      key: 'vegetation.warnings.coarsened',
      params: { asked, used: resolutionMeters },
    });
  const noDataShare = grid.exactAreaHa > 0 ? grid.outsideHa / grid.exactAreaHa : 0;
  if (noDataShare >= 0.01)
    warnings.push({
      key: 'vegetation.warnings.noDataArea',
      params: { percent: Math.round(noDataShare * 1000) / 10 },
    });
  context.progress(1);
  return {
    values: values as unknown as Record<string, unknown>,
    layers,
    lineage,
    methods: [
      VEGETATION_METHODS.ndvi,
      VEGETATION_METHODS.evi,
      VEGETATION_METHODS.theilSen,
      VEGETATION_METHODS.mannKendall,
      VEGETATION_METHODS.seasonalMannKendall,
    ],
    synthetic: isSynthetic(lineage),
    warnings,
  };
}

export const vegetationChangeTool: AnalysisTool = {
  scriptType: 'vegetationChange',
  version: '1',
  run,
};
