import { tiledFromMemory } from '../../src/raster/types.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterRequest,
} from '../../src/sources/data-source.js';
import { grid, lineageOf } from '../carbon/fixtures.js';

/**
 * A data source of hand-made 4 x 4 rasters (the carbon fixtures' grid: 16 pixels of 1/16 of the
 * golden square each) whose values depend on the request: `values(request)` gives the 16 values,
 * or null where the source has no data (DataUnavailableError). No vector roles.
 */
export function seriesSource(
  values: (request: RasterRequest) => number[] | null,
): DataSource & { requests: RasterRequest[] } {
  const requests: RasterRequest[] = [];
  return {
    requests,
    openRaster: async (request) => {
      requests.push(request);
      const data = values(request);
      if (!data) throw new DataUnavailableError(request.role, request.year);
      return {
        raster: tiledFromMemory(grid(data)),
        lineage: {
          ...lineageOf(request.role),
          ...(request.year !== undefined && { year: request.year }),
        },
      };
    },
    queryVector: async (request) => {
      throw new DataUnavailableError(request.role);
    },
  };
}

export const sixteen = (value: number) => Array.from({ length: 16 }, () => value);
