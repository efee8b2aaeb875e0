import { isGeographic, lonLatConverter } from '../raster/crs.js';
import type { InMemoryRaster, TiledRaster } from '../raster/types.js';
import { DataSourceError, type LonLatBBox } from '../sources/data-source.js';

/** Windows larger than this are refused: 6000² float64 is ~290 MB. */
export const MAX_WINDOW_PIXELS = 6000 * 6000;

/** `bbox` in the raster's CRS, from its corners and edge midpoints. */
function bboxInCrs(bbox: LonLatBBox, crs: string): [number, number, number, number] {
  if (isGeographic(crs)) return [...bbox];
  const [west, south, east, north] = bbox;
  const midLon = (west + east) / 2;
  const midLat = (south + north) / 2;
  const converter = lonLatConverter(crs);
  const points = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [midLon, south],
    [midLon, north],
    [west, midLat],
    [east, midLat],
  ].map((point) => converter.forward(point));
  const xs = points.map((point) => point[0] as number);
  const ys = points.map((point) => point[1] as number);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The pixels of a north-up tiled raster covering `bbox` plus `margin` pixels on each side (Horn's
 * window needs one), read tile by tile into memory as float64. Physical values: stored · scale +
 * offset; no-data stays no-data.
 */
export async function readWindow(
  raster: TiledRaster,
  bbox: LonLatBBox,
  options: { margin?: number; scale?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<InMemoryRaster> {
  const { margin = 1, scale = 1, offset = 0, signal } = options;
  const t = raster.geoTransform;
  if (t[2] !== 0 || t[4] !== 0)
    throw new DataSourceError('Rotated rasters are not supported', { transient: false });
  const [minX, minY, maxX, maxY] = bboxInCrs(bbox, raster.crs);
  const columnA = (minX - t[0]) / t[1];
  const columnB = (maxX - t[0]) / t[1];
  const rowA = (maxY - t[3]) / t[5];
  const rowB = (minY - t[3]) / t[5];

  const firstColumn = Math.floor(Math.min(columnA, columnB));
  const firstRow = Math.floor(Math.min(rowA, rowB));
  // A degenerate box (a point) still reads the one pixel it falls in.
  const right = Math.min(
    raster.width,
    Math.max(Math.ceil(Math.max(columnA, columnB)), firstColumn + 1) + margin,
  );
  const left = Math.max(0, firstColumn - margin);
  const top = Math.max(0, firstRow - margin);
  const bottom = Math.min(
    raster.height,
    Math.max(Math.ceil(Math.max(rowA, rowB)), firstRow + 1) + margin,
  );
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  if (width * height > MAX_WINDOW_PIXELS)
    throw new DataSourceError(`A window of ${width} × ${height} pixels is too large`, {
      transient: false,
    });
  const noData = raster.noData;
  const data = new Float64Array(width * height).fill(noData ?? Number.NaN);
  for (
    let tileY = Math.floor(top / raster.tileHeight);
    tileY * raster.tileHeight < bottom;
    tileY++
  ) {
    for (
      let tileX = Math.floor(left / raster.tileWidth);
      tileX * raster.tileWidth < right;
      tileX++
    ) {
      signal?.throwIfAborted();
      const tile = await raster.readTile(tileX, tileY, signal);
      const rowFrom = Math.max(top, tileY * raster.tileHeight);
      const rowTo = Math.min(bottom, (tileY + 1) * raster.tileHeight);
      const columnFrom = Math.max(left, tileX * raster.tileWidth);
      const columnTo = Math.min(right, (tileX + 1) * raster.tileWidth);
      for (let row = rowFrom; row < rowTo; row++)
        for (let column = columnFrom; column < columnTo; column++) {
          const stored = tile[
            (row - tileY * raster.tileHeight) * raster.tileWidth +
              (column - tileX * raster.tileWidth)
          ] as number;
          data[(row - top) * width + (column - left)] =
            stored === noData || Number.isNaN(stored) ? stored : stored * scale + offset;
        }
    }
  }
  return {
    width,
    height,
    geoTransform: [t[0] + left * t[1], t[1], 0, t[3] + top * t[5], 0, t[5]],
    crs: raster.crs,
    noData,
    dataType: 'float64',
    data,
  };
}

/** The physical value of the pixel containing (lon, lat), or NaN outside or on no-data. */
export async function valueAt(
  raster: TiledRaster,
  lon: number,
  lat: number,
  options: { scale?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const window = await readWindow(raster, [lon, lat, lon, lat], { ...options, margin: 0 });
  const t = window.geoTransform;
  const [x, y] = isGeographic(window.crs)
    ? [lon, lat]
    : lonLatConverter(window.crs).forward([lon, lat]);
  const column = Math.floor(((x as number) - t[0]) / t[1]);
  const row = Math.floor(((y as number) - t[3]) / t[5]);
  if (column < 0 || row < 0 || column >= window.width || row >= window.height) return Number.NaN;
  const value = window.data[row * window.width + column] as number;
  return value === window.noData ? Number.NaN : value;
}
