import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import type { CarbonGrid } from '../carbon/carbon-grid.js';
import { isGeographic, lonLatConverter } from '../raster/crs.js';

/** Where each cell of a grid is: its centre, and the vector region (ecoregion) it falls in. */

/** Longitude and latitude of each cell's centre. */
export function cellLonLats(grid: CarbonGrid): { lons: Float64Array; lats: Float64Array } {
  const { reference, cells } = grid;
  const t = reference.geoTransform;
  const toLonLat = isGeographic(reference.crs) ? null : lonLatConverter(reference.crs);
  const lons = new Float64Array(cells.length);
  const lats = new Float64Array(cells.length);
  cells.forEach((cell, index) => {
    const column = cell % reference.width;
    const row = (cell - column) / reference.width;
    const x = t[0] + (column + 0.5) * t[1];
    const y = t[3] + (row + 0.5) * t[5];
    const [lon, lat] = toLonLat ? toLonLat.inverse([x, y]) : [x, y];
    lons[index] = lon as number;
    lats[index] = lat as number;
  });
  return { lons, lats };
}

/** Even-odd rule on one ring. */
function inRing(x: number, y: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] as Position;
    const [xj = 0, yj = 0] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(x: number, y: number, rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !inRing(x, y, outer)) return false;
  return !holes.some((hole) => inRing(x, y, hole));
}

/**
 * The index (1-based) of the first feature containing each cell's centre, 0 where none does.
 * Each feature is tested only against the cells inside its bounding box.
 */
export function regionOfCells(
  features: readonly Feature<Polygon | MultiPolygon>[],
  lons: Float64Array,
  lats: Float64Array,
): Int32Array {
  const region = new Int32Array(lons.length);
  features.forEach((feature, at) => {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const polygon of polygons)
      for (const [x = 0, y = 0] of polygon[0] ?? []) {
        west = Math.min(west, x);
        east = Math.max(east, x);
        south = Math.min(south, y);
        north = Math.max(north, y);
      }
    for (let cell = 0; cell < lons.length; cell++) {
      if (region[cell] !== 0) continue;
      const x = lons[cell] as number;
      const y = lats[cell] as number;
      if (x < west || x > east || y < south || y > north) continue;
      if (polygons.some((polygon) => inPolygon(x, y, polygon))) region[cell] = at + 1;
    }
  });
  return region;
}
