import {
  type AnalysisTool,
  DataSourceError,
  DataUnavailableError,
  isTerminal,
  type Lineage,
  layerMapHints,
  type ScriptType,
  StudyAreaError,
  uniqueLineage,
} from '@ecotone/analysis';
import { RestrictedDatasetError } from '@ecotone/analysis/node';
import type { MultiPolygon } from 'geojson';
import { ComputeBudgetError } from '../compute/compute-pool.js';
import type { JobContext, JobOutcome } from '../jobs/job-definition.js';
import type {
  AnalysisRecordRow,
  RunFailure,
  StoredLayer,
} from '../repositories/analysis.repository.js';
import type { Repositories } from '../repositories/index.js';
import type { AnalysisWorkerRuntime } from './analysis-runtime.js';
import type { EncodedLayer, EncodedToolResult } from './encoded-result.js';
import { RasterBudgetError } from './raster-budget.js';
import { normaliseValues } from './result-values.js';
import { RestrictedDataError, ToolThreadError } from './tool-runner.js';

/** Storage key of a layer file (specs/3 section 7 naming). */
export function layerFileKey(analysisId: string, layer: Pick<StoredLayer, 'id' | 'kind'>): string {
  const suffix = layer.kind === 'raster' ? 'image.tif' : 'shape.geojson';
  return `analysis/${analysisId}/${analysisId}_${layer.id}_${suffix}`;
}

const LAYER_ID = /^[A-Za-z0-9-]+$/;

/** The job the queue hands over, and the repositories the tool run is recorded in. */
export type ToolJobContext = JobContext & { repositories: Repositories };

/** Why the tool stopped when its signal was aborted. */
type StopReason = 'cancelled' | 'lost' | 'stop' | 'halt';

/**
 * Which failure a thrown error is, and whether pg-boss should try again. Past a budget, or with
 * its thread dead, a tool would fail the same way again: those are permanent.
 */
export function classifyToolError(error: unknown): { failure: RunFailure; transient: boolean } {
  if (error instanceof ComputeBudgetError) {
    const failure: RunFailure =
      error.budget === 'time'
        ? { code: 'TOOL_TIME_BUDGET', params: { seconds: Math.round(error.limit / 1000) } }
        : { code: 'TOOL_MEMORY_BUDGET', params: { megabytes: error.limit } };
    return { failure, transient: false };
  }
  if (error instanceof RasterBudgetError) {
    const megapixels = Math.floor(error.limit / 1_000_000);
    return { failure: { code: 'TOOL_RASTER_BUDGET', params: { megapixels } }, transient: false };
  }
  if (error instanceof ToolThreadError)
    return { failure: { code: 'TOOL_CRASHED' }, transient: false };
  // The shape itself cannot be analysed (decision 0008): its own translated reason, never retried.
  if (error instanceof StudyAreaError) return { failure: error.failure, transient: false };
  // Before DataUnavailableError, which both extend: the dataset and its licence, said plainly.
  if (error instanceof RestrictedDataError)
    return { failure: { code: 'DATA_RESTRICTED', params: error.restricted }, transient: false };
  if (error instanceof RestrictedDatasetError) {
    const restricted = {
      dataset: `${error.datasetName} (${error.datasetId})`,
      license: error.license,
    };
    return { failure: { code: 'DATA_RESTRICTED', params: restricted }, transient: false };
  }
  if (error instanceof DataUnavailableError) {
    const year = error.year === undefined ? '' : ` ${error.year}`;
    return {
      failure: { code: 'DATA_UNAVAILABLE', params: { role: error.role, year } },
      transient: false,
    };
  }
  if (error instanceof DataSourceError) {
    return {
      failure: { code: 'DATA_SOURCE', params: { detail: error.message } },
      transient: error.transient,
    };
  }
  return { failure: { code: 'INTERNAL' }, transient: false };
}

/**
 * Works one tool run (the job handler of `analysis.tool`): claims it, has the runtime's runner
 * compute the tool (on a pool thread in production: this thread only keeps the lease) with a
 * lease renewed every second (which also notices cancel), writes its layers to storage, then stores
 * values and lineage in one transaction. Safe to run again after a crash at any point: files are
 * replaced, rows updated in place. docs/analysis-runs.md has the states and the retry rules.
 */
export async function runToolJob(
  payload: { analysisId: string; scriptType: ScriptType },
  dependencies: ToolJobContext,
  runtime: AnalysisWorkerRuntime,
): Promise<JobOutcome> {
  const { repositories, workerId, job, shutdown } = dependencies;
  const analyses = repositories.analyses;
  const claimed = await analyses.claimToolRun(job.id, workerId, runtime.leaseSeconds);
  if (!claimed) {
    const run = await analyses.toolRunByJob(job.id);
    if (!run || isTerminal(run.state)) {
      return { status: 'skipped', reason: run ? `tool run is ${run.state}` : 'no such tool run' };
    }
    // Another worker's lease is still fresh (it may be alive, or just died): try again after the
    // retry delay, by which time a dead holder's lease has run out.
    throw new Error(`tool run held by ${run.workerId ?? 'another worker'}; retrying later`);
  }
  const fail = async (failure: RunFailure): Promise<JobOutcome> => {
    await analyses.moveToolRun(job.id, 'FAILED', { workerId, error: failure });
    return { status: 'failed', reason: failure.code };
  };
  const tool = runtime.tools[payload.scriptType];
  if (!tool)
    return fail({ code: 'TOOL_NOT_AVAILABLE', params: { scriptType: payload.scriptType } });
  const analysis = await analyses.findAnalysis(payload.analysisId);
  const area = analysis && (await studyShapeOf(repositories, analysis));
  if (!analysis || !area) return fail({ code: 'SHAPEFILE_MISSING' });
  if (!area.shape) return fail({ code: 'NO_PROJECT_AREA' });
  const { shape } = area;

  const lease = holdLease(repositories, job.id, workerId, runtime, shutdown);
  try {
    const result = await runtime.runner.run({
      scriptType: payload.scriptType,
      shape,
      inputs: analysis.inputs[payload.scriptType] ?? {},
      signal: lease.signal,
      progress: lease.progress,
      now: runtime.now(),
    });
    lease.signal.throwIfAborted();
    return await exportResult(
      payload.analysisId,
      tool,
      { ...result, lineage: [...result.lineage, ...area.lineage] },
      dependencies,
      runtime,
      lease.signal,
    );
  } catch (error) {
    if (lease.signal.aborted) return stopped(lease.stopReason(), dependencies);
    const { failure, transient } = classifyToolError(error);
    if (failure.code === 'INTERNAL' || failure.code === 'TOOL_CRASHED')
      console.error(`[analysis] ${payload.scriptType} failed`, error);
    if (transient && job.retryCount < job.retryLimit) {
      await analyses.moveToolRun(job.id, 'QUEUED', {
        workerId,
        error: { code: 'DATA_SOURCE_RETRYING', params: { attempt: claimed.attempts } },
      });
      throw error;
    }
    return fail(failure);
  } finally {
    lease.release();
  }
}

/**
 * What a tool runs on: the shape, or under a mask set the project area (the shape minus the
 * merged exclusion mask, docs/masks-server.md), which its lineage then says. undefined: the
 * shapefile or set is gone; a null shape: the masks left nothing to analyse.
 */
async function studyShapeOf(
  repositories: Pick<Repositories, 'shapefiles' | 'masks'>,
  analysis: Pick<AnalysisRecordRow, 'shapefileId' | 'maskId'>,
): Promise<{ shape: MultiPolygon | null; lineage: Lineage[] } | undefined> {
  if (!analysis.maskId) {
    const shape = await repositories.shapefiles.geometry(analysis.shapefileId);
    return shape && { shape, lineage: [] };
  }
  const area = await repositories.masks.projectArea(analysis.maskId);
  if (!area) return undefined;
  const hectares = (value: number) => value.toFixed(2);
  const entry: Lineage = {
    role: 'studyArea',
    datasetId: 'exclusion-masks',
    name: 'Project area: the shape minus its exclusion masks',
    version: analysis.maskId,
    license: 'Derived from the datasets listed for the masks (docs/masks.md)',
    citation:
      `Analysed on the net area of mask set ${analysis.maskId}: gross ${hectares(area.grossHa)} ha ` +
      `minus merged exclusion mask ${hectares(area.mergedHa)} ha = net ${hectares(area.netHa)} ha.`,
    synthetic: area.synthetic,
  };
  return { shape: area.geometry, lineage: [entry] };
}

/** The tool stopped because its signal was aborted: say why, in the way each cause needs. */
async function stopped(reason: StopReason, dependencies: ToolJobContext): Promise<JobOutcome> {
  const { repositories, job, workerId } = dependencies;
  // As if killed: write nothing and never settle, so pg-boss hears nothing from this worker.
  if (reason === 'halt') return new Promise<never>(() => {});
  if (reason === 'stop') {
    // A graceful stop hands the run back at once; pg-boss retries the job on another worker.
    await repositories.analyses.moveToolRun(job.id, 'QUEUED', { workerId, error: null });
    throw new Error('worker stopping: tool run handed back');
  }
  return { status: 'skipped', reason: reason === 'cancelled' ? 'cancelled' : 'taken over' };
}

/** EXPORT_PENDING -> EXPORT_RUNNING (layer files) -> SUCCEEDED (values, layers, lineage). */
async function exportResult(
  analysisId: string,
  tool: AnalysisTool,
  result: EncodedToolResult,
  { repositories, job, workerId }: ToolJobContext,
  runtime: AnalysisWorkerRuntime,
  signal: AbortSignal,
): Promise<JobOutcome> {
  const analyses = repositories.analyses;
  const moved =
    (await analyses.moveToolRun(job.id, 'EXPORT_PENDING', { workerId })) &&
    (await analyses.moveToolRun(job.id, 'EXPORT_RUNNING', { workerId }));
  if (!moved) signal.throwIfAborted();
  if (!moved) return { status: 'skipped', reason: 'tool run no longer held' };
  const layers: StoredLayer[] = [];
  for (const layer of result.layers) {
    signal.throwIfAborted();
    layers.push(await storeLayer(analysisId, layer, runtime));
  }
  const lineage = uniqueLineage(result.lineage);
  const stored = await analyses.storeResult(job.id, workerId, {
    values: normaliseValues(result.values),
    layers,
    lineage,
    methods: result.methods,
    warnings: result.warnings,
    synthetic: result.synthetic || lineage.some((entry) => entry.synthetic),
  });
  if (!stored) {
    // Cancelled while exporting: the files of a run that never succeeded are not kept.
    await Promise.all(layers.map((layer) => runtime.storage.delete(layer.fileKey)));
    signal.throwIfAborted();
    return { status: 'skipped', reason: 'tool run no longer held' };
  }
  return { status: 'success', output: { scriptType: tool.scriptType, version: tool.version } };
}

async function storeLayer(
  analysisId: string,
  layer: EncodedLayer,
  runtime: AnalysisWorkerRuntime,
): Promise<StoredLayer> {
  if (!LAYER_ID.test(layer.id))
    throw new Error(`Layer id ${JSON.stringify(layer.id)} is not usable`);
  const fileKey = layerFileKey(analysisId, layer);
  await runtime.storage.put(fileKey, layer.bytes);
  return {
    id: layer.id,
    kind: layer.kind,
    fileKey,
    label: layer.label,
    legend: layer.legend,
    ...layerMapHints(layer),
  };
}

/**
 * The worker's hold on a running tool run: every heartbeat renews the lease, stores the latest
 * progress (so progress costs at most one write a second) and reads the run's state; a cancelled
 * or taken-over run, or a stopping worker, aborts the tool's signal.
 */
function holdLease(
  repositories: Repositories,
  jobId: string,
  workerId: string,
  runtime: AnalysisWorkerRuntime,
  shutdown: AbortSignal,
) {
  const controller = new AbortController();
  let reason: StopReason = 'cancelled';
  let latest = 0;
  const abort = (why: StopReason) => {
    if (controller.signal.aborted) return;
    reason = why;
    controller.abort(new Error(`tool run stopped: ${why}`));
  };
  const onShutdown = () => abort(shutdown.reason === 'halt' ? 'halt' : 'stop');
  if (shutdown.aborted) onShutdown();
  shutdown.addEventListener('abort', onShutdown);
  let beating = false;
  const timer = setInterval(async () => {
    if (beating || controller.signal.aborted) return;
    beating = true;
    try {
      const seen = await repositories.analyses.heartbeat(jobId, workerId, latest);
      if (seen?.state === 'CANCELLED') abort('cancelled');
      else if (!seen?.held) abort('lost');
    } catch (error) {
      console.error('[analysis] heartbeat failed', error);
    } finally {
      beating = false;
    }
  }, runtime.heartbeatMilliseconds);
  return {
    signal: controller.signal,
    progress: (fraction: number) => {
      if (Number.isFinite(fraction)) latest = Math.min(1, Math.max(latest, fraction));
    },
    stopReason: () => reason,
    release: () => {
      clearInterval(timer);
      shutdown.removeEventListener('abort', onShutdown);
    },
  };
}
