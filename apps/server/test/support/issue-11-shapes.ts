/**
 * The shapes of issue 11, as FeatureCollections of one polygon, exactly as the issue sent them.
 * docs/decisions/0008-antimeridian-and-poles.md says what becomes of each.
 */
const collection = (coordinates: number[][][]) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } }],
});

/** A 1° square at Fiji across the antimeridian: ~1.18 Mha once cut there, never a band. */
export const FIJI = collection([
  [
    [179.5, -17],
    [-179.5, -17],
    [-179.5, -16],
    [179.5, -16],
    [179.5, -17],
  ],
]);

/** The box from 80° N to the north pole: refused (beyond the map's ±85.05°). */
export const NORTH_POLE = collection([
  [
    [-180, 80],
    [-90, 80],
    [0, 80],
    [90, 80],
    [180, 80],
    [180, 90],
    [-180, 90],
    [-180, 80],
  ],
]);

/** A self-crossing ring in Colorado: repaired into its two triangles on every path. */
export const BOWTIE = collection([
  [
    [-105.5, 40],
    [-105.48, 40.02],
    [-105.48, 40],
    [-105.5, 40.02],
    [-105.5, 40],
  ],
]);

/** The geodesic area of the cut Fiji square (WGS 84; PostGIS geography agrees to 0.01 ha). */
export const FIJI_HA = 1_181_484.8;
