import type { CommonClass } from '../../land-cover/legends.js';
import { syntheticCommonClass } from '../../land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import type { LonLatBBox, RasterRole } from '../data-source.js';
import { pixelCentre } from './grid.js';
import { seedOf, valueNoise } from './noise.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * The exclusion masks' vegetation inputs in the synthetic demo world (docs/synthetic-demo-data.md,
 * "Exclusion-mask inputs"): tree cover %, herbaceous cover % and natural/semi-natural grassland
 * probability, each drawn from the synthetic land cover of the year at the pixel (its common
 * class) plus a smooth noise field, so tree cover is high where the land cover has trees,
 * herbaceous cover and grassland probability high on grassland. Stored as uint8 percentages,
 * 255 no-data. The grassland probability covers latitudes within ±60° only (a synthetic coverage,
 * standing for a regional product): beyond, its pixels are no-data.
 */

export const MASK_RASTER_ROLES = [
  'treeCoverPercent',
  'herbaceousCoverPercent',
  'grasslandProbability',
] as const satisfies readonly RasterRole[];
export type MaskRasterRole = (typeof MASK_RASTER_ROLES)[number];
export const isMaskRasterRole = (role: string): role is MaskRasterRole =>
  (MASK_RASTER_ROLES as readonly string[]).includes(role);

/** Native pixel sizes of the products they stand for: Hansen GFC 30 m, MOD44B 250 m, GPW 30 m. */
export const MASK_RASTER_RESOLUTION_METERS: Record<MaskRasterRole, number> = {
  treeCoverPercent: 30,
  herbaceousCoverPercent: 250,
  grasslandProbability: 30,
};

/** Latitudes the synthetic grassland probability covers. */
export const SYNTHETIC_GRASSLAND_LATITUDE_LIMIT = 60;
export const MASK_RASTER_NO_DATA = 255;

/** [base, spread] per common class: value = base + spread · noise (noise in [0, 1)). */
const RANGES: Record<MaskRasterRole, Record<CommonClass, readonly [number, number]>> = {
  treeCoverPercent: {
    treeCovered: [55, 40],
    grassland: [0, 22],
    cropland: [0, 8],
    wetland: [5, 20],
    artificial: [0, 10],
    otherLand: [0, 5],
    water: [0, 0],
  },
  herbaceousCoverPercent: {
    treeCovered: [10, 25],
    grassland: [15, 75],
    cropland: [40, 40],
    wetland: [30, 40],
    artificial: [0, 15],
    otherLand: [0, 25],
    water: [0, 0],
  },
  grasslandProbability: {
    treeCovered: [0, 30],
    grassland: [40, 55],
    cropland: [5, 30],
    wetland: [5, 30],
    artificial: [0, 10],
    otherLand: [0, 30],
    water: [0, 0],
  },
};

const SEEDS: Record<MaskRasterRole, number> = {
  treeCoverPercent: seedOf('masks.treeCover'),
  herbaceousCoverPercent: seedOf('masks.herbaceousCover'),
  grasslandProbability: seedOf('masks.grasslandProbability'),
};

/** The synthetic raster of one mask input over `bbox` for `year` (uint8 %, 255 no-data). */
export function syntheticMaskRaster(
  role: MaskRasterRole,
  bbox: LonLatBBox,
  year: number,
  resolutionMeters: number = MASK_RASTER_RESOLUTION_METERS[role],
): InMemoryRaster {
  const grid = checkedGrid(role, bbox, resolutionMeters);
  const data = new Uint8Array(grid.width * grid.height);
  const worldColumns = Math.round(360 / grid.pixelDegrees);
  const ranges = RANGES[role];
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [east, lat] = pixelCentre(grid, column, row);
      if (role === 'grasslandProbability' && Math.abs(lat) > SYNTHETIC_GRASSLAND_LATITUDE_LIMIT) {
        data[row * grid.width + column] = MASK_RASTER_NO_DATA;
        continue;
      }
      const lon = wrapLongitude(east);
      const common = syntheticCommonClass(
        lon,
        lat,
        (grid.originColumn + column) % worldColumns,
        grid.originRow + row,
        year,
      );
      const [base, spread] = ranges[common];
      const value = base + spread * valueNoise(lon, lat, 0.02, SEEDS[role]);
      data[row * grid.width + column] = Math.max(0, Math.min(100, Math.round(value)));
    }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: MASK_RASTER_NO_DATA,
    dataType: 'uint8',
    data,
  };
}
