import type { ScriptType } from '@ecotone/analysis';
import type { TilePalette } from '@ecotone/analysis/node';
import type {
  AnalysisResult,
  AssessmentSummary,
  ResultLayerReference,
  ResultLegend,
} from '@ecotone/contracts';

/**
 * What the PDF report of an assessment is drawn from (docs/assessment-report.md): gathered by
 * the report job on the worker (database, file storage), then handed whole to a compute thread
 * (`computeTasks.assessmentReport`), which draws it with no database and no HTTP. Everything here
 * is structured-cloneable.
 */
export interface ReportInput {
  language: 'en' | 'es';
  unitSystem: 'metric' | 'imperial';
  /** When the report was asked for (ISO 8601): printed on the cover and in the footer. */
  generatedAt: string;
  /**
   * The assessment as `GET /api/assessment/{id}` answers it to the one who asked for the report,
   * in the report's language (so `financials` is there only for full access).
   */
  summary: AssessmentSummary;
  /**
   * The result of each succeeded tool of `summary.tools`, as `GET /api/analysis-results/{id}`
   * answers it in the report's language, in the order of `summary.tools`.
   */
  results: AnalysisResult[];
  /** The assessment's shape: a lon/lat MultiPolygon's coordinates (the shapefile's). */
  shape: number[][][][];
  /** The raster layers to map, at most one per tool (below). */
  mapLayers: ReportMapLayer[];
}

/**
 * One stored raster layer to draw as a map: the layer the map view opens with for a tool (its
 * first `initialActive` image layer, else its first image layer; a time series: its latest year).
 */
export interface ReportMapLayer {
  scriptType: ScriptType;
  layer: ResultLayerReference;
  legend: ResultLegend;
  /**
   * Where the thread reads the COG: a file path or a presigned URL (FileStorage.readLocation);
   * null when the stored file is gone (the report says so where the map would be).
   */
  location: string | null;
  /** The legend's colours as the map tiles use them (`paletteOf(legend)`); null: no palette. */
  palette: TilePalette | null;
}

/** What the thread answers: the PDF's bytes and its page count. */
export interface ReportOutput {
  pdf: Uint8Array;
  pageCount: number;
}
