import type { InMemoryRaster } from '../../raster/types.js';
import { checkRequestBBox, wrapLongitude } from '../antimeridian.js';
import { DataSourceError, type LonLatBBox, type RasterRole } from '../data-source.js';
import { pixelCentre, type SyntheticGrid, syntheticGrid } from './grid.js';
import {
  type SyntheticClimate,
  syntheticClimate,
  syntheticElevation,
  syntheticMonthlyTemperatures,
} from './synthetic-climate.js';

/** The terrain and climate roles this file generates (land cover and carbon have their own). */
export type TerrainClimateRole = Extract<
  RasterRole,
  | 'elevation'
  | 'temperatureMean'
  | 'precipitationAnnual'
  | 'temperatureMonthly'
  | 'potentialEvapotranspiration'
  | 'aridityIndex'
>;

/** Pixel size when a request names none: a 90 m DEM (as SRTM/Copernicus), 1 km climate. */
export const DEFAULT_RESOLUTION_METERS: Record<TerrainClimateRole, number> = {
  elevation: 90,
  temperatureMean: 1000,
  precipitationAnnual: 1000,
  temperatureMonthly: 1000,
  potentialEvapotranspiration: 1000,
  aridityIndex: 1000,
};

/** 4096 × 4096: beyond this a request is a mistake, not a study area. */
export const MAX_SYNTHETIC_RASTER_PIXELS = 4096 * 4096;

/** A request box (it may run east of 180 across the antimeridian: `antimeridian.ts`). */
export const checkBBox = checkRequestBBox;

/** The lattice grid for a request, refusing sizes no study area needs. */
export function checkedGrid(
  role: string,
  bbox: LonLatBBox,
  resolutionMeters: number,
): SyntheticGrid {
  checkBBox(bbox);
  if (!(resolutionMeters > 0))
    throw new DataSourceError(`Invalid resolution ${resolutionMeters} m`, { transient: false });
  const grid = syntheticGrid(bbox, resolutionMeters);
  if (grid.width * grid.height > MAX_SYNTHETIC_RASTER_PIXELS)
    throw new DataSourceError(
      `Synthetic ${role} raster of ${grid.width} × ${grid.height} pixels is larger than ${MAX_SYNTHETIC_RASTER_PIXELS} pixels; ask for a coarser resolution or a smaller box`,
      { transient: false },
    );
  return grid;
}

function fill(grid: SyntheticGrid, value: (lon: number, lat: number) => number): InMemoryRaster {
  const data = new Float32Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [lon, lat] = pixelCentre(grid, column, row);
      data[row * grid.width + column] = value(wrapLongitude(lon), lat);
    }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: null,
    dataType: 'float32',
    data,
  };
}

type ClimateRole = Exclude<TerrainClimateRole, 'elevation' | 'temperatureMonthly'>;
const CLIMATE_FIELD: Record<ClimateRole, keyof SyntheticClimate> = {
  temperatureMean: 'temperatureMean',
  precipitationAnnual: 'precipitationAnnual',
  potentialEvapotranspiration: 'potentialEvapotranspiration',
  aridityIndex: 'aridityIndex',
};

/**
 * The synthetic raster of one role over `bbox`, pixel values taken at pixel centres of the
 * global lattice: overlapping requests agree on every shared pixel. `month` (1..12) is needed
 * for `temperatureMonthly` only.
 */
export function syntheticRaster(
  role: TerrainClimateRole,
  bbox: LonLatBBox,
  resolutionMeters: number = DEFAULT_RESOLUTION_METERS[role],
  month?: number,
): InMemoryRaster {
  const grid = checkedGrid(role, bbox, resolutionMeters);
  if (role === 'elevation') return fill(grid, syntheticElevation);
  if (role === 'temperatureMonthly') {
    if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12)
      throw new DataSourceError('temperatureMonthly needs a month 1..12', { transient: false });
    return fill(grid, (lon, lat) => {
      const { temperatureMean } = syntheticClimate(lon, lat);
      return syntheticMonthlyTemperatures(temperatureMean, lat)[month - 1] as number;
    });
  }
  const field = CLIMATE_FIELD[role];
  return fill(grid, (lon, lat) => syntheticClimate(lon, lat)[field]);
}
