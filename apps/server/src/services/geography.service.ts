import type { GeographyAnswer } from '@ecotone/contracts';
import {
  contiguousFrame,
  type Refusal,
  repairShapes,
  type ShapeCollection,
  simplifyShapes,
  validateShapeCollection,
} from '@ecotone/geometry';
import type { ComputePool } from '../compute/compute-pool.js';
import { runShapeTask } from '../compute/shape-pool.js';
import { AppError } from '../errors.js';
import {
  createShapeGeography,
  GeographyError,
  type ShapeGeographySource,
} from '../geography/shape-geography.js';

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

/** Above this many vertices a shape is simplified before it is located. */
export const GEOGRAPHY_VERTEX_BUDGET = 2000;

function vertexCount(shape: ShapeCollection): number {
  let count = 0;
  for (const feature of shape.features) {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const rings of polygons) for (const ring of rings) count += ring.length;
  }
  return count;
}

/**
 * Naming where a shape lies needs its overlap with countries and regions, not every vertex: a
 * 60,000-vertex drawn boundary took seconds to clip against the admin polygons, simplified to
 * about 1,000 it takes tens of milliseconds. The tolerance is 1/2000 of the shape's extent (50 m
 * for a 100 km ranch), far below what could move a border's overlap share.
 */
export function forLocating(shape: ShapeCollection): ShapeCollection {
  if (vertexCount(shape) <= GEOGRAPHY_VERTEX_BUDGET) return shape;
  // The frame's box: a shape across the antimeridian is as wide as it is, not 360 degrees.
  const [west, south, east, north] = contiguousFrame({
    type: 'MultiPolygon',
    coordinates: shape.features.flatMap((feature) =>
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates,
    ),
  }).bbox;
  const metresPerDegree = 111_320;
  const width = (east - west) * metresPerDegree * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const height = (north - south) * metresPerDegree;
  const tolerance = Math.max(1, Math.hypot(width, height) / GEOGRAPHY_VERTEX_BUDGET);
  return simplifyShapes(repairShapes(shape), tolerance);
}

let processSource: ShapeGeographySource | undefined;

/**
 * The offline source, one per thread of the shape pool (geography-task.ts): its indexes take
 * ~100 MB and load on the thread's first lookup, not at start-up.
 */
export function sharedShapeGeography(): ShapeGeographySource {
  processSource ??= createShapeGeography();
  return processSource;
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
