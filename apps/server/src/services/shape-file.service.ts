import type { Refusal } from '@ecotone/geometry';
import type { Locale } from '@ecotone/i18n';
import type { Viewer } from '../auth/viewer.js';
import { ComputeBudgetError, type ComputePool } from '../compute/compute-pool.js';
import type { ComputeInput, ComputeOutput } from '../compute/compute-tasks.js';
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

/** The file-reading tasks: they get the import's time budget, not a shape task's. */
type ImportTask = 'importShapeFiles' | 'readAttachedShape';

/**
 * Runs a task that reads received files on `compute` with the import's time budget;
 * IMPORT_OVER_BUDGET (422, saying which budget) past it.
 */
export function runImportTask<Name extends ImportTask>(
  compute: ComputePool,
  name: Name,
  input: ComputeInput<Name>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ComputeOutput<Name>> {
  return compute
    .run(name, input, {
      timeoutMs: options.timeoutMs ?? IMPORT_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    .catch((error: unknown) => {
      throw error instanceof ComputeBudgetError ? overBudget(error) : error;
    });
}

/** INVALID_FILE (400) with the importer's reason. */
export const invalidFile = (reason: Refusal) =>
  new AppError('INVALID_FILE', {}, { reason: { namespace: 'files', ...reason } });

/**
 * Imports received files on a compute thread, which also encodes the answer (importAnswerSchema's
 * JSON); INVALID_FILE with the importer's reason, IMPORT_OVER_BUDGET past the budget.
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
  const result = await runImportTask(compute, 'importShapeFiles', input, options);
  if (!result.valid) throw invalidFile(result.reason);
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
