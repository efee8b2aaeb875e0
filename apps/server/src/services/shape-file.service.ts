import type { Locale } from '@ecotone/i18n';
import type { Viewer } from '../auth/viewer.js';
import { ComputeBudgetError, type ComputePool } from '../compute/compute-pool.js';
import { IMPORT_TIMEOUT_MS, runShapeTask } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';
import type { ReceivedFile } from '../http/upload-files.js';
import type { ShapeRepository } from '../repositories/shape.repository.js';
import { preparedShape } from './prepared-shape.js';
import { validShape } from './valid-shape.js';

/** An import stopped for its compute budget, as a 422 saying which budget. */
function overBudget(error: ComputeBudgetError): AppError {
  const reason: { code: string; params: Record<string, number> } =
    error.budget === 'time'
      ? { code: 'SLOW_IMPORT', params: { seconds: Math.ceil(error.limit / 1000) } }
      : { code: 'HEAVY_IMPORT', params: { megabytes: error.limit } };
  return new AppError(
    'IMPORT_OVER_BUDGET',
    {},
    { cause: error, reason: { namespace: 'files', ...reason } },
  );
}

export function createShapeFileService(deps: {
  shapes: ShapeRepository;
  compute: ComputePool;
  /** Time one import may take on the pool (its heap is the pool's); tests shorten it. */
  importTimeoutMs?: number;
}) {
  return {
    /**
     * POST /api/shape-file/generate-geojson-from-files: imports the received files on a compute
     * thread, which also encodes the answer; resolves to the answer's JSON body.
     */
    async importFiles(
      _viewer: Viewer,
      files: ReceivedFile[],
      options: { locale: Locale; signal?: AbortSignal },
    ): Promise<Uint8Array> {
      const input = {
        files: files.map(({ name, path, bytes }) => ({ name, path, bytes })),
        locale: options.locale,
      };
      const result = await deps.compute
        .run('importShapeFiles', input, {
          timeoutMs: deps.importTimeoutMs ?? IMPORT_TIMEOUT_MS,
          ...(options.signal ? { signal: options.signal } : {}),
        })
        .catch((error: unknown) => {
          throw error instanceof ComputeBudgetError ? overBudget(error) : error;
        });
      if (!result.valid) {
        throw new AppError(
          'INVALID_FILE',
          {},
          { reason: { namespace: 'files', ...result.reason } },
        );
      }
      return result.body;
    },
    /**
     * POST /api/shape-file/clean-up-geojson: keeps the original when dissolving fails. Runs on a
     * pool thread with the shape budget (SHAPE_TOO_COMPLEX past it); `signal` stops it there.
     */
    cleanUp(
      _viewer: Viewer,
      input: unknown,
      options: { simplifyTolerance: number; areaTolerance: number },
      signal?: AbortSignal,
    ) {
      const shape = validShape(input);
      return runShapeTask(deps.compute, 'cleanUpShapes', { shape, options }, signal);
    },
    /** POST /api/shape-file/store-shape-hash-from-geojson: the repaired shape, by its hash. */
    async storeShapeHash(viewer: Viewer, input: unknown): Promise<string> {
      const { shape, hash } = await preparedShape(deps.compute, input, 'store');
      if (hash === null) throw new Error('prepareShape for storage answered no hash');
      await deps.shapes.save(hash, shape, viewer.userId);
      return hash;
    },
  };
}

export type ShapeFileService = ReturnType<typeof createShapeFileService>;
