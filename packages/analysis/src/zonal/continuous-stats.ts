import type { MultiPolygon } from 'geojson';
import type { TiledRaster } from '../raster/types.js';
import { WeightedValues, weightedPercentile } from './weighted-values.js';
import type { ContinuousOptions, ContinuousStats } from './zonal.types.js';
import { forEachRun, planZonal, squareMetersToHectares, walkTiles } from './zonal-plan.js';

const DEFAULT_PERCENTILES = [10, 25, 50, 75, 90];
const DISTINCT_TYPES = new Set(['uint8', 'int8', 'uint16', 'int16']);

/**
 * Area-weighted statistics of a continuous raster (elevation, temperature, NDVI...) inside the
 * shape: pixels are in when their centre is, each weighs its true ellipsoidal area, no-data and
 * NaN are left out, values are physical (stored * scale + offset).
 */
export async function zonalContinuousStats(
  raster: TiledRaster,
  shape: MultiPolygon,
  options: ContinuousOptions = {},
): Promise<ContinuousStats> {
  const scale = options.scale ?? 1;
  const offset = options.offset ?? 0;
  const plan = planZonal(raster, shape);
  const collected = new WeightedValues(DISTINCT_TYPES.has(raster.dataType));
  let weightedSum = 0;
  let totalArea = 0;
  let pixelCount = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  await walkTiles([raster], plan, options, ([tile], job) => {
    if (!tile) return;
    for (let rowFrom = job.rowFrom; rowFrom < job.rowTo; rowFrom += plan.blockRows) {
      const rowTo = Math.min(job.rowTo, rowFrom + plan.blockRows);
      let area = Number.NaN;
      forEachRun(plan.spans, job.columnFrom, job.columnTo, rowFrom, rowTo, (row, from, to) => {
        if (Number.isNaN(area)) area = plan.blockArea(job.columnFrom, job.columnTo, rowFrom, rowTo);
        const base = (row - job.rowFrom) * raster.tileWidth - job.columnFrom;
        for (let column = from; column < to; column++) {
          const stored = tile[base + column] as number;
          if (stored === raster.noData || Number.isNaN(stored)) continue;
          const value = stored * scale + offset;
          collected.add(value, area);
          weightedSum += value * area;
          totalArea += area;
          pixelCount++;
          if (value < min) min = value;
          if (value > max) max = value;
        }
      });
    }
  });
  const { values, weights } = collected.sorted();
  const percentiles: Record<number, number> = {};
  for (const p of options.percentiles ?? DEFAULT_PERCENTILES)
    percentiles[p] =
      pixelCount > 0 ? weightedPercentile(values, weights, totalArea, p) : Number.NaN;
  return {
    mean: pixelCount > 0 ? weightedSum / totalArea : Number.NaN,
    min: pixelCount > 0 ? min : Number.NaN,
    max: pixelCount > 0 ? max : Number.NaN,
    percentiles,
    pixelCount,
    validAreaHa: squareMetersToHectares(totalArea),
  };
}
