import { readWindow } from '../../context/raster-window.js';
import { evi, ndvi } from '../../indices/spectral-indices.js';
import { isGeographic, lonLatConverter } from '../../raster/crs.js';
import type { GeoTransform, InMemoryRaster, TiledRaster } from '../../raster/types.js';
import { DataSourceError, type LonLatBBox } from '../data-source.js';

/**
 * The band math and compositing of the `stac-index` catalogue source: a month's NDVI or EVI from
 * surface-reflectance scenes (Sentinel-2 L2A, Landsat Collection 2 Level-2). Each scene's bands
 * are sampled at the centres of one lon/lat output grid (nearest pixel, from the coarsest COG
 * level not coarser than the grid), cloud-masked, scaled to reflectance, turned into the index,
 * and each output pixel takes the median of its cloud-free scenes (research/data-methods.md B.3:
 * "monthly value = median of valid observations in the month").
 */

/** Metres per degree of latitude (mean); the output grid's pixel size in degrees comes from it. */
const METRES_PER_DEGREE = 111_320;

/** Output grids larger than this are refused (float32: 16 MB per scene held). */
export const MAX_COMPOSITE_PIXELS = 4_000_000;

/** Which pixels of the mask asset are clear: a class list (SCL) or flag bits (QA_PIXEL). */
export type SceneMask = { keepClasses: readonly number[] } | { rejectBits: readonly number[] };

export interface CompositeOptions {
  index: 'ndvi' | 'evi';
  mask: SceneMask;
  /** Stored band value that means no data; the file's own when unset. */
  bandNoData?: number;
  /** Scenes read at once (each reads its three or four assets together). Default 2. */
  concurrency?: number;
}

/** One scene: its opened assets and the reflectance = DN · scale + offset that applies to it. */
export interface SceneBands {
  id: string;
  red: TiledRaster;
  nir: TiledRaster;
  /** Needed for EVI. */
  blue?: TiledRaster;
  mask: TiledRaster;
  scale: number;
  offset: number;
}

/** A north-up lon/lat grid (EPSG:4326). */
export interface CompositeGrid {
  width: number;
  height: number;
  geoTransform: GeoTransform;
}

/**
 * The EPSG:4326 grid covering `bbox` at about `resolutionMeters`: rows of
 * resolutionMeters / 111,320 degrees, columns widened by 1 / cos(middle latitude) so pixels are
 * near square on the ground. The origin snaps to whole pixels from (−180, 90), so two requests
 * over overlapping boxes share their pixels.
 */
export function compositeGrid(bbox: LonLatBBox, resolutionMeters: number): CompositeGrid {
  if (!(resolutionMeters > 0))
    throw new DataSourceError(`Invalid resolution ${resolutionMeters} m`, { transient: false });
  const [west, south, east, north] = bbox;
  const rowDegrees = resolutionMeters / METRES_PER_DEGREE;
  const middle = ((south + north) / 2) * (Math.PI / 180);
  const columnDegrees = rowDegrees / Math.max(Math.cos(middle), 0.01);
  const firstColumn = Math.floor((west + 180) / columnDegrees);
  const firstRow = Math.floor((90 - north) / rowDegrees);
  const width = Math.max(1, Math.ceil((east + 180) / columnDegrees) - firstColumn);
  const height = Math.max(1, Math.ceil((90 - south) / rowDegrees) - firstRow);
  if (width * height > MAX_COMPOSITE_PIXELS)
    throw new DataSourceError(
      `A composite of ${width} × ${height} pixels at ${resolutionMeters} m is larger than ${MAX_COMPOSITE_PIXELS} pixels; ask for a coarser resolution or a smaller box`,
      { transient: false },
    );
  return {
    width,
    height,
    geoTransform: [
      -180 + firstColumn * columnDegrees,
      columnDegrees,
      0,
      90 - firstRow * rowDegrees,
      0,
      -rowDegrees,
    ],
  };
}

/** Whether a mask value marks a clear pixel. */
export function isClear(value: number, mask: SceneMask): boolean {
  if (Number.isNaN(value)) return false;
  if ('keepClasses' in mask) return mask.keepClasses.includes(value);
  return mask.rejectBits.every((bit) => (value & (1 << bit)) === 0);
}

/** Median of the first `count` values of `values` (sorted in place); NaN when count is 0. */
export function medianOf(values: Float64Array, count: number): number {
  if (count === 0) return Number.NaN;
  const part = values.subarray(0, count).sort();
  const half = count >> 1;
  return count % 2 === 1
    ? (part[half] as number)
    : ((part[half - 1] as number) + (part[half] as number)) / 2;
}

/**
 * The per-pixel median of the scenes' index over `grid` (float32, NaN = no clear observation).
 * Memory: one float32 plane per scene plus one window per asset at about the grid's pixel size.
 */
export async function compositeScenes(
  scenes: readonly SceneBands[],
  grid: CompositeGrid,
  options: CompositeOptions,
  signal?: AbortSignal,
): Promise<InMemoryRaster> {
  const cells = grid.width * grid.height;
  const extent = gridExtent(grid);
  const centres = new Map<string, Float64Array>();
  const planes = await limit(
    scenes,
    options.concurrency ?? 2,
    async (scene) => {
      const blue = options.index === 'evi' ? scene.blue : undefined;
      if (options.index === 'evi' && !blue)
        throw new DataSourceError(`Scene ${scene.id} has no blue band for EVI`, {
          transient: false,
        });
      const rasters = [scene.red, scene.nir, scene.mask, ...(blue ? [blue] : [])];
      const [red, nir, mask, blueValues] = await Promise.all(
        rasters.map(async (raster, which) => {
          const level = levelFor(raster, grid);
          const window = await readWindow(level, extent, { margin: 1, signal });
          const noData = which === 2 ? window.noData : (options.bandNoData ?? window.noData);
          return sample(window, cellCentresIn(centres, grid, window.crs), noData);
        }),
      );
      const plane = new Float32Array(cells);
      for (let cell = 0; cell < cells; cell++) {
        if (!isClear(mask?.[cell] as number, options.mask)) {
          plane[cell] = Number.NaN;
          continue;
        }
        const r = (red?.[cell] as number) * scene.scale + scene.offset;
        const n = (nir?.[cell] as number) * scene.scale + scene.offset;
        const value =
          options.index === 'ndvi'
            ? ndvi(n, r)
            : evi(n, r, (blueValues?.[cell] as number) * scene.scale + scene.offset);
        plane[cell] = Number.isFinite(value) ? value : Number.NaN;
      }
      return plane;
    },
    signal,
  );
  const data = new Float32Array(cells);
  const values = new Float64Array(planes.length);
  for (let cell = 0; cell < cells; cell++) {
    let count = 0;
    for (const plane of planes) {
      const value = plane[cell] as number;
      if (!Number.isNaN(value)) values[count++] = value;
    }
    data[cell] = medianOf(values, count);
  }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: 'EPSG:4326',
    noData: Number.NaN,
    dataType: 'float32',
    data,
  };
}

/** The lon/lat box the grid's pixels cover. */
export function gridExtent(grid: CompositeGrid): LonLatBBox {
  const t = grid.geoTransform;
  return [t[0], t[3] + grid.height * t[5], t[0] + grid.width * t[1], t[3]];
}

/** Pixel size of a raster in metres (degrees converted at the equator's 111,320 m). */
function pixelMetres(raster: TiledRaster): number {
  const size = Math.abs(raster.geoTransform[1]);
  return isGeographic(raster.crs) ? size * METRES_PER_DEGREE : size;
}

/**
 * The COG level to read: the coarsest of the full image and its overviews whose pixels are no
 * larger than the grid's (so nearest-neighbour sampling never skips a level's detail by more
 * than a factor two), else the full image.
 */
function levelFor(raster: TiledRaster, grid: CompositeGrid): TiledRaster {
  const target = Math.abs(grid.geoTransform[5]) * METRES_PER_DEGREE;
  const overviews = (raster as { overviews?: readonly TiledRaster[] }).overviews ?? [];
  let chosen = raster;
  for (const level of overviews) if (pixelMetres(level) <= target * 1.0001) chosen = level;
  return chosen;
}

/** The grid's pixel centres in `crs`, interleaved x, y; computed once per CRS. */
function cellCentresIn(
  cache: Map<string, Float64Array>,
  grid: CompositeGrid,
  crs: string,
): Float64Array {
  const cached = cache.get(crs);
  if (cached) return cached;
  const t = grid.geoTransform;
  const converter = isGeographic(crs) ? null : lonLatConverter(crs);
  const centres = new Float64Array(grid.width * grid.height * 2);
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const lon = t[0] + (column + 0.5) * t[1];
      const lat = t[3] + (row + 0.5) * t[5];
      const [x, y] = converter ? converter.forward([lon, lat]) : [lon, lat];
      const index = (row * grid.width + column) * 2;
      centres[index] = x as number;
      centres[index + 1] = y as number;
    }
  cache.set(crs, centres);
  return centres;
}

/** The window's value at each point (nearest pixel); NaN outside the window or on no data. */
function sample(window: InMemoryRaster, points: Float64Array, noData: number | null): Float64Array {
  const t = window.geoTransform;
  const out = new Float64Array(points.length / 2);
  for (let index = 0; index < out.length; index++) {
    const column = Math.floor(((points[index * 2] as number) - t[0]) / t[1]);
    const row = Math.floor(((points[index * 2 + 1] as number) - t[3]) / t[5]);
    if (column < 0 || row < 0 || column >= window.width || row >= window.height) {
      out[index] = Number.NaN;
      continue;
    }
    const value = window.data[row * window.width + column] as number;
    out[index] = value === noData ? Number.NaN : value;
  }
  return out;
}

/** `work` over `items`, at most `concurrency` at once, results in order. */
async function limit<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      signal?.throwIfAborted();
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
