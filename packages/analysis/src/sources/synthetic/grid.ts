import type { GeoTransform } from '../../raster/types.js';
import type { LonLatBBox } from '../data-source.js';

/** Metres per degree of latitude (mean), used only to pick a synthetic pixel size. */
const METRES_PER_DEGREE = 111_320;

/**
 * Pixel sizes the synthetic demo grids use, in degrees: powers of two fractions of a degree, so
 * every grid at one size shares the same global lattice. The same place therefore always gets the
 * same pixels, whatever box was asked for: that is what makes the demo data deterministic and
 * spatially coherent across requests.
 */
export function syntheticPixelDegrees(resolutionMeters: number): number {
  const wanted = Math.max(resolutionMeters, 1) / METRES_PER_DEGREE;
  let size = 1;
  while (size / 2 >= wanted) size /= 2;
  return size;
}

export interface SyntheticGrid {
  width: number;
  height: number;
  /** Degrees per pixel (square in degrees). */
  pixelDegrees: number;
  /** Global lattice index of the top-left pixel: column from -180, row from +90. */
  originColumn: number;
  originRow: number;
  geoTransform: GeoTransform;
  crs: 'EPSG:4326';
}

/** The global-lattice grid covering `bbox` at the pixel size for `resolutionMeters`. */
export function syntheticGrid(bbox: LonLatBBox, resolutionMeters: number): SyntheticGrid {
  const size = syntheticPixelDegrees(resolutionMeters);
  const [west, south, east, north] = bbox;
  const originColumn = Math.floor((west + 180) / size);
  const originRow = Math.floor((90 - north) / size);
  const endColumn = Math.ceil((east + 180) / size);
  const endRow = Math.ceil((90 - south) / size);
  const width = Math.max(1, endColumn - originColumn);
  const height = Math.max(1, endRow - originRow);
  return {
    width,
    height,
    pixelDegrees: size,
    originColumn,
    originRow,
    geoTransform: [-180 + originColumn * size, size, 0, 90 - originRow * size, 0, -size],
    crs: 'EPSG:4326',
  };
}

/** Longitude and latitude of the centre of pixel (column, row) of `grid`. */
export function pixelCentre(grid: SyntheticGrid, column: number, row: number): [number, number] {
  const t = grid.geoTransform;
  return [t[0] + (column + 0.5) * t[1], t[3] + (row + 0.5) * t[5]];
}
