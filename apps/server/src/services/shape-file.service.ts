import type { Locale } from '@ecotone/i18n';
import type { Viewer } from '../auth/viewer.js';
import { ComputeBudgetError, type ComputePool } from '../compute/compute-pool.js';
import { IMPORT_TIMEOUT_MS, runShapeTask } from '../compute/shape-pool.js';
import { AppError, appErrorOf } from '../errors.js';
import type { ShapeRepository } from '../repositories/shape.repository.js';
import type { ReceivedFile } from './received-file.js';

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

/**
 * Imports received files on a compute thread, which also encodes the answer (importAnswerSchema's
 * JSON); INVALID_FILE with the importer's reason, IMPORT_OVER_BUDGET past the budget. Used for
 * signed-in uploads and for the shape a visitor attaches to a get-started request.
 */
export async function importShapeFiles(
  compute: ComputePool,
  files: ReceivedFile[],
  options: { locale: Locale; signal?: AbortSignal; timeoutMs?: number },
): Promise<Uint8Array> {
  const input = {
    files: files.map(({ name, path, bytes }) => ({ name, path, bytes })),
    locale: options.locale,
  };
  const result = await compute
    .run('importShapeFiles', input, {
      timeoutMs: options.timeoutMs ?? IMPORT_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    .catch((error: unknown) => {
      throw error instanceof ComputeBudgetError ? overBudget(error) : error;
    });
  if (!result.valid) {
    throw new AppError('INVALID_FILE', {}, { reason: { namespace: 'files', ...result.reason } });
  }
  return result.body;
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
    importFiles(
      _viewer: Viewer,
      files: ReceivedFile[],
      options: { locale: Locale; signal?: AbortSignal },
    ): Promise<Uint8Array> {
      return importShapeFiles(deps.compute, files, {
        ...options,
        timeoutMs: deps.importTimeoutMs ?? IMPORT_TIMEOUT_MS,
      });
    },
    /**
     * POST /api/shape-file/clean-up-geojson: keeps the original when dissolving fails. The body
     * is read, the shape cleaned up and the answer encoded on a pool thread with the shape budget
     * (SHAPE_TOO_COMPLEX past it); resolves to the answer's JSON body.
     */
    async cleanUpBody(
      _viewer: Viewer,
      body: Uint8Array,
      options: { signal?: AbortSignal } = {},
    ): Promise<Uint8Array> {
      const cleaned = await runShapeTask(
        deps.compute,
        'cleanUpBody',
        { body },
        { transferList: [body.buffer as ArrayBuffer], ...options },
      );
      if (!cleaned.ok) throw appErrorOf(cleaned.error);
      return cleaned.answer;
    },
    /**
     * POST /api/shape-file/store-shape-hash-from-geojson: the repaired shape, stored by its hash.
     * The body is read and the shape prepared on a pool thread.
     */
    async storeShapeBody(viewer: Viewer, body: Uint8Array): Promise<string> {
      const prepared = await runShapeTask(
        deps.compute,
        'storeShapeBody',
        { body },
        { transferList: [body.buffer as ArrayBuffer] },
      );
      if (!prepared.ok) throw appErrorOf(prepared.error);
      await deps.shapes.save(prepared.hash, prepared.shapeText, viewer.userId);
      return prepared.hash;
    },
  };
}

export type ShapeFileService = ReturnType<typeof createShapeFileService>;
