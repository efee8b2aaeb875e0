import { tiledFromMemory } from '../../src/raster/types.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterRequest,
} from '../../src/sources/data-source.js';
import { grid, lineageOf, toolContext } from '../carbon/fixtures.js';

export { toolContext };

/**
 * Hand-made monthly precipitation of pixel `cell` (0..15) in a year and month: a seasonal cycle
 * (wet in July), a four-year dry spell 1996-1999, a wet 2010 and a per-pixel factor, with a dry
 * (0 mm) January every seventh year.
 */
export function handPrecipitation(cell: number, year: number, month: number): number {
  if (month === 1 && year % 7 === 0) return 0;
  const season = 60 + 40 * Math.cos((2 * Math.PI * (month - 7)) / 12);
  const spell = year >= 1996 && year <= 1999 ? 0.4 : year === 2010 ? 1.8 : 1;
  const weather = 1 + 0.35 * Math.sin(year * 12.9898 + month * 78.233 + cell * 0.37);
  return season * spell * weather * (1 + cell / 32);
}

/** Monthly mean temperature, °C: −5 in January to 21 in July, the same each year. */
export const handTemperature = (month: number) =>
  8 - 13 * Math.cos((2 * Math.PI * (month - 1)) / 12);

export const HAND_CAPACITY_MM = 100;
export const HAND_FIRST_YEAR = 1981;
export const HAND_LAST_YEAR = 2025;

/** A source of 4 × 4 rasters (the carbon fixtures' square) for the water roles, by year and month. */
export function waterSource(
  options: { soil?: boolean } = {},
): DataSource & { requests: RasterRequest[] } {
  const requests: RasterRequest[] = [];
  return {
    requests,
    openRaster: async (request) => {
      requests.push(request);
      const { role, year, month } = request;
      const timed = role === 'precipitationMonthly' || role === 'temperatureMonthly';
      if (timed && (year === undefined || year < HAND_FIRST_YEAR || year > HAND_LAST_YEAR))
        throw new DataUnavailableError(role, year);
      const values = Array.from({ length: 16 }, (_, cell) => {
        if (role === 'precipitationMonthly') return handPrecipitation(cell, year ?? 0, month ?? 1);
        if (role === 'temperatureMonthly') return handTemperature(month ?? 1);
        if (role === 'soilWaterCapacity') return HAND_CAPACITY_MM;
        return Number.NaN;
      });
      const roles = ['precipitationMonthly', 'temperatureMonthly'];
      if (options.soil !== false) roles.push('soilWaterCapacity');
      if (!roles.includes(role)) throw new DataUnavailableError(role, year);
      return {
        raster: tiledFromMemory(grid(values)),
        lineage: { ...lineageOf(role), ...(timed && { year }) },
      };
    },
    queryVector: async () => {
      throw new Error('not used');
    },
  };
}
