import type { MultiPolygon } from 'geojson';
import type { TiledRaster } from '../raster/types.js';
import type { TransitionAreas, ZonalOptions } from './zonal.types.js';
import { forEachRun, planZonal, squareMetersToHectares, walkTiles } from './zonal-plan.js';

/** `noData` stands for a no-data pixel (or one outside the raster) on either side of a pair. */
export const NO_DATA_KEY = 'noData';

function assertSameGrid(from: TiledRaster, to: TiledRaster): void {
  const same =
    from.width === to.width &&
    from.height === to.height &&
    from.crs === to.crs &&
    from.geoTransform.every((value, index) => value === to.geoTransform[index]);
  if (!same) {
    throw new Error(
      'Transition areas need two rasters on the same grid (same size, geotransform and CRS): ' +
        `${from.width}x${from.height} ${from.crs} [${from.geoTransform.join(', ')}] vs ` +
        `${to.width}x${to.height} ${to.crs} [${to.geoTransform.join(', ')}]`,
    );
  }
  if (from.tileWidth !== to.tileWidth || from.tileHeight !== to.tileHeight) {
    throw new Error(
      `Transition areas need the same tiling: ${from.tileWidth}x${from.tileHeight} vs ${to.tileWidth}x${to.tileHeight}`,
    );
  }
}

/**
 * Area of each class change `${from}->${to}` inside the shape between two class rasters of the
 * same grid (land cover of two years). Pairs with no-data on either side are keyed with
 * `noData` (e.g. `noData->3`), so all pairs together sum to the shape's exact area, scaled as in
 * `zonalClassAreas`.
 */
export async function zonalTransitionAreas(
  from: TiledRaster,
  to: TiledRaster,
  shape: MultiPolygon,
  options: ZonalOptions = {},
): Promise<TransitionAreas> {
  assertSameGrid(from, to);
  const plan = planZonal(from, shape);
  const squareMeters = new Map<string, number>();
  const add = (key: string, area: number) =>
    squareMeters.set(key, (squareMeters.get(key) ?? 0) + area);
  const label = (value: number, noData: number | null) =>
    value === noData || Number.isNaN(value) ? NO_DATA_KEY : String(value);
  await walkTiles([from, to], plan, options, ([before, after], job) => {
    if (!before || !after) return;
    for (let rowFrom = job.rowFrom; rowFrom < job.rowTo; rowFrom += plan.blockRows) {
      const rowTo = Math.min(job.rowTo, rowFrom + plan.blockRows);
      const pairs = new Map<string, number>();
      forEachRun(plan.spans, job.columnFrom, job.columnTo, rowFrom, rowTo, (row, first, last) => {
        const base = (row - job.rowFrom) * from.tileWidth - job.columnFrom;
        for (let column = first; column < last; column++) {
          const a = before[base + column] as number;
          const b = after[base + column] as number;
          const key = `${label(a, from.noData)}->${label(b, to.noData)}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
      });
      if (pairs.size === 0) continue;
      const area = plan.blockArea(job.columnFrom, job.columnTo, rowFrom, rowTo);
      for (const [key, count] of pairs) add(key, count * area);
    }
  });
  if (plan.outsideSquareMeters > 0) add(`${NO_DATA_KEY}->${NO_DATA_KEY}`, plan.outsideSquareMeters);
  let total = 0;
  for (const area of squareMeters.values()) total += area;
  const scale = total > 0 ? (plan.exactAreaHa * 10_000) / total : 0;
  const areasHa = new Map<string, number>();
  for (const [key, area] of [...squareMeters].sort(([a], [b]) => a.localeCompare(b)))
    areasHa.set(key, squareMetersToHectares(area * scale));
  return { areasHa, exactAreaHa: plan.exactAreaHa };
}
