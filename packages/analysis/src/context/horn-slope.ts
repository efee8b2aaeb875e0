import { isGeographic } from '../raster/crs.js';
import type { InMemoryRaster } from '../raster/types.js';

/** Mean Earth radius (IUGG R1, metres): the sphere of the EPSG:4326 pixel spacing below. */
export const MEAN_EARTH_RADIUS_METERS = 6_371_008.8;
const DEGREE = Math.PI / 180;
/** Written where the DEM has no value. */
export const SLOPE_NO_DATA = -9999;

/**
 * Slope in degrees at every pixel of a north-up DEM by Horn's (1981) 3x3 finite differences:
 *
 *   dz/dx = ((c + 2f + i) - (a + 2d + g)) / (8·Δx),  dz/dy = ((g + 2h + i) - (a + 2b + c)) / (8·Δy)
 *   slope = atan(√(dz/dx² + dz/dy²))
 *
 * with the window a b c / d e f / g h i. On EPSG:4326 Δx = Δλ·(π/180)·R·cos φ (φ the row's centre
 * latitude) and Δy = Δφ·(π/180)·R; in a projected CRS Δx and Δy are the pixel size in its units
 * (metres). Edges and no-data: a neighbour outside the raster or equal to no-data takes the centre
 * value (so an edge pixel's gradient comes from its inner side only, halving its weight); a
 * no-data centre gives SLOPE_NO_DATA. Horn, B. K. P. (1981). Hill shading and the reflectance map.
 * Proceedings of the IEEE 69(1), 14-47.
 */
export function hornSlopeDegrees(dem: InMemoryRaster, scale = 1, offset = 0): InMemoryRaster {
  const { width, height, geoTransform, noData, data } = dem;
  if (geoTransform[2] !== 0 || geoTransform[4] !== 0)
    throw new RangeError('Horn slope needs a north-up raster');
  const geographic = isGeographic(dem.crs);
  const slope = new Float32Array(width * height);
  const valueAt = (column: number, row: number, centre: number): number => {
    if (column < 0 || row < 0 || column >= width || row >= height) return centre;
    const stored = data[row * width + column] as number;
    return stored === noData || Number.isNaN(stored) ? centre : stored * scale + offset;
  };
  const dy = Math.abs(geoTransform[5]) * (geographic ? DEGREE * MEAN_EARTH_RADIUS_METERS : 1);
  for (let row = 0; row < height; row++) {
    const latitude = geoTransform[3] + (row + 0.5) * geoTransform[5];
    const dx =
      Math.abs(geoTransform[1]) *
      (geographic ? DEGREE * MEAN_EARTH_RADIUS_METERS * Math.cos(latitude * DEGREE) : 1);
    for (let column = 0; column < width; column++) {
      const stored = data[row * width + column] as number;
      if (stored === noData || Number.isNaN(stored)) {
        slope[row * width + column] = SLOPE_NO_DATA;
        continue;
      }
      const e = stored * scale + offset;
      const a = valueAt(column - 1, row - 1, e);
      const b = valueAt(column, row - 1, e);
      const c = valueAt(column + 1, row - 1, e);
      const d = valueAt(column - 1, row, e);
      const f = valueAt(column + 1, row, e);
      const g = valueAt(column - 1, row + 1, e);
      const h = valueAt(column, row + 1, e);
      const i = valueAt(column + 1, row + 1, e);
      const dzdx = (c + 2 * f + i - (a + 2 * d + g)) / (8 * dx);
      const dzdy = (g + 2 * h + i - (a + 2 * b + c)) / (8 * dy);
      slope[row * width + column] = Math.atan(Math.hypot(dzdx, dzdy)) / DEGREE;
    }
  }
  return {
    width,
    height,
    geoTransform,
    crs: dem.crs,
    noData: SLOPE_NO_DATA,
    dataType: 'float32',
    data: slope,
  };
}
