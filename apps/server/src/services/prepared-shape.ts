import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import type { PrepareShapeInput } from './prepare-shape.task.js';
import { invalidShape } from './valid-shape.js';

/**
 * A request's shape prepared on a shape-pool thread (prepare-shape.task.ts): 400 INVALID_SHAPE
 * with the reason when it is refused, 422 SHAPE_TOO_COMPLEX past the pool's budget.
 */
export async function preparedShape(
  pool: ComputePool,
  geojson: unknown,
  purpose: PrepareShapeInput['purpose'],
) {
  const prepared = await runShapeTask(pool, 'prepareShape', { geojson, purpose });
  if (!prepared.ok) throw invalidShape(prepared.reason);
  return prepared;
}
