import { type InMemoryRaster, tiledFromMemory } from '../../src/raster/types.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterRequest,
} from '../../src/sources/data-source.js';
import { grid, lineageOf, uniform } from '../carbon/fixtures.js';

/**
 * A hand-made fire source on the 4 x 4 golden grid of test/carbon/fixtures.ts: `burnDate` by
 * 'YYYY-MM' (0 elsewhere: no fire), `dnbr` by year (no other year exists).
 */
export function fireSource(
  burnDates: Record<string, number[]>,
  dnbr: Record<number, number[]>,
): DataSource & { requests: RasterRequest[] } {
  const requests: RasterRequest[] = [];
  const zero = uniform(0);
  return {
    requests,
    openRaster: async (request) => {
      requests.push(request);
      let raster: InMemoryRaster | undefined;
      if (request.role === 'burnDate') {
        const key = `${request.year}-${String(request.month).padStart(2, '0')}`;
        raster = burnDates[key] ? grid(burnDates[key]) : zero;
      } else if (request.role === 'dnbr' && request.year !== undefined && dnbr[request.year]) {
        raster = grid(dnbr[request.year] as number[]);
      }
      if (!raster) throw new DataUnavailableError(request.role, request.year);
      return {
        raster: tiledFromMemory(raster),
        lineage: { ...lineageOf(request.role), ...(request.year && { year: request.year }) },
      };
    },
    queryVector: async () => {
      throw new Error('not used');
    },
  };
}

/** Row-major 4 x 4 values from a map of (column,row) to value, `fill` elsewhere. */
export function pixels(values: Record<string, number>, fill = 0): number[] {
  return Array.from(
    { length: 16 },
    (_, index) => values[`${index % 4},${Math.floor(index / 4)}`] ?? fill,
  );
}
