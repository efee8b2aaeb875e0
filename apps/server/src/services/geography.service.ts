import { GeographyError, type ShapeGeographySource } from '@ecotone/analysis';
import type { GeographyAnswer } from '@ecotone/contracts';
import { type Refusal, type ShapeCollection, validateShapeCollection } from '@ecotone/geometry';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';

/**
 * Refusals that mean "there is no polygon here" (a point, a line, an empty collection): the
 * spec's 'Non-polygon feature found.'. Every other refusal (not GeoJSON, coordinates that are not
 * numbers or off the map) is INVALID_SHAPE with the geometry catalogue's reason.
 */
const NO_POLYGON_REFUSALS = new Set([
  'EMPTY',
  'NULL_GEOMETRY',
  'GEOMETRY_COLLECTION',
  'UNKNOWN_GEOMETRY_TYPE',
  'NON_POLYGON_FEATURES',
]);

function refusalError(reason: Refusal): AppError {
  if (NO_POLYGON_REFUSALS.has(reason.code)) return new AppError('NON_POLYGON_FEATURE');
  return new AppError('INVALID_SHAPE', {}, { reason: { namespace: 'geometry', ...reason } });
}

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
 * details. The shape is checked here so every source, offline or not, gets polygons with numeric
 * coordinates; whatever a source throws besides a GeographyError is a failed lookup (502).
 */
export function createGeographyService(source: ShapeGeographySource) {
  return {
    async describe(input: unknown): Promise<GeographyAnswer> {
      const checked = validateShapeCollection(input);
      if (!checked.valid) throw refusalError(checked.reason);
      try {
        const geography = await source.describe(checked.value);
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
