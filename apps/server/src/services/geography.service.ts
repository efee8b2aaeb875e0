import { GeographyError, type ShapeGeographySource } from '@ecotone/analysis';
import type { GeographyAnswer } from '@ecotone/contracts';
import type { ShapeCollection } from '@ecotone/geometry';
import type { ComputePool } from '../compute/compute-pool.js';
import { movableBytes } from '../compute/moved.js';
import { runShapeTask } from '../compute/shape-pool.js';
import { AppError, appErrorOf } from '../errors.js';

/**
 * The offline source on a pool thread (its `locateShape` task simplifies the shape first):
 * clipping a big shape against the admin polygons never runs on the thread that answers HTTP.
 */
export function pooledShapeGeography(pool: ComputePool): ShapeGeographySource {
  return {
    async describe(shape) {
      const answer = await runShapeTask(pool, 'locateShape', { shape: shape as ShapeCollection });
      if (!answer.ok) throw new GeographyError(answer.code, { cause: new Error(answer.message) });
      return answer.geography;
    },
  };
}

/**
 * POST /api/shape-file/geography (docs/geography.md): where a shape lies, for the wizard's key
 * details. The body (up to 20 MB) is read and its shape checked and reduced for locating on a
 * shape-pool thread (`readGeographyBody`), so every source, offline or not, gets polygons with
 * numeric coordinates and the thread that answers HTTP never parses or copies the large shape;
 * whatever a source throws besides a GeographyError is a failed lookup (502).
 */
export function createGeographyService(source: ShapeGeographySource, compute: ComputePool) {
  return {
    async describeBody(bytes: Uint8Array): Promise<GeographyAnswer> {
      const moved = movableBytes(bytes);
      const read = await runShapeTask(
        compute,
        'readGeographyBody',
        { body: moved },
        { transferList: [moved.buffer as ArrayBuffer] },
      );
      if (!read.ok) throw appErrorOf(read.error);
      try {
        const geography = await source.describe(read.shape);
        return {
          countryCode: geography.countryCode,
          country: geography.country,
          region: geography.region,
          district: geography.district,
          place: geography.place,
          placeDistanceKm: geography.placeDistanceKm,
          countries: geography.countries.map(({ code, name, overlapHa }) => ({
            code,
            name,
            overlapHa,
          })),
          approximate: geography.approximate,
          sources: geography.lineage.map(({ name, version, license }) => ({
            name,
            version,
            license,
          })),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = error instanceof GeographyError ? error.code : 'GEOGRAPHY_LOOKUP_FAILED';
        throw new AppError(code, {}, { cause: error });
      }
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
