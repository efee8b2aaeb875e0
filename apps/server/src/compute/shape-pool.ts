import type { Transferable } from 'node:worker_threads';
import { AppError } from '../errors.js';
import { type ComputeBudget, ComputeBudgetError, type ComputePool } from './compute-pool.js';
import type { ComputeInput, ComputeOutput } from './compute-tasks.js';

/**
 * The API's one pool for shape work (Runtime.shapeCompute, bootstrap.ts): what one request's
 * clean-up or locating may take; a shape that needs more is refused as too complex (422), never
 * left to stall the API. File imports share the pool with a longer time (IMPORT_TIMEOUT_MS;
 * past either, 422 IMPORT_OVER_BUDGET); the 1.5 GB heap leaves room for the largest accepted
 * upload (600 MB of files) read and parsed (docs/uploads.md).
 */
export const SHAPE_TASK_BUDGET: ComputeBudget = { timeoutMs: 30_000, memoryMb: 1536 };
export const IMPORT_TIMEOUT_MS = 60_000;
/**
 * Computing masks reads rasters and vectorises them: a layer, a preview's merge or a submission's
 * whole set may take this long (docs/masks-server.md); past it, 422 SHAPE_TOO_COMPLEX.
 */
export const MASK_TIMEOUT_MS = 180_000;

type ShapeTask =
  | 'cleanUpBody'
  | 'describeRaster'
  | 'exportShape'
  | 'locateShape'
  | 'maskLayer'
  | 'maskPreviewMerge'
  | 'maskSet'
  | 'nonGrasslandCoverage'
  | 'prepareShape'
  | 'readGeographyBody'
  | 'readMaskBody'
  | 'readWorkflowBody'
  | 'readWorkflowDocument'
  | 'renderMapTile'
  | 'renderMaskTile'
  | 'sampleMapLayer'
  | 'speciesList'
  | 'storeShapeBody';

/** Runs a shape task on `pool`; past its budget, SHAPE_TOO_COMPLEX says which limit. */
export async function runShapeTask<Name extends ShapeTask>(
  pool: Pick<ComputePool, 'run'>,
  name: Name,
  input: ComputeInput<Name>,
  options?: { transferList?: Transferable[]; signal?: AbortSignal; timeoutMs?: number },
): Promise<ComputeOutput<Name>> {
  try {
    return await pool.run(name, input, options);
  } catch (error) {
    if (!(error instanceof ComputeBudgetError)) throw error;
    const limit = error.budget === 'time' ? `${error.limit / 1000} s` : `${error.limit} MB`;
    throw new AppError('SHAPE_TOO_COMPLEX', { limit }, { cause: error });
  }
}
