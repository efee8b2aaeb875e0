import type { LabelRef, Legend } from '@ecotone/analysis';
import type {
  AnalysisRecord,
  AnalysisReference,
  AnalysisResult,
  AssessmentContext,
  ResultLayerReference,
  ResultLegend,
} from '@ecotone/contracts';
import { type Locale, type MessageKey, translate } from '@ecotone/i18n';
import type {
  AnalysisRecordRow,
  RunFailure,
  StoredLayer,
  ToolRunRecord,
} from '../repositories/analysis.repository.js';

/**
 * Stored runs -> API answers, in the language of the request: legend and layer labels, warnings
 * and failure reasons are i18n keys in the database and become text here.
 */
const text = (locale: Locale, label: LabelRef): string =>
  translate(locale, label.key as MessageKey, label.params);

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function failureText(locale: Locale, failure: RunFailure | null): string | null {
  if (!failure) return null;
  return translate(locale, `runs.failures.${failure.code}` as MessageKey, failure.params);
}

export function translateLegend(locale: Locale, legend: Legend): ResultLegend {
  return {
    title: legend.title ? text(locale, legend.title) : null,
    items: (legend.items ?? []).map((item) => ({
      itemId: item.itemId,
      primaryLabel: text(locale, item.primaryLabel),
      color: item.color,
      heading: item.heading ?? false,
      extraData: item.extraData ?? null,
    })),
    gradient: legend.gradient
      ? {
          colors: legend.gradient.colors,
          min: legend.gradient.min,
          max: legend.gradient.max,
          unit: legend.gradient.unit,
          label: legend.gradient.label ? text(locale, legend.gradient.label) : null,
        }
      : null,
  };
}

/** The address a layer's file is served from; the route knows it (routes/api-paths.ts). */
export type LayerUrl = (analysisId: string, layerId: string) => string;

function layerReference(
  locale: Locale,
  analysisId: string,
  layer: StoredLayer,
  layerUrl: LayerUrl,
): ResultLayerReference {
  return {
    layerId: layer.id,
    name: layer.fileKey.split('/').at(-1) ?? layer.fileKey,
    label: text(locale, layer.label),
    url: layerUrl(analysisId, layer.id),
    legend: translateLegend(locale, layer.legend),
    initialActive: layer.initialActive ?? null,
    initialOpacity: layer.initialOpacity ?? null,
    // Absent in results stored before the map existed: those layers are simply not a series.
    ...(layer.timeSeries ? { timeSeries: layer.timeSeries } : {}),
    ...(layer.display
      ? {
          display: {
            titleField: layer.display.titleField,
            ...(layer.display.colorField ? { colorField: layer.display.colorField } : {}),
            fields: layer.display.fields.map(({ field, label, unit }) => ({
              field,
              label: text(locale, label),
              ...(unit ? { unit } : {}),
            })),
          },
        }
      : {}),
  };
}

export function toAnalysisReference(analysis: AnalysisRecordRow): AnalysisReference {
  return {
    analysisId: analysis.id,
    createdAt: analysis.createdAt.toISOString(),
    state: analysis.state,
  };
}

export function toAnalysisRecord(
  locale: Locale,
  analysis: AnalysisRecordRow,
  runs: ToolRunRecord[],
  assessmentIds: string[],
): AnalysisRecord {
  return {
    ...toAnalysisReference(analysis),
    shapefileId: analysis.shapefileId,
    startedAt: iso(analysis.startedAt),
    finishedAt: iso(analysis.finishedAt),
    scripts: runs.map((run) => run.scriptType),
    inputs: analysis.inputs,
    studyArea: analysis.studyArea,
    assessmentIds,
    analyses: runs.map((run) => ({
      scriptType: run.scriptType,
      version: run.toolVersion,
      state: run.state,
      progress: run.progress,
      attempts: run.attempts,
      error: failureText(locale, run.error),
      startedAt: iso(run.startedAt),
      finishedAt: iso(run.finishedAt),
    })),
  };
}

export function toAnalysisResult(
  locale: Locale,
  analysis: AnalysisRecordRow,
  run: ToolRunRecord,
  layerUrl: LayerUrl,
): AnalysisResult {
  const images = run.layers.filter((layer) => layer.kind === 'raster');
  const vectors = run.layers.filter((layer) => layer.kind === 'vector');
  const first = run.layers[0];
  return {
    analysisId: analysis.id,
    createdAt: analysis.createdAt.toISOString(),
    scriptType: run.scriptType,
    version: run.toolVersion,
    state: run.state,
    inputs: analysis.inputs[run.scriptType] ?? {},
    studyArea: analysis.studyArea,
    results: {
      values: run.values ?? {},
      main: {
        title: first ? text(locale, first.label) : null,
        legend: first ? translateLegend(locale, first.legend) : null,
        images: images.map((layer) => layerReference(locale, analysis.id, layer, layerUrl)),
        vectors: vectors.map((layer) => layerReference(locale, analysis.id, layer, layerUrl)),
      },
      lineage: run.lineage,
      synthetic: run.synthetic,
      methods: run.methods,
      warnings: run.warnings.map((warning) => text(locale, warning)),
    },
  };
}

interface LandCoverArea {
  name?: unknown;
  areaHa?: unknown;
}

/** `[{ classId, name (i18n key), areaHa }]` -> `[{ name (text), areaHa }]`; anything else -> []. */
function landCoverAreas(locale: Locale, value: unknown): AssessmentContext['landCoverBaseYear'] {
  if (!Array.isArray(value)) return [];
  return (value as LandCoverArea[])
    .filter((item) => typeof item?.name === 'string' && typeof item.areaHa === 'number')
    .map((item) => ({
      name: text(locale, { key: item.name as string }),
      areaHa: item.areaHa as number,
    }));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const yearOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * The assessment context from the study area and the landCoverChange values, read defensively:
 * `landCoverBaseYear` / `landCoverStudyYear` as `[{ classId, name, areaHa }]`, `startDate` /
 * `endDate` as yyyy-MM-dd when the tool gives them, else 1 January of `baseYear` and 31 December
 * of `studyYear`.
 */
export function toAssessmentContext(
  locale: Locale,
  input: { studyAreaHa: number; landCoverChange: Record<string, unknown> | null },
): AssessmentContext {
  const values = input.landCoverChange ?? {};
  const baseYear = yearOf(values.baseYear);
  const studyYear = yearOf(values.studyYear);
  const date = (value: unknown, fallback: string | null) =>
    typeof value === 'string' && DATE.test(value) ? value : fallback;
  return {
    studyAreaHa: input.studyAreaHa,
    landCoverBaseYear: landCoverAreas(locale, values.landCoverBaseYear),
    landCoverStudyYear: landCoverAreas(locale, values.landCoverStudyYear),
    startDate: date(values.startDate, baseYear === null ? null : `${baseYear}-01-01`),
    endDate: date(values.endDate, studyYear === null ? null : `${studyYear}-12-31`),
  };
}
