import { areaHectares } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { isGeographic } from '../raster/crs.js';
import type { RasterArray, TiledRaster } from '../raster/types.js';
import { type BlockPixelArea, blockPixelArea } from './pixel-areas.js';
import { shapeToPixels } from './pixel-shape.js';
import { type RowSpans, rowSpans } from './scanline.js';
import type { ZonalOptions } from './zonal.types.js';

/**
 * Rows per area block: pixel areas are taken per block of at most 16 rows of a tile. A projected
 * pixel's area changes by ~1e-9 over 16 rows (UTM), but a geographic one by |Δφ|·tan φ per row
 * (1e-4 for 0.01° pixels at 30°): there each row is its own block, so weights stay exact.
 */
const BLOCK_ROWS = 16;
const SQUARE_METERS_PER_HECTARE = 10_000;

export interface TileJob {
  tileX: number;
  tileY: number;
  /** Pixel columns [columnFrom, columnTo) and rows [rowFrom, rowTo) of the tile inside the raster. */
  columnFrom: number;
  columnTo: number;
  rowFrom: number;
  rowTo: number;
}

/** What the three zonal functions share: the shape in pixel space and the tiles it touches. */
export interface ZonalPlan {
  spans: RowSpans;
  tiles: TileJob[];
  blockArea: BlockPixelArea;
  /** 16, or 1 for geographic rasters (see BLOCK_ROWS). */
  blockRows: number;
  exactAreaHa: number;
  /** True area of the shape's pixels that lie outside the raster (no-data), m². */
  outsideSquareMeters: number;
}

export function planZonal(raster: TiledRaster, shape: MultiPolygon): ZonalPlan {
  const rings = shapeToPixels(shape, raster.crs, raster.geoTransform);
  let spans = rowSpans(rings);
  if (spans.spans.length === 0) spans = centrePixel(rings);
  const blockArea = blockPixelArea(raster.crs, raster.geoTransform);
  const exactAreaHa = areaHectares({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: shape }],
  });
  return {
    spans,
    tiles: touchedTiles(raster, spans),
    blockArea,
    blockRows: isGeographic(raster.crs) ? 1 : BLOCK_ROWS,
    exactAreaHa,
    outsideSquareMeters: outsideArea(raster, spans, blockArea),
  };
}

/**
 * A shape too small to hold any pixel centre still has an area: it is given the one pixel under
 * the centre of its extent, so every shape gets a class.
 */
function centrePixel(rings: Float64Array[]): RowSpans {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const ring of rings) {
    for (let index = 0; index < ring.length; index += 2) {
      minX = Math.min(minX, ring[index] as number);
      maxX = Math.max(maxX, ring[index] as number);
      minY = Math.min(minY, ring[index + 1] as number);
      maxY = Math.max(maxY, ring[index + 1] as number);
    }
  }
  if (!Number.isFinite(minX))
    return { rowStart: 0, rowEnd: 0, offsets: new Int32Array(1), spans: new Int32Array(0) };
  const column = Math.floor((minX + maxX) / 2);
  const row = Math.floor((minY + maxY) / 2);
  return {
    rowStart: row,
    rowEnd: row + 1,
    offsets: Int32Array.of(0, 2),
    spans: Int32Array.of(column, column + 1),
  };
}

/** Tiles holding at least one pixel of the shape; the others are never read. */
function touchedTiles(raster: TiledRaster, spans: RowSpans): TileJob[] {
  const { tileWidth, tileHeight, width, height } = raster;
  const across = Math.ceil(width / tileWidth);
  const down = Math.ceil(height / tileHeight);
  const touched = new Uint8Array(across * down);
  const rowFrom = Math.max(0, spans.rowStart);
  const rowTo = Math.min(height, spans.rowEnd);
  for (let row = rowFrom; row < rowTo; row++) {
    const rowBase = Math.floor(row / tileHeight) * across;
    const index = row - spans.rowStart;
    const end = spans.offsets[index + 1] as number;
    for (let at = spans.offsets[index] as number; at < end; at += 2) {
      const first = Math.max(0, spans.spans[at] as number);
      const last = Math.min(width, spans.spans[at + 1] as number);
      if (last <= first) continue;
      const lastTile = Math.floor((last - 1) / tileWidth);
      for (let tileX = Math.floor(first / tileWidth); tileX <= lastTile; tileX++)
        touched[rowBase + tileX] = 1;
    }
  }
  const jobs: TileJob[] = [];
  touched.forEach((flag, key) => {
    if (flag === 0) return;
    const tileX = key % across;
    const tileY = (key - tileX) / across;
    jobs.push({
      tileX,
      tileY,
      columnFrom: tileX * tileWidth,
      columnTo: Math.min(width, (tileX + 1) * tileWidth),
      rowFrom: tileY * tileHeight,
      rowTo: Math.min(height, (tileY + 1) * tileHeight),
    });
  });
  return jobs;
}

/** Pixels of the shape beyond the raster's edges, weighted per block of rows. */
function outsideArea(raster: TiledRaster, spans: RowSpans, blockArea: BlockPixelArea): number {
  let total = 0;
  for (let blockStart = spans.rowStart; blockStart < spans.rowEnd; blockStart += BLOCK_ROWS) {
    const blockEnd = Math.min(spans.rowEnd, blockStart + BLOCK_ROWS);
    let pixels = 0;
    let minColumn = Number.POSITIVE_INFINITY;
    let maxColumn = Number.NEGATIVE_INFINITY;
    for (let row = blockStart; row < blockEnd; row++) {
      const index = row - spans.rowStart;
      const inside = row >= 0 && row < raster.height;
      for (
        let at = spans.offsets[index] as number;
        at < (spans.offsets[index + 1] as number);
        at += 2
      ) {
        const first = spans.spans[at] as number;
        const last = spans.spans[at + 1] as number;
        const kept = inside ? Math.max(0, Math.min(raster.width, last) - Math.max(0, first)) : 0;
        if (last - first > kept) {
          pixels += last - first - kept;
          minColumn = Math.min(minColumn, first);
          maxColumn = Math.max(maxColumn, last);
        }
      }
    }
    if (pixels > 0) total += pixels * blockArea(minColumn, maxColumn, blockStart, blockEnd);
  }
  return total;
}

/**
 * Reads the plan's tiles in order, a tile row ahead (so a COG reader can coalesce a row's byte
 * ranges into one request), and hands each to `visit`. Honours the signal between tiles.
 */
export async function walkTiles(
  rasters: readonly TiledRaster[],
  plan: ZonalPlan,
  options: ZonalOptions,
  visit: (tiles: RasterArray[], job: TileJob) => void,
): Promise<void> {
  const { signal, progress } = options;
  const rows: TileJob[][] = [];
  for (const job of plan.tiles) {
    const last = rows[rows.length - 1];
    if (last && last[0]?.tileY === job.tileY) last.push(job);
    else rows.push([job]);
  }
  const issued: Promise<RasterArray[]>[][] = [];
  const issue = (index: number) => {
    const row = rows[index];
    if (!row || issued[index]) return;
    issued[index] = row.map((job) => {
      const reads = Promise.all(
        rasters.map((raster) => raster.readTile(job.tileX, job.tileY, signal)),
      );
      reads.catch(() => undefined); // awaited below; meanwhile a rejection is not unhandled
      return reads;
    });
  };
  issue(0);
  let done = 0;
  for (let index = 0; index < rows.length; index++) {
    issue(index + 1);
    const row = rows[index] as TileJob[];
    const reads = issued[index] as Promise<RasterArray[]>[];
    for (let at = 0; at < row.length; at++) {
      signal?.throwIfAborted();
      const tiles = await (reads[at] as Promise<RasterArray[]>);
      signal?.throwIfAborted();
      visit(tiles, row[at] as TileJob);
      progress?.(++done / plan.tiles.length);
    }
    issued[index] = [];
  }
  if (plan.tiles.length === 0) progress?.(1);
}

/**
 * Calls `run(row, from, to)` for every run of the shape's pixels in rows [rowFrom, rowTo)
 * within columns [columnFrom, columnTo).
 */
export function forEachRun(
  spans: RowSpans,
  columnFrom: number,
  columnTo: number,
  rowFrom: number,
  rowTo: number,
  run: (row: number, from: number, to: number) => void,
): void {
  const first = Math.max(rowFrom, spans.rowStart);
  const last = Math.min(rowTo, spans.rowEnd);
  for (let row = first; row < last; row++) {
    const index = row - spans.rowStart;
    const end = spans.offsets[index + 1] as number;
    for (let at = spans.offsets[index] as number; at < end; at += 2) {
      const from = Math.max(columnFrom, spans.spans[at] as number);
      const to = Math.min(columnTo, spans.spans[at + 1] as number);
      if (to > from) run(row, from, to);
    }
  }
}

export const squareMetersToHectares = (value: number) => value / SQUARE_METERS_PER_HECTARE;
