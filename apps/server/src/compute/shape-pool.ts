import { AppError } from '../errors.js';
import {
  type ComputeBudget,
  ComputeBudgetError,
  type ComputePool,
  createComputePool,
} from './compute-pool.js';
import type { ComputeInput, ComputeOutput } from './compute-tasks.js';

/**
 * What one request's shape work (clean-up, locating) may take: a drawn or uploaded shape that
 * needs more is refused as too complex (422), never left to stall the API.
 */
export const SHAPE_TASK_BUDGET: ComputeBudget = { timeoutMs: 30_000, memoryMb: 1024 };

type ShapeTask = 'cleanUpShapes' | 'locateShape';

let processPool: ComputePool | undefined;

/**
 * One pool per process for the API's shape work, whatever the number of service sets (tests
 * build many); its threads start on first use and stop when idle.
 */
export function sharedShapePool(): ComputePool {
  processPool ??= createComputePool(SHAPE_TASK_BUDGET);
  return processPool;
}

/** Runs a shape task on `pool`; past its budget, SHAPE_TOO_COMPLEX says which limit. */
export async function runShapeTask<Name extends ShapeTask>(
  pool: ComputePool,
  name: Name,
  input: ComputeInput<Name>,
): Promise<ComputeOutput<Name>> {
  try {
    return await pool.run(name, input);
  } catch (error) {
    if (!(error instanceof ComputeBudgetError)) throw error;
    const limit = error.budget === 'time' ? `${error.limit / 1000} s` : `${error.limit} MB`;
    throw new AppError('SHAPE_TOO_COMPLEX', { limit }, { cause: error });
  }
}
