import type { DataSource, LonLatBBox, RasterRequest, TiledRaster } from '@ecotone/analysis';

/** Bytes a pixel is counted at: tools read windows into float64 arrays. */
export const BYTES_PER_PIXEL = 8;

/** The raster pixels a tool may read with `memoryMb` of budget. */
export const pixelBudgetOf = (memoryMb: number) =>
  Math.floor((memoryMb * 1024 * 1024) / BYTES_PER_PIXEL);

/** A tool asked for more raster pixels than its budget: refused before they are read. */
export class RasterBudgetError extends Error {
  constructor(
    readonly pixels: number,
    readonly limit: number,
  ) {
    super(`needs ${pixels} raster pixels; the budget is ${limit}`);
    this.name = 'RasterBudgetError';
  }
}

const METRES_PER_DEGREE = 111_320;

/** Pixels of `bbox` at `resolutionMeters` (the widest latitude of the box sets the width). */
function pixelsOf(bbox: LonLatBBox, resolutionMeters: number): number {
  const [west, south, east, north] = bbox;
  const widestLatitude = Math.min(Math.abs(south), Math.abs(north), 90);
  const crossesEquator = south < 0 && north > 0;
  const cosine = Math.cos(((crossesEquator ? 0 : widestLatitude) * Math.PI) / 180);
  const width = (Math.abs(east - west) * METRES_PER_DEGREE * cosine) / resolutionMeters;
  const height = (Math.abs(north - south) * METRES_PER_DEGREE) / resolutionMeters;
  return Math.ceil(width) * Math.ceil(height);
}

/**
 * The data source of one tool run with a raster budget. V8's `resourceLimits` do not count typed
 * arrays, so a huge window would exhaust the process, not the thread: every request that names
 * a resolution is priced before it is opened (a synthetic source allocates on open), and every
 * tile is counted before it is read (a COG's window is allocated from tiles). The count is of the
 * whole run, an upper bound of what it holds at once.
 */
export function withRasterBudget(source: DataSource, maxPixels: number): DataSource {
  let spent = 0;
  const spend = (pixels: number) => {
    if (spent + pixels > maxPixels) throw new RasterBudgetError(spent + pixels, maxPixels);
    spent += pixels;
  };
  // Field by field: a reader may keep its fields on a prototype that a spread would drop.
  const budgeted = (raster: TiledRaster): TiledRaster => ({
    width: raster.width,
    height: raster.height,
    tileWidth: raster.tileWidth,
    tileHeight: raster.tileHeight,
    geoTransform: raster.geoTransform,
    crs: raster.crs,
    noData: raster.noData,
    dataType: raster.dataType,
    async readTile(tileX, tileY, signal) {
      spend(raster.tileWidth * raster.tileHeight);
      return raster.readTile(tileX, tileY, signal);
    },
  });
  return {
    async openRaster(request: RasterRequest, signal?: AbortSignal) {
      if (request.resolutionMeters && request.resolutionMeters > 0) {
        const wanted = pixelsOf(request.bbox, request.resolutionMeters);
        if (spent + wanted > maxPixels) throw new RasterBudgetError(spent + wanted, maxPixels);
      }
      const layer = await source.openRaster(request, signal);
      return { ...layer, raster: budgeted(layer.raster) };
    },
    queryVector: (request, signal) => source.queryVector(request, signal),
  };
}
