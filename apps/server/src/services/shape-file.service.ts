import { createHash } from 'node:crypto';
import {
  importShapeFiles,
  roundCoordinates,
  SHAPE_DECIMALS,
  type ShapeCollection,
  validateShapeCollection,
} from '@ecotone/geometry';
import type { Viewer } from '../auth/viewer.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask, sharedShapePool } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';
import type { ShapeRepository } from '../repositories/shape.repository.js';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A shape from a request, or INVALID_SHAPE saying why not. */
function validShape(input: unknown): ShapeCollection {
  const result = validateShapeCollection(input);
  if (!result.valid) {
    throw new AppError(
      'INVALID_SHAPE',
      {},
      { reason: { namespace: 'geometry', ...result.reason } },
    );
  }
  return result.value;
}

/** Hash of the shape as stored: coordinates rounded to 6 decimals, properties ignored. */
export function shapeHashOf(collection: ShapeCollection): string {
  const geometries = roundCoordinates(collection, SHAPE_DECIMALS).features.map(
    (feature) => feature.geometry,
  );
  return createHash('sha256').update(JSON.stringify(geometries)).digest('hex');
}

export function createShapeFileService(deps: { shapes: ShapeRepository; compute?: ComputePool }) {
  const compute = deps.compute ?? sharedShapePool();
  return {
    /** POST /api/shape-file/generate-geojson-from-files */
    async importFiles(_viewer: Viewer, files: UploadedFile[]) {
      if (files.length === 0) {
        throw new AppError(
          'INVALID_FILE',
          {},
          { reason: { namespace: 'files', code: 'NO_FILES' } },
        );
      }
      const result = await importShapeFiles(files);
      if (!result.valid) {
        throw new AppError(
          'INVALID_FILE',
          {},
          { reason: { namespace: 'files', ...result.reason } },
        );
      }
      return result.value;
    },
    /**
     * POST /api/shape-file/clean-up-geojson: keeps the original when dissolving fails. Runs on a
     * pool thread with the shape budget (SHAPE_TOO_COMPLEX past it).
     */
    cleanUp(
      _viewer: Viewer,
      input: unknown,
      options: { simplifyTolerance: number; areaTolerance: number },
    ) {
      return runShapeTask(compute, 'cleanUpShapes', { shape: validShape(input), options });
    },
    /** POST /api/shape-file/store-shape-hash-from-geojson */
    async storeShapeHash(viewer: Viewer, input: unknown): Promise<string> {
      const collection = validShape(input);
      const hash = shapeHashOf(collection);
      await deps.shapes.save(hash, roundCoordinates(collection, SHAPE_DECIMALS), viewer.userId);
      return hash;
    },
  };
}

export type ShapeFileService = ReturnType<typeof createShapeFileService>;
