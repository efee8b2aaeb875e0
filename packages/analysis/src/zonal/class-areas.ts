import type { MultiPolygon } from 'geojson';
import type { RasterArray, TiledRaster } from '../raster/types.js';
import { countBytes } from './count-bytes.js';
import type { ClassAreas, ZonalOptions } from './zonal.types.js';
import {
  forEachRun,
  planZonal,
  squareMetersToHectares,
  type TileJob,
  walkTiles,
  type ZonalPlan,
} from './zonal-plan.js';

/** Pixel counts and true areas (m²) per class, accumulated block by block. */
interface ClassTally {
  counts: Map<number, number>;
  squareMeters: Map<number, number>;
}

/** Counts one tile's pixels inside the shape, block by block; `finish` returns the totals. */
interface TileCounter {
  count(tile: RasterArray, job: TileJob): void;
  finish(): ClassTally;
}

/**
 * Area of each class of a categorical raster inside the shape (see zonal.types.ts). Pixels are
 * in when their centre is; each counts with its true ellipsoidal area, taken per block of at
 * most 16 rows of a tile; the totals are then scaled to the shape's exact geodesic area, so the
 * classes and no-data always add up to the area shown for the shape. The scaling only absorbs
 * the pixel-centre rule's boundary error (pixels half in, half out), which is zero on average.
 */
export async function zonalClassAreas(
  raster: TiledRaster,
  shape: MultiPolygon,
  options: ZonalOptions = {},
): Promise<ClassAreas> {
  const plan = planZonal(raster, shape);
  const counter =
    raster.dataType === 'uint8'
      ? new ByteCounter(plan, raster.tileWidth)
      : new GenericCounter(plan, raster.tileWidth);
  await walkTiles([raster], plan, options, ([tile], job) =>
    counter.count(tile as RasterArray, job),
  );
  const tally = counter.finish();
  const noData = raster.noData;
  let noDataSquareMeters = plan.outsideSquareMeters;
  let pixelSquareMeters = plan.outsideSquareMeters;
  for (const [value, area] of tally.squareMeters) {
    pixelSquareMeters += area;
    if (value === noData || Number.isNaN(value)) noDataSquareMeters += area;
  }
  const scale = pixelSquareMeters > 0 ? (plan.exactAreaHa * 10_000) / pixelSquareMeters : 0;
  const areasHa = new Map<number, number>();
  const pixelCounts = new Map<number, number>();
  for (const [value, area] of [...tally.squareMeters].sort(([a], [b]) => a - b)) {
    if (value === noData || Number.isNaN(value)) continue;
    areasHa.set(value, squareMetersToHectares(area * scale));
    pixelCounts.set(value, tally.counts.get(value) ?? 0);
  }
  return {
    areasHa,
    noDataHa:
      pixelSquareMeters > 0 ? squareMetersToHectares(noDataSquareMeters * scale) : plan.exactAreaHa,
    pixelCounts,
    pixelAreaHa: squareMetersToHectares(pixelSquareMeters),
    exactAreaHa: plan.exactAreaHa,
  };
}

/**
 * uint8: a 256-bin histogram per block filled by `countBytes`, flushed into per-class totals
 * with the block's pixel area. No closures or allocations per block: this is the hot path.
 */
class ByteCounter implements TileCounter {
  private readonly histogram = new Uint32Array(256);
  private readonly counts = new Float64Array(256);
  private readonly squareMeters = new Float64Array(256);
  constructor(
    private readonly plan: ZonalPlan,
    private readonly tileWidth: number,
  ) {}

  count(tile: RasterArray, job: TileJob): void {
    let bytes = tile as Uint8Array;
    if (bytes.byteOffset % 4 !== 0) bytes = bytes.slice();
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
    const { spans, blockRows } = this.plan;
    const { offsets, rowStart } = spans;
    const runs = spans.spans;
    const histogram = this.histogram;
    for (let blockFrom = job.rowFrom; blockFrom < job.rowTo; blockFrom += blockRows) {
      const blockTo = Math.min(job.rowTo, blockFrom + blockRows);
      const first = Math.max(blockFrom, rowStart);
      const last = Math.min(blockTo, spans.rowEnd);
      let counted = 0;
      for (let row = first; row < last; row++) {
        const index = row - rowStart;
        const end = offsets[index + 1] as number;
        const base = (row - job.rowFrom) * this.tileWidth - job.columnFrom;
        for (let at = offsets[index] as number; at < end; at += 2) {
          const from = Math.max(job.columnFrom, runs[at] as number);
          const to = Math.min(job.columnTo, runs[at + 1] as number);
          if (to <= from) continue;
          countBytes(bytes, words, base + from, base + to, histogram);
          counted += to - from;
        }
      }
      if (counted > 0)
        this.flush(this.plan.blockArea(job.columnFrom, job.columnTo, blockFrom, blockTo));
    }
  }

  private flush(pixelArea: number): void {
    const histogram = this.histogram;
    for (let value = 0; value < 256; value++) {
      const count = histogram[value] as number;
      if (count === 0) continue;
      this.counts[value] = (this.counts[value] as number) + count;
      this.squareMeters[value] = (this.squareMeters[value] as number) + count * pixelArea;
      histogram[value] = 0;
    }
  }

  finish(): ClassTally {
    const tally: ClassTally = { counts: new Map(), squareMeters: new Map() };
    for (let value = 0; value < 256; value++) {
      if (this.counts[value] === 0) continue;
      tally.counts.set(value, this.counts[value] as number);
      tally.squareMeters.set(value, this.squareMeters[value] as number);
    }
    return tally;
  }
}

/** Other types: a Map per block (class rasters wider than a byte are rare and small). */
class GenericCounter implements TileCounter {
  private readonly tally: ClassTally = { counts: new Map(), squareMeters: new Map() };
  constructor(
    private readonly plan: ZonalPlan,
    private readonly tileWidth: number,
  ) {}

  count(tile: RasterArray, job: TileJob): void {
    const { plan, tally } = this;
    const block = new Map<number, number>();
    for (let blockFrom = job.rowFrom; blockFrom < job.rowTo; blockFrom += plan.blockRows) {
      const blockTo = Math.min(job.rowTo, blockFrom + plan.blockRows);
      forEachRun(plan.spans, job.columnFrom, job.columnTo, blockFrom, blockTo, (row, from, to) => {
        const base = (row - job.rowFrom) * this.tileWidth - job.columnFrom;
        for (let column = from; column < to; column++) {
          const value = tile[base + column] as number;
          block.set(value, (block.get(value) ?? 0) + 1);
        }
      });
      if (block.size === 0) continue;
      const area = plan.blockArea(job.columnFrom, job.columnTo, blockFrom, blockTo);
      for (const [value, count] of block) {
        tally.counts.set(value, (tally.counts.get(value) ?? 0) + count);
        tally.squareMeters.set(value, (tally.squareMeters.get(value) ?? 0) + count * area);
      }
      block.clear();
    }
  }

  finish(): ClassTally {
    return this.tally;
  }
}
