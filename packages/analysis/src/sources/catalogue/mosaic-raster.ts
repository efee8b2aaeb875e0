import type { RasterArray, RasterDataType, TiledRaster } from '../../raster/types.js';
import { DataSourceError } from '../data-source.js';

/** Pixel offsets closer than this to a whole number count as the same lattice. */
const LATTICE_TOLERANCE = 1e-3;

const ARRAYS: Record<RasterDataType, new (length: number) => RasterArray> = {
  uint8: Uint8Array,
  int8: Int8Array,
  uint16: Uint16Array,
  int16: Int16Array,
  uint32: Uint32Array,
  int32: Int32Array,
  float32: Float32Array,
  float64: Float64Array,
};

interface Placed {
  raster: TiledRaster;
  column: number;
  row: number;
  isNoData: (value: number) => boolean;
}

/**
 * Several rasters of one dataset (the tiles or STAC items covering an area) as one lazy
 * `TiledRaster` over the union of their extents. Reading a mosaic tile reads only the source
 * tiles under it. Where sources overlap, the first one listed that has data wins.
 *
 * Limits: every source must be north-up and share the CRS, pixel size, data type and pixel
 * lattice (whole-pixel offsets), which tiles of one product do. Anything else is refused rather
 * than resampled. Pixels no source covers read as `noData` (the option, else the first source's,
 * else 0 with `noData` left null).
 */
export function mosaicTiledRaster(
  rasters: readonly TiledRaster[],
  options: { noData?: number | null } = {},
): TiledRaster {
  const first = rasters[0];
  if (!first) throw new RangeError('A mosaic needs at least one raster');
  const [x0, pixelWidth, , y0, , pixelHeight] = first.geoTransform;
  let west = x0;
  let north = y0;
  for (const raster of rasters) {
    checkCompatible(first, raster);
    west = Math.min(west, raster.geoTransform[0]);
    north = Math.max(north, raster.geoTransform[3]);
  }
  const placed = rasters.map((raster): Placed => {
    const noData = raster.noData;
    return {
      raster,
      column: latticeOffset((raster.geoTransform[0] - west) / pixelWidth),
      row: latticeOffset((raster.geoTransform[3] - north) / pixelHeight),
      isNoData:
        noData === null
          ? () => false
          : Number.isNaN(noData)
            ? Number.isNaN
            : (value) => value === noData,
    };
  });
  const width = Math.max(...placed.map((p) => p.column + p.raster.width));
  const height = Math.max(...placed.map((p) => p.row + p.raster.height));
  const noData = options.noData !== undefined ? options.noData : first.noData;
  const { tileWidth, tileHeight, dataType } = first;

  return {
    width,
    height,
    tileWidth,
    tileHeight,
    geoTransform: [west, pixelWidth, 0, north, 0, pixelHeight],
    crs: first.crs,
    noData,
    dataType,
    async readTile(tileX, tileY, signal) {
      const out = new ARRAYS[dataType](tileWidth * tileHeight);
      if (noData !== null && noData !== 0) out.fill(noData);
      const written = new Uint8Array(out.length);
      const window = { left: tileX * tileWidth, top: tileY * tileHeight, tileWidth, tileHeight };
      for (const source of placed) {
        await copyOverlap(source, window, out, written, signal);
      }
      return out;
    },
  };
}

interface Window {
  left: number;
  top: number;
  tileWidth: number;
  tileHeight: number;
}

/** Copies the source's data pixels under `window` into `out` where nothing was written yet. */
async function copyOverlap(
  source: Placed,
  window: Window,
  out: RasterArray,
  written: Uint8Array,
  signal?: AbortSignal,
): Promise<void> {
  const { raster, column, row } = source;
  const left = Math.max(window.left, column);
  const top = Math.max(window.top, row);
  const right = Math.min(window.left + window.tileWidth, column + raster.width);
  const bottom = Math.min(window.top + window.tileHeight, row + raster.height);
  if (left >= right || top >= bottom) return;
  const firstTileX = Math.floor((left - column) / raster.tileWidth);
  const lastTileX = Math.floor((right - 1 - column) / raster.tileWidth);
  const firstTileY = Math.floor((top - row) / raster.tileHeight);
  const lastTileY = Math.floor((bottom - 1 - row) / raster.tileHeight);
  for (let sourceTileY = firstTileY; sourceTileY <= lastTileY; sourceTileY++) {
    for (let sourceTileX = firstTileX; sourceTileX <= lastTileX; sourceTileX++) {
      const tile = await raster.readTile(sourceTileX, sourceTileY, signal);
      // The part of this source tile inside the window, in mosaic pixel coordinates.
      const tileLeft = column + sourceTileX * raster.tileWidth;
      const tileTop = row + sourceTileY * raster.tileHeight;
      const fromX = Math.max(left, tileLeft);
      const toX = Math.min(right, tileLeft + raster.tileWidth);
      const fromY = Math.max(top, tileTop);
      const toY = Math.min(bottom, tileTop + raster.tileHeight);
      for (let y = fromY; y < toY; y++) {
        const sourceRow = (y - tileTop) * raster.tileWidth - tileLeft;
        const outRow = (y - window.top) * window.tileWidth - window.left;
        for (let x = fromX; x < toX; x++) {
          const target = outRow + x;
          if (written[target]) continue;
          const value = tile[sourceRow + x] as number;
          if (source.isNoData(value)) continue;
          out[target] = value;
          written[target] = 1;
        }
      }
    }
  }
}

function checkCompatible(first: TiledRaster, other: TiledRaster): void {
  const a = first.geoTransform;
  const b = other.geoTransform;
  const problems: string[] = [];
  if (a[2] !== 0 || a[4] !== 0 || b[2] !== 0 || b[4] !== 0) problems.push('a rotated grid');
  if (other.crs !== first.crs) problems.push(`CRS ${other.crs} and ${first.crs}`);
  if (!close(a[1], b[1]) || !close(a[5], b[5])) {
    problems.push(`pixel sizes ${b[1]} x ${b[5]} and ${a[1]} x ${a[5]}`);
  }
  if (other.dataType !== first.dataType) {
    problems.push(`data types ${other.dataType} and ${first.dataType}`);
  }
  if (problems.length > 0) {
    throw new DataSourceError(`Cannot mosaic rasters with ${problems.join(', ')}`, {
      transient: false,
    });
  }
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

function latticeOffset(pixels: number): number {
  const rounded = Math.round(pixels);
  if (Math.abs(pixels - rounded) > LATTICE_TOLERANCE) {
    throw new DataSourceError(
      `Cannot mosaic rasters whose pixels are offset by ${pixels.toFixed(4)} pixels`,
      { transient: false },
    );
  }
  return rounded;
}
