import { isSynthetic, uniqueLineage } from '../lineage.js';
import type { LonLatBBox, RasterLayer } from '../sources/data-source.js';
import type { AnalysisTool, LabelRef, ToolContext, ToolResult } from '../tools/tool.js';
import {
  type ClassAreaRow,
  computeLandCoverChange,
  type LandCoverChangeSummary,
} from './land-cover-change.js';
import { changeLegend, changeRaster, classLegend, readWhole } from './land-cover-layers.js';
import {
  isLandCoverDatasetId,
  LAND_COVER_DATASETS,
  type LandCoverDataset,
  lastYearOf,
} from './legends.js';

/**
 * A refused input of the land-cover change tool; `label` explains why in the reader's language
 * (`landCover.errors.*`).
 */
export class LandCoverInputError extends Error {
  readonly label: LabelRef;
  constructor(label: LabelRef, message: string) {
    super(message);
    this.name = 'LandCoverInputError';
    this.label = label;
  }
}

export const DEFAULT_LAND_COVER_DATASET = 'modis';
export const DEFAULT_BASE_YEAR = 2001;

interface LandCoverInputs {
  dataset: LandCoverDataset;
  baseYear: number;
  studyYear: number;
}

function yearInput(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const year = typeof value === 'string' ? Number(value) : value;
  if (typeof year !== 'number' || !Number.isInteger(year)) {
    throw new LandCoverInputError(
      { key: 'landCover.errors.yearOutOfRange', params: { year: String(value) } },
      `Not a year: ${String(value)}`,
    );
  }
  return year;
}

/** Validates the inputs against the product's years; refuses rather than clamps. */
export function landCoverInputs(inputs: Record<string, unknown>, now: Date): LandCoverInputs {
  const datasetId = inputs.lcDatasetName ?? DEFAULT_LAND_COVER_DATASET;
  if (!isLandCoverDatasetId(datasetId)) {
    throw new LandCoverInputError(
      { key: 'landCover.errors.unknownDataset', params: { dataset: String(datasetId) } },
      `Unknown land-cover dataset ${String(datasetId)}`,
    );
  }
  const dataset = LAND_COVER_DATASETS[datasetId];
  const first = dataset.years.first;
  const last = lastYearOf(dataset, now);
  const baseYear = yearInput(inputs.baseYear, DEFAULT_BASE_YEAR);
  // The default study year is last calendar year, or the product's last year when earlier.
  const studyYear = yearInput(inputs.studyYear, Math.min(now.getUTCFullYear() - 1, last));
  for (const year of [baseYear, studyYear]) {
    if (year < first || year > last) {
      throw new LandCoverInputError(
        {
          key: 'landCover.errors.yearOutOfRange',
          params: { dataset: dataset.id, first, last, year },
        },
        `${dataset.id} covers ${first}-${last}; ${year} is outside`,
      );
    }
  }
  if (baseYear >= studyYear) {
    throw new LandCoverInputError(
      { key: 'landCover.errors.baseYearNotBeforeStudyYear', params: { baseYear, studyYear } },
      `Base year ${baseYear} is not before study year ${studyYear}`,
    );
  }
  return { dataset, baseYear, studyYear };
}

function bboxOf(shape: ToolContext['shape']): LonLatBBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const polygon of shape.coordinates) {
    for (const [lon = 0, lat = 0] of polygon[0] ?? []) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return [west, south, east, north];
}

/** The product a layer really holds, when its lineage says so (a catalogue may route elsewhere). */
function assertSameProduct(base: RasterLayer, study: RasterLayer): void {
  if (base.lineage.datasetId !== study.lineage.datasetId) {
    throw new LandCoverInputError(
      {
        key: 'landCover.errors.mixedProducts',
        params: { baseDataset: base.lineage.datasetId, studyDataset: study.lineage.datasetId },
      },
      `Mixed land-cover products ${base.lineage.datasetId} and ${study.lineage.datasetId}`,
    );
  }
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;

function warningsOf(
  dataset: LandCoverDataset,
  years: { baseYear: number; studyYear: number },
  summary: LandCoverChangeSummary,
): LabelRef[] {
  const warnings: LabelRef[] = [];
  if (dataset.versionOf(years.baseYear) !== dataset.versionOf(years.studyYear)) {
    if (dataset.id === 'worldcover')
      warnings.push({ key: 'landCover.warnings.worldcoverAlgorithmChange' });
  }
  for (const [year, noDataHa] of [
    [years.baseYear, summary.noDataHa.base],
    [years.studyYear, summary.noDataHa.study],
  ] as const) {
    const share = percent(noDataHa, summary.exactAreaHa);
    if (share >= 1)
      warnings.push({ key: 'landCover.warnings.noDataArea', params: { percent: share, year } });
  }
  return warnings;
}

const dataPoint = (timePoint: number, rows: ClassAreaRow[]) => ({
  timePoint,
  values: Object.fromEntries(rows.map((row) => [String(row.classId), row.areaHa])),
});

async function run(context: ToolContext): Promise<ToolResult> {
  const { dataset, baseYear, studyYear } = landCoverInputs(context.inputs, context.now);
  const bbox = bboxOf(context.shape);
  const open = (year: number) =>
    context.sources.openRaster(
      { role: 'landCover', dataset: dataset.id, year, bbox },
      context.signal,
    );
  const [baseLayer, studyLayer] = await Promise.all([open(baseYear), open(studyYear)]);
  assertSameProduct(baseLayer, studyLayer);
  context.progress(0.1);
  const summary = await computeLandCoverChange(
    dataset,
    baseLayer.raster,
    studyLayer.raster,
    context.shape,
    { signal: context.signal, progress: (fraction) => context.progress(0.1 + 0.7 * fraction) },
  );
  const [base, study] = await Promise.all([
    readWhole(baseLayer.raster, context.signal),
    readWhole(studyLayer.raster, context.signal),
  ]);
  const change = changeRaster(dataset, base, study);
  context.progress(0.95);
  const lineage = uniqueLineage([baseLayer.lineage, studyLayer.lineage]);
  return {
    values: {
      dataset: dataset.id,
      baseYear,
      studyYear,
      startDate: `${baseYear}-01-01`,
      endDate: `${studyYear}-12-31`,
      studyAreaHa: summary.exactAreaHa,
      landCoverBaseYear: summary.product.base,
      landCoverStudyYear: summary.product.study,
      landCoverDifference: summary.product.difference,
      transitionMatrix: summary.product.transitions,
      comparisonTable: summary.product.comparisonTable,
      commonLegend: {
        landCoverBaseYear: summary.common.base,
        landCoverStudyYear: summary.common.study,
        landCoverDifference: summary.common.difference,
        transitionMatrix: summary.common.transitions,
        comparisonTable: summary.common.comparisonTable,
      },
      landCoverDegradation: summary.effects,
      noDataHa: summary.noDataHa,
      landCoverAreaDataPoints: [
        dataPoint(baseYear, summary.product.base),
        dataPoint(studyYear, summary.product.study),
      ],
    },
    layers: [
      {
        kind: 'raster',
        id: `landCover${baseYear}`,
        timeSeries: { groupId: LAND_COVER_SERIES, year: baseYear },
        label: { key: 'landCover.layers.baseYear', params: { year: baseYear } },
        legend: classLegend(dataset, base),
        raster: base,
        initialActive: false,
      },
      {
        kind: 'raster',
        id: `landCover${studyYear}`,
        timeSeries: { groupId: LAND_COVER_SERIES, year: studyYear },
        label: { key: 'landCover.layers.studyYear', params: { year: studyYear } },
        legend: classLegend(dataset, study),
        raster: study,
        initialActive: true,
      },
      {
        kind: 'raster',
        id: 'landCoverChange',
        label: { key: 'landCover.layers.change', params: { baseYear, studyYear } },
        legend: changeLegend(baseYear, studyYear),
        raster: change,
        initialActive: false,
      },
    ],
    lineage,
    methods: [
      {
        name: 'landCover.method',
        citation:
          'Sims, N. C. et al. (2021). Good Practice Guidance. SDG Indicator 15.3.1, Version 2.0. UNCCD, Bonn; Trends.Earth default land-cover degradation matrix.',
        version: '1',
      },
    ],
    synthetic: isSynthetic(lineage),
    warnings: warningsOf(dataset, { baseYear, studyYear }, summary),
  };
}

/** The land cover years form one time series on the map (the time-lapse steps through them). */
export const LAND_COVER_SERIES = 'landCover';

/** specs/3: the `landCoverChange` analysis (base year vs study year of one land-cover product). */
export const landCoverChangeTool: AnalysisTool = {
  scriptType: 'landCoverChange',
  version: '1',
  run,
};
