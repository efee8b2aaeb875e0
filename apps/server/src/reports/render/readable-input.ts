import type { AnalysisResult, AssessmentSummary, AssessmentTool } from '@ecotone/contracts';
import type { ReportInput, ReportMapLayer } from '../report-input.js';

/**
 * The input with every part the renderer walks made walkable: the job builds it from checked
 * records, but a result stored by an older tool may lack a list, and a report must never fail
 * on one (a missing list reads as empty; the values themselves are read defensively by the
 * view models).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = <T>(value: unknown, keep: (item: unknown) => boolean = isRecord): T[] =>
  Array.isArray(value) ? (value.filter(keep) as T[]) : [];
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

function readableResult(result: AnalysisResult): AnalysisResult {
  const results: Partial<AnalysisResult['results']> = isRecord(result.results)
    ? result.results
    : {};
  return {
    ...result,
    results: {
      values: isRecord(results.values) ? results.values : {},
      main: isRecord(results.main)
        ? results.main
        : { title: null, legend: null, images: [], vectors: [] },
      lineage: list(results.lineage),
      synthetic: results.synthetic === true,
      methods: list(results.methods),
      warnings: list(results.warnings, (item) => typeof item === 'string'),
    },
  };
}

function readableSummary(summary: AssessmentSummary): AssessmentSummary {
  const area: Partial<AssessmentSummary['area']> = isRecord(summary.area) ? summary.area : {};
  const shapefile: Partial<AssessmentSummary['shapefile']> = isRecord(summary.shapefile)
    ? summary.shapefile
    : {};
  return {
    ...summary,
    title: text(summary.title),
    creatorName: text(summary.creatorName),
    shapefile: {
      shapefileId: text(shapefile.shapefileId),
      name: text(shapefile.name),
      totalAreaHa: typeof shapefile.totalAreaHa === 'number' ? shapefile.totalAreaHa : Number.NaN,
    },
    area: {
      studyArea: isRecord(area.studyArea) ? (area.studyArea as never) : null,
      maskLayers: list(area.maskLayers, (item) => typeof item === 'string'),
    },
    tools: list<AssessmentTool>(summary.tools),
    synthetic: summary.synthetic === true,
  };
}

export function readableInput(input: ReportInput): ReportInput {
  return {
    language: input.language === 'es' ? 'es' : 'en',
    unitSystem: input.unitSystem === 'imperial' ? 'imperial' : 'metric',
    generatedAt: text(input.generatedAt),
    summary: readableSummary(
      isRecord(input.summary) ? (input.summary as AssessmentSummary) : ({} as AssessmentSummary),
    ),
    results: list<AnalysisResult>(input.results).map(readableResult),
    shape: Array.isArray(input.shape) ? input.shape : [],
    mapLayers: list<ReportMapLayer>(input.mapLayers).flatMap(readableLayer),
  };
}

function readableLayer(layer: ReportMapLayer): ReportMapLayer[] {
  if (!isRecord(layer.layer) || !isRecord(layer.legend) || typeof layer.location !== 'string')
    return [];
  const { legend } = layer;
  return [
    {
      ...layer,
      layer: { ...layer.layer, label: text(layer.layer.label) },
      legend: {
        title: typeof legend.title === 'string' ? legend.title : null,
        items: list(legend.items).map((item) => {
          const entry = item as ReportMapLayer['legend']['items'][number];
          return { ...entry, primaryLabel: text(entry.primaryLabel), color: text(entry.color) };
        }),
        gradient:
          isRecord(legend.gradient) && Array.isArray(legend.gradient.colors)
            ? legend.gradient
            : null,
      },
      palette: isRecord(layer.palette) ? layer.palette : null,
    },
  ];
}
