import {
  CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS,
  CLEAN_UP_SIMPLIFY_TOLERANCE_METERS,
  geodesicAreaSquareMeters,
  polygonBoolean,
  ringAreaSquareMeters,
  SQUARE_METERS_PER_HECTARE,
  simplifyShapes,
} from '@ecotone/geometry';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import type { MaskGrid } from './mask-grid.js';
import { traceRegions } from './trace-regions.js';

/** Geodesic hectares of a mask geometry (0 for none): packages/geometry's area function. */
export function hectaresOf(geometry: MultiPolygon | Polygon | null): number {
  return geometry ? geodesicAreaSquareMeters(geometry) / SQUARE_METERS_PER_HECTARE : 0;
}

/**
 * The set pixels of a grid as lon/lat polygons: exact pixel-region boundaries with collinear
 * edges merged (`trace-regions.ts`), corners taken through the grid's geotransform and, for a
 * projected grid, back to longitude and latitude. Exteriors come out counter-clockwise.
 */
export function vectorise(
  set: Uint8Array,
  grid: Pick<MaskGrid, 'width' | 'height' | 'geoTransform' | 'crs'>,
): MultiPolygon | null {
  const regions = traceRegions(set, grid.width, grid.height);
  if (regions.length === 0) return null;
  const t = grid.geoTransform;
  const converter = isGeographic(grid.crs) ? null : lonLatConverter(grid.crs);
  const ringOf = (xy: Float64Array): Position[] => {
    const ring: Position[] = [];
    for (let index = 0; index < xy.length; index += 2) {
      const x = t[0] + (xy[index] as number) * t[1];
      const y = t[3] + (xy[index + 1] as number) * t[5];
      ring.push(converter ? (converter.inverse([x, y]) as Position) : [x, y]);
    }
    ring.push([...(ring[0] as Position)]);
    return ring;
  };
  return {
    type: 'MultiPolygon',
    coordinates: regions.map((region) => [ringOf(region.exterior), ...region.holes.map(ringOf)]),
  };
}

/**
 * Holes, then polygons, below `minimum` square metres removed (a polygon is measured once its
 * small holes are gone). Unlike the shape clean-up's dropSmallRings, nothing is kept when all
 * is small: a mask of specks is no mask.
 */
export function withoutSmallRings(
  geometry: MultiPolygon | null,
  minimum = CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS,
): MultiPolygon | null {
  if (!geometry) return null;
  const polygons = geometry.coordinates
    .map(([exterior = [], ...holes]) => [
      exterior,
      ...holes.filter((hole) => Math.abs(ringAreaSquareMeters(hole)) >= minimum),
    ])
    .filter(
      (rings) => geodesicAreaSquareMeters({ type: 'Polygon', coordinates: rings }) >= minimum,
    );
  return polygons.length === 0 ? null : { type: 'MultiPolygon', coordinates: polygons };
}

/**
 * A traced mask made presentable and exact about its shape (docs/masks.md, "Vectorisation"):
 * simplified by 20 m (topology-preserving Douglas-Peucker in true metres, so pixel staircases
 * along diagonal edges become straight lines), holes and islands below 5,000 m² dropped (the
 * shape clean-up's tolerances), clipped to the shape with the project's Clipper, and small
 * pieces the clip leaves along the shape's edge dropped again.
 */
export function cleanMask(geometry: MultiPolygon | null, shape: MultiPolygon): MultiPolygon | null {
  if (!geometry) return null;
  const simplified = simplifyShapes(
    {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry }],
    },
    CLEAN_UP_SIMPLIFY_TOLERANCE_METERS,
  );
  const feature = simplified.features[0];
  const polygons =
    feature?.geometry.type === 'Polygon'
      ? [feature.geometry.coordinates]
      : (feature?.geometry.coordinates ?? []);
  const dropped = withoutSmallRings({
    type: 'MultiPolygon',
    coordinates: polygons as Position[][][],
  });
  return clipToShape(dropped, shape);
}

/** A geometry clipped to the shape, pieces below the area tolerance dropped. */
export function clipToShape(
  geometry: MultiPolygon | Polygon | null,
  shape: MultiPolygon,
): MultiPolygon | null {
  if (!geometry) return null;
  return withoutSmallRings(polygonBoolean('intersection', [geometry], [shape]));
}

/** Gross, merged and net geometry and areas of a set of masks (`maskSetGeometry`). */
export interface MaskSetGeometry {
  merged: MultiPolygon | null;
  net: MultiPolygon | null;
  grossHa: number;
  mergedHa: number;
  netHa: number;
}

/**
 * Union of the given mask geometries clipped to the shape, and the net area: pure geometry, also
 * used for an uploaded mask. A place masked for two reasons counts once. grossHa is the shape's
 * geodesic area, mergedHa the merged mask's, netHa = grossHa - mergedHa (the net geometry's own
 * area agrees to Clipper's grid, ~1 cm along its edges).
 */
export function maskSetGeometry(
  shape: MultiPolygon,
  masks: (MultiPolygon | Polygon | null)[],
): MaskSetGeometry {
  const grossHa = hectaresOf(shape);
  const present = masks.filter((mask): mask is MultiPolygon | Polygon => mask !== null);
  const union = present.length === 0 ? null : polygonBoolean('union', present);
  const merged = union ? polygonBoolean('intersection', [union], [shape]) : null;
  const mergedHa = Math.min(grossHa, hectaresOf(merged));
  const net = merged
    ? polygonBoolean('difference', [shape], [merged])
    : polygonBoolean('union', [shape]);
  return { merged, net, grossHa, mergedHa, netHa: Math.max(0, grossHa - mergedHa) };
}
