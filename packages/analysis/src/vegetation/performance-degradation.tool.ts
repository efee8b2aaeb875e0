import { bboxOfShape, readCarbonGrid } from '../carbon/carbon-grid.js';
import { PERFORMANCE_LEVELS, type PerformanceLevel } from '../indices/performance-levels.js';
import { LAND_COVER_DATASETS, lastYearOf } from '../land-cover/legends.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import { DataUnavailableError } from '../sources/data-source.js';
import { instrumentResolution } from '../sources/synthetic/synthetic-vegetation.js';
import { monthlySteps, readPixelSeries } from '../time-series/series-reader.js';
import {
  percentileLinesOf,
  type TimeSeriesChart,
  type TimeSeriesPoint,
  trendLineOf,
} from '../time-series/time-series-chart.js';
import type {
  PerformanceDegradationValues,
  SeriesHeadline,
} from '../time-series/time-series-values.js';
import type { AnalysisTool, LabelRef, ToolContext, ToolResult } from '../tools/tool.js';
import { cellLonLats, regionOfCells } from './land-unit-cells.js';
import {
  DEGRADED_LEVELS,
  type DegradationYear,
  degradationYear,
  emptyLevelAreas,
  landUnits,
} from './performance-degradation.js';
import { seriesResolution, vegetationInputs } from './vegetation-inputs.js';
import { DEGRADATION_COLORS, levelLegend, levelRaster, yearLayer } from './vegetation-layers.js';
import { VEGETATION_METHODS } from './vegetation-methods.js';
import { yearlyMeans } from './vegetation-series.js';

/**
 * specs/3: the `performanceDegradation` analysis (research/data-methods.md B.4). For each year
 * from the base year to the study year: each pixel's productivity (the year's mean NDVI of the
 * monthly composites) against the 90th percentile of its similar land unit (ecoregion x land
 * cover x soil type), r = NDVI / P90; the five levels of decisions/0017 and their areas. The
 * land units are one map for every year: the land cover of the study year (or the land-cover
 * product's last year when earlier), the soil type and the ecoregions.
 */

/** MOD13Q1 NDVI is the Trends.Earth default; 2001 its first full year (catalogue/tools.ts). */
export const PERFORMANCE_DEFAULTS = { instrument: 'modis', baseYear: 2001 } as const;
/** The Trends.Earth default land cover (ESA CCI), for the similar land units. */
export const LAND_UNIT_LAND_COVER = 'esa-cci';
export const PERFORMANCE_SERIES = 'performanceDegradation';

const round = (value: number | null, digits = 4) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
const roundHa = (value: number) => Math.round(value * 100) / 100;

function roundedAreas(areas: Record<PerformanceLevel, number>) {
  const out = emptyLevelAreas();
  for (const level of PERFORMANCE_LEVELS) out[level] = roundHa(areas[level]);
  return out;
}

/** The level a mean level falls in (1..5 rounded), for the headline's class. */
function levelOfMean(mean: number | null): PerformanceLevel | null {
  if (mean === null) return null;
  return PERFORMANCE_LEVELS[Math.min(4, Math.max(0, Math.round(mean) - 1))] ?? null;
}

function charts(rows: { year: number; result: DegradationYear }[]): TimeSeriesChart[] {
  const timeField = {
    label: { key: 'vegetation.charts.year' },
    axisType: 'time' as const,
    unit: 'year' as const,
  };
  const meanPoints: TimeSeriesPoint[] = rows.map(({ year, result }) => ({
    timePoint: year,
    values: { meanPerformanceDegradationLevel: round(result.meanPerformanceDegradationLevel) },
  }));
  const meanTrend = trendLineOf(meanPoints, 'meanPerformanceDegradationLevel', 'year');
  const degraded = (result: DegradationYear) =>
    DEGRADED_LEVELS.reduce((sum, level) => sum + result.areaHaByDegradationLevel[level], 0);
  return [
    {
      timeSeriesId: 'performanceDegradation/mean-level',
      title: { key: 'vegetation.charts.meanLevel' },
      timeField,
      dataFields: [
        {
          dataFieldId: 'meanPerformanceDegradationLevel',
          label: { key: 'vegetation.charts.meanLevelField' },
          color: DEGRADATION_COLORS.Moderate,
        },
      ],
      dataPoints: meanPoints,
      chartType: 'line',
      ...(meanTrend && { trendLines: [meanTrend] }),
      percentileLines: percentileLinesOf(meanPoints, 'meanPerformanceDegradationLevel'),
    },
    {
      timeSeriesId: 'performanceDegradation/degraded-area',
      title: { key: 'vegetation.charts.degradedArea' },
      timeField,
      dataFields: [
        {
          dataFieldId: 'degraded',
          label: { key: 'vegetation.charts.degraded' },
          unit: 'ha',
          color: DEGRADATION_COLORS.High,
        },
        {
          dataFieldId: 'nonDegraded',
          label: { key: 'vegetation.charts.nonDegraded' },
          unit: 'ha',
          color: DEGRADATION_COLORS.None,
        },
      ],
      dataPoints: rows.map(({ year, result }) => ({
        timePoint: year,
        values: {
          degraded: roundHa(degraded(result)),
          nonDegraded: roundHa(result.areaWithDataHa - degraded(result)),
        },
      })),
      chartType: 'stacked',
      comments: [{ key: 'vegetation.charts.degradedComment' }],
    },
    {
      timeSeriesId: 'performanceDegradation/area-by-level',
      title: { key: 'vegetation.charts.areaByLevel' },
      timeField,
      dataFields: PERFORMANCE_LEVELS.map((level) => ({
        dataFieldId: level,
        label: { key: `vegetation.levels.${level}` },
        unit: 'ha',
        color: DEGRADATION_COLORS[level],
      })),
      dataPoints: rows.map(({ year, result }) => ({
        timePoint: year,
        values: roundedAreas(result.areaHaByDegradationLevel),
      })),
      chartType: 'bar',
      stackBars: true,
    },
  ];
}

async function run(context: ToolContext): Promise<ToolResult> {
  const inputs = vegetationInputs(context.inputs, context.now, PERFORMANCE_DEFAULTS);
  const { instrument, baseYear, studyYear } = inputs;
  const asked = inputs.customScale ?? instrumentResolution(instrument.type);
  const { resolutionMeters, coarsened } = seriesResolution(context.shape, asked);
  const steps = monthlySteps(baseYear, studyYear);
  const request = { role: 'ndvi' as const, dataset: instrument.type, resolutionMeters };
  const series = await readPixelSeries(context, request, steps, {
    progress: (fraction) => context.progress(0.8 * fraction),
  });
  const { grid } = series;
  const warnings: LabelRef[] = [];

  // The similar land units: land cover and soil sampled at the NDVI pixels, ecoregions by centre.
  const landCover = LAND_COVER_DATASETS[LAND_UNIT_LAND_COVER];
  const landCoverYear = Math.min(studyYear, lastYearOf(landCover, context.now));
  const units = await readCarbonGrid(context, { ...request, ...steps[0] }, [
    {
      role: 'landCover',
      dataset: landCover.id,
      year: landCoverYear,
      resolutionMeters,
      optional: true,
    },
    { role: 'soilType', optional: true },
  ]);
  const lineage: Lineage[] = [...series.lineage, ...units.lineage.filter((e) => e.role !== 'ndvi')];
  const landCoverCells = units.values.get('landCover') ?? null;
  const soilCells = units.values.get('soilType') ?? null;
  if (!landCoverCells) warnings.push({ key: 'vegetation.warnings.noLandCover' });
  if (!soilCells) warnings.push({ key: 'vegetation.warnings.noSoilType' });
  let ecoregionCells: Int32Array | null = null;
  try {
    const ecoregions = await context.sources.queryVector(
      { role: 'ecoregions', bbox: bboxOfShape(context.shape) },
      context.signal,
    );
    const { lons, lats } = cellLonLats(grid);
    ecoregionCells = regionOfCells(ecoregions.features, lons, lats);
    lineage.push(ecoregions.lineage);
  } catch (error) {
    if (!(error instanceof DataUnavailableError)) throw error;
    warnings.push({ key: 'vegetation.warnings.noEcoregions' });
  }
  const unitKeys = landUnits(ecoregionCells, landCoverCells, soilCells);
  context.progress(0.85);

  const yearly = yearlyMeans(series.steps, series.values, grid.cells.length);
  const rows = yearly.years.map((year, at) => ({
    year,
    result: degradationYear(yearly.values[at] as Float32Array, unitKeys, grid.areasHa),
  }));
  const last = rows[rows.length - 1]?.result;
  const study = last ?? null;
  const studyLevel = levelOfMean(study?.meanPerformanceDegradationLevel ?? null);
  const degradedHa = study
    ? DEGRADED_LEVELS.reduce((sum, level) => sum + study.areaHaByDegradationLevel[level], 0)
    : null;
  const headlines: SeriesHeadline[] = [
    {
      id: 'meanPerformanceDegradationLevel',
      label: { key: 'vegetation.headlines.meanLevel', params: { year: studyYear } },
      value: round(study?.meanPerformanceDegradationLevel ?? null, 2),
      ...(studyLevel && {
        classLabel: { key: `vegetation.levels.${studyLevel}` },
        color: DEGRADATION_COLORS[studyLevel],
      }),
    },
    {
      id: 'meanPerformance',
      label: { key: 'vegetation.headlines.meanPerformance', params: { year: studyYear } },
      value: round(study?.meanPerformance ?? null, 3),
    },
    {
      id: 'degradedArea',
      label: { key: 'vegetation.headlines.degradedArea', params: { year: studyYear } },
      value: degradedHa === null ? null : roundHa(degradedHa),
      unit: 'ha',
    },
  ];

  const values: PerformanceDegradationValues = {
    studyAreaHa: grid.exactAreaHa,
    startDate: String(baseYear),
    endDate: String(studyYear),
    headlines,
    charts: charts(rows),
    instrumentName: instrument.type,
    yearlyValues: rows.map(({ year, result }) => ({
      year,
      areaHaByDegradationLevel: roundedAreas(result.areaHaByDegradationLevel),
      meanPerformanceDegradationLevel: round(result.meanPerformanceDegradationLevel),
      meanPerformance: round(result.meanPerformance),
    })),
    areaHaByDegradationLevel: roundedAreas(study?.areaHaByDegradationLevel ?? emptyLevelAreas()),
    meanPerformance: round(study?.meanPerformance ?? null),
  };
  if (coarsened)
    warnings.push({
      key: 'vegetation.warnings.coarsened',
      params: { asked, used: resolutionMeters },
    });
  const withData = study?.areaWithDataHa ?? 0;
  const noDataShare = grid.exactAreaHa > 0 ? 1 - withData / grid.exactAreaHa : 0;
  if (noDataShare >= 0.01)
    warnings.push({
      key: 'vegetation.warnings.noPerformanceArea',
      params: { percent: Math.round(noDataShare * 1000) / 10 },
    });
  const all = uniqueLineage(lineage);
  context.progress(1);
  return {
    values: values as unknown as Record<string, unknown>,
    layers: rows.map(({ year, result }) =>
      yearLayer(
        {
          id: `performanceDegradation${year}`,
          label: { key: 'vegetation.layers.degradation', params: { year } },
          legend: levelLegend(),
          raster: levelRaster(grid, result.levels),
          initialOpacity: 0.8,
        },
        PERFORMANCE_SERIES,
        year,
        year === studyYear,
      ),
    ),
    lineage: all,
    methods: [VEGETATION_METHODS.ndvi, VEGETATION_METHODS.performance],
    synthetic: isSynthetic(all),
    warnings,
  };
}

export const performanceDegradationTool: AnalysisTool = {
  scriptType: 'performanceDegradation',
  version: '1',
  run,
};
