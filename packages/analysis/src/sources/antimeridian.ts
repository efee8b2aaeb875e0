import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { DataSourceError, type LonLatBBox, type VectorLayer } from './data-source.js';

/**
 * Requests across the antimeridian. The engine hands tools a study area in one contiguous frame
 * (`contiguousFrame` of @ecotone/geometry): the Fiji square is [179.5, 180.5], and a request's
 * bbox may run east of 180 (RFC 7946 section 5.2, written with east as west plus the width).
 * docs/analysis.md, "Across the antimeridian".
 */

/** Whether a request's box runs east of 180 (it never starts west of -180). */
export const crossesAntimeridian = (bbox: LonLatBBox): boolean => bbox[2] > 180;

/** `longitude` brought into [-180, 180): a pixel at 180.3 is the pixel at -179.7. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude < 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/** Checks a request box: finite, ordered, within the latitudes and at most one turn wide. */
export function checkRequestBBox(bbox: LonLatBBox): void {
  const [west, south, east, north] = bbox;
  const valid =
    bbox.every(Number.isFinite) &&
    west < east &&
    south < north &&
    west >= -180 &&
    east <= 540 &&
    east - west <= 360 &&
    south >= -90 &&
    north <= 90;
  if (!valid)
    throw new DataSourceError(`Invalid bounding box [${bbox.join(', ')}]`, { transient: false });
}

/**
 * For sources that read files laid out from -180 to 180 and cannot stitch a window across the
 * antimeridian (COG and STAC rasters): a clear, permanent failure instead of a read of the whole
 * world or of the wrong side.
 */
export function refuseAcrossAntimeridian(bbox: LonLatBBox, what: string): void {
  if (!crossesAntimeridian(bbox)) return;
  throw new DataSourceError(
    `${what} cannot be read across the antimeridian (180°) yet; the study area spans [${bbox.join(', ')}]`,
    { transient: false },
  );
}

const shifted = <G extends Polygon | MultiPolygon>(geometry: G, degrees: number): G => {
  const move = (ring: Position[]) => ring.map(([x = 0, y = 0]): Position => [x + degrees, y]);
  return (
    geometry.type === 'Polygon'
      ? { ...geometry, coordinates: geometry.coordinates.map(move) }
      : { ...geometry, coordinates: geometry.coordinates.map((rings) => rings.map(move)) }
  ) as G;
};

/**
 * A vector query for a box that may cross the antimeridian: the two sides are asked for
 * separately and the features east of 180 (read at -180..) come back moved by +360, in the
 * study area's frame. A feature both sides return is kept once (by id).
 */
export async function queryAcrossAntimeridian(
  bbox: LonLatBBox,
  query: (bbox: LonLatBBox) => Promise<VectorLayer>,
): Promise<VectorLayer> {
  if (!crossesAntimeridian(bbox)) return query(bbox);
  const [west, south, east, north] = bbox;
  const western = await query([west, south, 180, north]);
  const eastern = await query([-180, south, Math.min(180, east - 360), north]);
  const seen = new Set(western.features.map((feature) => feature.id).filter((id) => id != null));
  const moved: Feature<Polygon | MultiPolygon>[] = eastern.features
    .filter((feature) => feature.id == null || !seen.has(feature.id))
    .map((feature) => ({ ...feature, geometry: shifted(feature.geometry, 360) }));
  return { features: [...western.features, ...moved], lineage: western.lineage };
}
