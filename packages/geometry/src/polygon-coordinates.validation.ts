import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { Refusal } from './types.js';

/**
 * Checks of one Polygon or MultiPolygon's coordinates, for `validateShapeCollection`: nested
 * arrays of the right depth, positions of finite numbers on the map, rings of at least four
 * positions (RFC 7946: three corners and the first one again).
 */

/**
 * The latitude where Web Mercator (the map) ends, atan(sinh(π)) in degrees. Shapes reaching
 * beyond it cannot be drawn or seen on the map, and the analyses' global datasets end there or
 * before; docs/decisions/0008-antimeridian-and-poles.md.
 */
export const MAP_LATITUDE_LIMIT = 85.0511287798;

/**
 * Longitudes up to one turn beyond ±180 are accepted and brought back by `cutAtAntimeridian`: a
 * web map drawing across the antimeridian, or on a copy of the world beside the first, gives
 * them. Farther out they are not longitudes (projected metres, swapped axes).
 */
const LONGITUDE_REACH = 540;

function positionRefusal(position: unknown, feature: number): Refusal | undefined {
  if (!Array.isArray(position) || position.length < 2)
    return { code: 'MALFORMED_COORDINATES', params: { feature } };
  const [longitude, latitude] = position as unknown[];
  if (
    typeof longitude !== 'number' ||
    typeof latitude !== 'number' ||
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude)
  ) {
    return { code: 'COORDINATE_NOT_A_NUMBER', params: { feature } };
  }
  if (Math.abs(longitude) > LONGITUDE_REACH || latitude < -90 || latitude > 90) {
    return { code: 'COORDINATE_OUT_OF_RANGE', params: { feature, longitude, latitude } };
  }
  if (Math.abs(latitude) > MAP_LATITUDE_LIMIT) {
    return { code: 'BEYOND_MAP_LATITUDE', params: { feature, latitude, limit: 85.05 } };
  }
  return undefined;
}

function ringRefusal(ring: unknown, feature: number): Refusal | undefined {
  if (!Array.isArray(ring)) return { code: 'MALFORMED_COORDINATES', params: { feature } };
  for (const position of ring) {
    const refusal = positionRefusal(position, feature);
    if (refusal) return refusal;
  }
  if (ring.length < 4)
    return { code: 'RING_TOO_SHORT', params: { feature, positions: ring.length } };
  return undefined;
}

function polygonRefusal(rings: unknown, feature: number): Refusal | undefined {
  if (!Array.isArray(rings) || rings.length === 0)
    return { code: 'MALFORMED_COORDINATES', params: { feature } };
  for (const ring of rings) {
    const refusal = ringRefusal(ring, feature);
    if (refusal) return refusal;
  }
  return undefined;
}

/** Why the coordinates of feature number `feature` are not polygons, or undefined if they are. */
export function polygonCoordinatesRefusal(
  geometry: Polygon | MultiPolygon,
  feature: number,
): Refusal | undefined {
  const coordinates: unknown = geometry.coordinates;
  if (geometry.type === 'Polygon') return polygonRefusal(coordinates, feature);
  if (!Array.isArray(coordinates) || coordinates.length === 0)
    return { code: 'MALFORMED_COORDINATES', params: { feature } };
  for (const polygon of coordinates) {
    const refusal = polygonRefusal(polygon, feature);
    if (refusal) return refusal;
  }
  return undefined;
}

const copyPosition = ([longitude = 0, latitude = 0]: Position): Position => [longitude, latitude];

/** A copy of checked coordinates with every position reduced to [longitude, latitude]. */
export function positionsOf(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === 'Polygon') {
    return {
      type: 'Polygon',
      coordinates: geometry.coordinates.map((ring) => ring.map(copyPosition)),
    };
  }
  return {
    type: 'MultiPolygon',
    coordinates: geometry.coordinates.map((rings) => rings.map((ring) => ring.map(copyPosition))),
  };
}
