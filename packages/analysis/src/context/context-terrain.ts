import type { MultiPolygon } from 'geojson';
import type { Lineage } from '../lineage.js';
import { type InMemoryRaster, type TiledRaster, tiledFromMemory } from '../raster/types.js';
import type { LonLatBBox } from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';
import { zonalContinuousStats } from '../zonal/index.js';
import type { ContinuousStats } from '../zonal/zonal.types.js';
import { hornSlopeDegrees } from './horn-slope.js';
import { readWindow, valueAt } from './raster-window.js';

/** The DEM's preferred pixel (SRTM / Copernicus GLO-90); coarser for large areas. */
const DEM_RESOLUTION_METERS = 90;
/** Coarsen the DEM until the study area's box holds about this many pixels. */
const DEM_PIXEL_BUDGET = 4_000_000;
const METERS_PER_DEGREE = 111_320;

export interface ElevationValues {
  min: number;
  mean: number;
  max: number;
  p10: number;
  p50: number;
  p90: number;
}

export interface Terrain {
  elevation: ElevationValues;
  slope: { mean: number; max: number };
  dem: InMemoryRaster;
  lineage: Lineage;
  /** True when the area holds no pixel centre and the pixel under its centre was used. */
  fromCentre: boolean;
}

/** 90 m, doubled while the box would hold more than DEM_PIXEL_BUDGET pixels. */
export function demResolution(bbox: LonLatBBox): number {
  const middle = ((bbox[1] + bbox[3]) / 2) * (Math.PI / 180);
  const widthM = (bbox[2] - bbox[0]) * METERS_PER_DEGREE * Math.cos(middle);
  const heightM = (bbox[3] - bbox[1]) * METERS_PER_DEGREE;
  let resolution = DEM_RESOLUTION_METERS;
  while ((widthM * heightM) / (resolution * resolution) > DEM_PIXEL_BUDGET) resolution *= 2;
  return resolution;
}

/** The centre of a box, where a shape smaller than one pixel is sampled. */
export const centreOf = (bbox: LonLatBBox): [number, number] => [
  (bbox[0] + bbox[2]) / 2,
  (bbox[1] + bbox[3]) / 2,
];

/**
 * Zonal statistics, or, when the area holds no pixel centre (a small area on a coarse grid), the
 * value of the pixel under the centre of its box as every statistic.
 */
export async function statsOrCentre(
  raster: TiledRaster,
  shape: MultiPolygon,
  bbox: LonLatBBox,
  options: { scale?: number; offset?: number; signal: AbortSignal; percentiles?: number[] },
): Promise<{ stats: ContinuousStats; fromCentre: boolean }> {
  const stats = await zonalContinuousStats(raster, shape, options);
  if (stats.pixelCount > 0) return { stats, fromCentre: false };
  const [lon, lat] = centreOf(bbox);
  const value = await valueAt(raster, lon, lat, options);
  const percentiles = Object.fromEntries((options.percentiles ?? []).map((p) => [p, value]));
  return {
    stats: { mean: value, min: value, max: value, percentiles, pixelCount: 0, validAreaHa: 0 },
    fromCentre: true,
  };
}

/** Elevation statistics over the area and Horn slope statistics over the same DEM. */
export async function readTerrain(context: ToolContext, bbox: LonLatBBox): Promise<Terrain> {
  const { shape, signal } = context;
  const layer = await context.sources.openRaster(
    { role: 'elevation', bbox, resolutionMeters: demResolution(bbox) },
    signal,
  );
  const scaling = { scale: layer.scale ?? 1, offset: layer.offset ?? 0 };
  const elevation = await statsOrCentre(layer.raster, shape, bbox, {
    ...scaling,
    signal,
    percentiles: [10, 50, 90],
  });
  const window = await readWindow(layer.raster, bbox, { ...scaling, margin: 1, signal });
  const slopeRaster = tiledFromMemory(hornSlopeDegrees(window));
  const slope = await statsOrCentre(slopeRaster, shape, bbox, { signal, percentiles: [] });
  const { stats } = elevation;
  return {
    elevation: {
      min: stats.min,
      mean: stats.mean,
      max: stats.max,
      p10: stats.percentiles[10] ?? Number.NaN,
      p50: stats.percentiles[50] ?? Number.NaN,
      p90: stats.percentiles[90] ?? Number.NaN,
    },
    slope: { mean: slope.stats.mean, max: slope.stats.max },
    dem: { ...window, dataType: 'float32', data: Float32Array.from(window.data) },
    lineage: layer.lineage,
    fromCentre: elevation.fromCentre,
  };
}
