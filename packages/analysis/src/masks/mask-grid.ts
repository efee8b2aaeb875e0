import type { MultiPolygon } from 'geojson';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import type { GeoTransform, TiledRaster } from '../raster/types.js';
import { DataSourceError, type LonLatBBox, type RasterLayer } from '../sources/data-source.js';
import { inverseGeoTransform, shapeToPixels } from '../zonal/pixel-shape.js';
import { rowSpans } from '../zonal/scanline.js';

/**
 * Most pixels one mask layer is computed on (docs/masks.md, "Resolution"): 4 million, ~32 MB of
 * float64 values, so a 1,000,000 ha shape is read at ~50 m instead of 10 m.
 */
export const MAX_MASK_PIXELS = 4_000_000;
/** Metres per degree of latitude (mean), to turn a box into an approximate ground size. */
const METRES_PER_DEGREE = 111_320;

/** The shape's bounding box (contiguous frame: east may exceed 180). */
export function bboxOfShape(shape: MultiPolygon): LonLatBBox {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const polygon of shape.coordinates)
    for (const ring of polygon)
      for (const [x = 0, y = 0] of ring) {
        if (x < west) west = x;
        if (x > east) east = x;
        if (y < south) south = y;
        if (y > north) north = y;
      }
  return [west, south, east, north];
}

/**
 * The pixel size to ask a source for: the dataset's native size, coarsened so the shape's box
 * holds at most MAX_MASK_PIXELS pixels.
 */
export function maskResolutionMeters(bbox: LonLatBBox, nativeMeters: number): number {
  const [west, south, east, north] = bbox;
  const middle = ((south + north) / 2) * (Math.PI / 180);
  const widthMeters = (east - west) * METRES_PER_DEGREE * Math.cos(middle);
  const heightMeters = (north - south) * METRES_PER_DEGREE;
  const budget = Math.sqrt((widthMeters * heightMeters) / MAX_MASK_PIXELS);
  return Math.max(nativeMeters, Math.ceil(budget));
}

/** A layer's values on the grid a mask is computed on (physical values, NaN for no-data). */
export interface MaskGrid {
  width: number;
  height: number;
  geoTransform: GeoTransform;
  crs: string;
  values: Float64Array;
  /** Metres per pixel (north-south size of a geographic pixel). */
  scaleMeters: number;
}

/** Metres per pixel of a north-up geotransform. */
export function pixelMeters(geoTransform: GeoTransform, crs: string): number {
  const size = Math.abs(geoTransform[5]);
  return isGeographic(crs) ? size * METRES_PER_DEGREE : size;
}

/** `bbox` in pixel coordinates of a raster (from its corners and edge midpoints). */
function pixelWindow(raster: TiledRaster, bbox: LonLatBBox) {
  const [west, south, east, north] = bbox;
  const toPixel = inverseGeoTransform(raster.geoTransform);
  const converter = isGeographic(raster.crs) ? null : lonLatConverter(raster.crs);
  const midLon = (west + east) / 2;
  const midLat = (south + north) / 2;
  const columns: number[] = [];
  const rows: number[] = [];
  for (const [lon, lat] of [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [midLon, south],
    [midLon, north],
    [west, midLat],
    [east, midLat],
  ] as [number, number][]) {
    const [x, y] = converter ? converter.forward([lon, lat]) : [lon, lat];
    const [column, row] = toPixel(x as number, y as number);
    columns.push(column);
    rows.push(row);
  }
  return {
    left: Math.floor(Math.min(...columns)),
    right: Math.ceil(Math.max(...columns)),
    top: Math.floor(Math.min(...rows)),
    bottom: Math.ceil(Math.max(...rows)),
  };
}

/**
 * The pixels of `layer` covering `bbox` plus `margin` pixels (no-data beyond the raster's edge),
 * at most MAX_MASK_PIXELS: a larger
 * window is read every `stride`-th pixel (the pixel at the centre of each stride × stride block,
 * nearest neighbour, so classes stay classes), the grid's pixel `stride` times the source's.
 * Only the tiles holding sampled pixels are read.
 */
export async function readMaskGrid(
  layer: RasterLayer,
  bbox: LonLatBBox,
  options: { margin?: number; maxPixels?: number; signal?: AbortSignal } = {},
): Promise<MaskGrid> {
  const { margin = 0, maxPixels = MAX_MASK_PIXELS, signal } = options;
  const raster = layer.raster;
  const t = raster.geoTransform;
  if (t[2] !== 0 || t[4] !== 0)
    throw new DataSourceError('Rotated rasters are not supported', { transient: false });
  const window = pixelWindow(raster, bbox);
  // The window is not clamped to the raster: pixels beyond it are no-data (a dataset that does
  // not cover the shape shows as such).
  const left = window.left - margin;
  const top = window.top - margin;
  const right = Math.max(window.right, window.left + 1) + margin;
  const bottom = Math.max(window.bottom, window.top + 1) + margin;
  const sourceWidth = right - left;
  const sourceHeight = bottom - top;
  const stride = Math.max(1, Math.ceil(Math.sqrt((sourceWidth * sourceHeight) / maxPixels)));
  const width = Math.ceil(sourceWidth / stride);
  const height = Math.ceil(sourceHeight / stride);
  const values = new Float64Array(width * height).fill(Number.NaN);
  const scale = layer.scale ?? 1;
  const offset = layer.offset ?? 0;
  const noData = raster.noData;
  const half = Math.floor(stride / 2);
  const tileCache = new Map<number, Awaited<ReturnType<TiledRaster['readTile']>>>();
  const tilesX = Math.ceil(raster.width / raster.tileWidth);
  for (let row = 0; row < height; row++) {
    const y = top + row * stride + half;
    if (y < 0 || y >= raster.height) continue;
    const tileY = Math.floor(y / raster.tileHeight);
    // Keep only the current band of tiles.
    for (const key of tileCache.keys())
      if (Math.floor(key / tilesX) !== tileY) tileCache.delete(key);
    for (let column = 0; column < width; column++) {
      const x = left + column * stride + half;
      if (x < 0 || x >= raster.width) continue;
      const tileX = Math.floor(x / raster.tileWidth);
      const key = tileY * tilesX + tileX;
      let tile = tileCache.get(key);
      if (!tile) {
        signal?.throwIfAborted();
        tile = await raster.readTile(tileX, tileY, signal);
        tileCache.set(key, tile);
      }
      const stored = tile[
        (y - tileY * raster.tileHeight) * raster.tileWidth + (x - tileX * raster.tileWidth)
      ] as number;
      values[row * width + column] =
        stored === noData || Number.isNaN(stored) ? Number.NaN : stored * scale + offset;
    }
  }
  const geoTransform: GeoTransform = [
    t[0] + left * t[1],
    t[1] * stride,
    0,
    t[3] + top * t[5],
    0,
    t[5] * stride,
  ];
  return {
    width,
    height,
    geoTransform,
    crs: raster.crs,
    values,
    scaleMeters: pixelMeters(geoTransform, raster.crs),
  };
}

/**
 * The grid's pixels near the shape: those whose centre is inside (scanline, pixel-centre rule)
 * and their 8 neighbours, so a mask traced from them covers the shape up to its edge before it
 * is clipped to it. `inside` holds the centre-inside pixels alone (to measure no-data).
 */
export function shapeCover(
  shape: MultiPolygon,
  grid: Pick<MaskGrid, 'width' | 'height' | 'geoTransform' | 'crs'>,
): { inside: Uint8Array; near: Uint8Array } {
  const { width, height } = grid;
  const inside = new Uint8Array(width * height);
  const spans = rowSpans(shapeToPixels(shape, grid.crs, grid.geoTransform));
  for (let row = Math.max(0, spans.rowStart); row < Math.min(height, spans.rowEnd); row++) {
    const index = row - spans.rowStart;
    for (
      let span = spans.offsets[index] as number;
      span < (spans.offsets[index + 1] as number);
      span += 2
    ) {
      const from = Math.max(0, spans.spans[span] as number);
      const to = Math.min(width, spans.spans[span + 1] as number);
      for (let column = from; column < to; column++) inside[row * width + column] = 1;
    }
  }
  const near = new Uint8Array(width * height);
  let any = false;
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      if (!inside[row * width + column]) continue;
      any = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && c >= 0 && r < height && c < width) near[r * width + c] = 1;
        }
    }
  // A shape smaller than a pixel holds no centre: every pixel of the window is near it.
  if (!any) near.fill(1);
  return { inside, near };
}
