import { paletteOf } from '@ecotone/analysis/node';
import type { AnalysisResult } from '@ecotone/contracts';
import { openingMapLayer } from '@ecotone/results/map-layer';
import { toAnalysisResult } from '../analysis/result-reader.js';
import { parseRoles } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { ToolRunRecord } from '../repositories/analysis.repository.js';
import type { ReportFailure, ReportRecord } from '../repositories/assessment-report.repository.js';
import type { Repositories } from '../repositories/index.js';
import type { AssessmentView, ShownTool } from '../services/assessment.service.js';
import { StorageNotFoundError } from '../storage/storage.js';
import type { ReportInput, ReportMapLayer } from './report-input.js';
import type { ReportWorkerRuntime } from './report-runtime.js';

/** An expected reason a report cannot be made: it is failed with it, never retried. */
export class ReportFailedError extends Error {
  constructor(readonly failure: ReportFailure) {
    super(`report failed: ${failure.code}`);
    this.name = 'ReportFailedError';
  }
}

export type GatherDependencies = Pick<
  ReportWorkerRuntime,
  'assessments' | 'accessPolicy' | 'storage' | 'layerUrl'
> & { repositories: Pick<Repositories, 'users' | 'shapefiles' | 'analyses'> };

/**
 * The assessment as the report's requester may read it now: their level today, not when they
 * asked (a grant taken away since stops the report).
 */
async function requesterView(report: ReportRecord, deps: GatherDependencies) {
  const user = await deps.repositories.users.findById(report.createdBy);
  if (!user) throw new ReportFailedError({ code: 'ACCESS_LOST' });
  const who = await deps.accessPolicy.subject({
    userId: user.id,
    email: user.email,
    roles: parseRoles(user.role),
  });
  try {
    return await deps.assessments.viewAs(who, report.assessmentId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
      throw new ReportFailedError({ code: 'ACCESS_LOST' });
    throw error;
  }
}

async function mapLayers(
  runs: readonly ToolRunRecord[],
  results: readonly AnalysisResult[],
  deps: GatherDependencies,
): Promise<ReportMapLayer[]> {
  const layers: ReportMapLayer[] = [];
  for (const [index, run] of runs.entries()) {
    const stored = openingMapLayer(run.layers.filter((layer) => layer.kind === 'raster'));
    const layer = results[index]?.results.main.images.find((image) => image.layerId === stored?.id);
    if (!stored || !layer) continue;
    // A file gone from storage costs its map (the renderer notes it), not the whole report.
    const location = await deps.storage.readLocation(stored.fileKey).catch((error: unknown) => {
      if (error instanceof StorageNotFoundError) return null;
      throw error;
    });
    layers.push({
      scriptType: run.scriptType,
      layer,
      legend: layer.legend,
      location,
      palette: paletteOf(stored.legend),
    });
  }
  return layers;
}

/**
 * The succeeded tools of the view with their whole runs (the view holds their states only), in
 * the view's order; a run deleted since the view was read (its analysis deleted) is left out.
 */
async function succeededRuns(tools: readonly ShownTool[], deps: GatherDependencies) {
  const chosen = tools.filter((tool) => tool.run.state === 'SUCCEEDED');
  const runs = await deps.repositories.analyses.toolRunsAt(chosen.map(({ run }) => run));
  const key = (run: { analysisId: string; scriptType: string }) =>
    `${run.analysisId}/${run.scriptType}`;
  const byKey = new Map(runs.map((run) => [key(run), run]));
  return chosen.flatMap(({ analysis, run }) => {
    const whole = byKey.get(key(run));
    return whole ? [{ analysis, run: whole }] : [];
  });
}

/**
 * Everything the renderer draws (report-input.ts), read on the worker as the requester: the
 * summary as `GET /api/assessment/{id}` answers them in the report's language, each succeeded
 * tool's result as `GET /api/analysis-results` answers it (the same reader), the shape and the
 * layers to map. A report made for a viewer below full access never holds the financial terms,
 * even if the requester has been given full access since: its audience was fixed when asked.
 */
export async function gatherReportInput(
  report: ReportRecord,
  deps: GatherDependencies,
): Promise<ReportInput> {
  const view: AssessmentView = await requesterView(report, deps);
  const locale = report.language;
  const { financials, ...summary } = deps.assessments.summaryOf(locale, view);
  const succeeded = await succeededRuns(view.tools, deps);
  if (succeeded.length === 0) throw new ReportFailedError({ code: 'NOTHING_TO_REPORT' });
  const results = succeeded.map(({ analysis, run }) =>
    toAnalysisResult(locale, analysis, run, deps.layerUrl),
  );
  const shape = await deps.repositories.shapefiles.geometry(view.facts.shapefileId);
  if (!shape) throw new Error(`shapefile ${view.facts.shapefileId} has no geometry`);
  return {
    language: report.language,
    unitSystem: report.unitSystem,
    generatedAt: report.createdAt.toISOString(),
    summary: { ...summary, ...(report.includesFinancials && financials ? { financials } : {}) },
    results,
    shape: shape.coordinates,
    mapLayers: await mapLayers(
      succeeded.map(({ run }) => run),
      results,
      deps,
    ),
  };
}
