import type { MultiPolygon } from 'geojson';
import { readWindow } from '../context/raster-window.js';
import { isSynthetic, type Lineage } from '../lineage.js';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import { type InMemoryRaster, tiledFromMemory } from '../raster/types.js';
import {
  DataUnavailableError,
  type LonLatBBox,
  type RasterRequest,
  type RasterRole,
} from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';
import { forEachRun, planZonal } from '../zonal/zonal-plan.js';

/**
 * The carbon tools' pixels: the study area on the grid of one reference raster (land cover, or
 * the mangrove extent for wetlands), every other role sampled at each pixel's centre (nearest
 * pixel, in that raster's own CRS). A pixel belongs to the shape when its centre does; its area
 * is the true (ellipsoidal) pixel area, scaled, as the zonal statistics are, so that the pixels
 * plus the shape's part beyond the reference raster sum to the exact geodesic area.
 */
export interface CarbonGrid {
  reference: InMemoryRaster;
  exactAreaHa: number;
  /** Area of the shape beyond the reference raster (no data), ha. */
  outsideHa: number;
  /** Index of each pixel in `reference.data`, and its area (ha). */
  cells: Int32Array;
  areasHa: Float64Array;
  /** Values of each role at each cell (NaN for no data); the reference role included. */
  values: Map<RasterRole, Float64Array>;
  lineage: Lineage[];
}

export type CarbonRequest = Omit<RasterRequest, 'bbox'> & { optional?: boolean };

/** Climate-scale inputs (zones, soil, biomass maps) are ~1 km products. */
const COARSE_RESOLUTION_METERS = 1000;

export function bboxOfShape(shape: MultiPolygon): LonLatBBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const polygon of shape.coordinates)
    for (const [lon = 0, lat = 0] of polygon[0] ?? []) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return [west, south, east, north];
}

/** Value of `window` at (lon, lat): nearest pixel, NaN outside or on no data. */
export function sampler(window: InMemoryRaster): (lon: number, lat: number) => number {
  const t = window.geoTransform;
  const converter = isGeographic(window.crs) ? null : lonLatConverter(window.crs);
  return (lon, lat) => {
    const [x, y] = converter ? converter.forward([lon, lat]) : [lon, lat];
    const column = Math.floor(((x as number) - t[0]) / t[1]);
    const row = Math.floor(((y as number) - t[3]) / t[5]);
    if (column < 0 || row < 0 || column >= window.width || row >= window.height) return Number.NaN;
    const value = window.data[row * window.width + column] as number;
    return value === window.noData ? Number.NaN : value;
  };
}

/**
 * One role over `bbox` as an in-memory window (physical values), at the request's resolution or
 * else `resolutionMeters`; null when an `optional` role has no dataset. The carbon and MSA grids
 * read every input through it.
 */
export async function openWindow(
  context: ToolContext,
  request: CarbonRequest,
  bbox: LonLatBBox,
  resolutionMeters = COARSE_RESOLUTION_METERS,
): Promise<{ window: InMemoryRaster; lineage: Lineage } | null> {
  const { optional, ...rest } = request;
  try {
    const layer = await context.sources.openRaster(
      { resolutionMeters, ...rest, bbox },
      context.signal,
    );
    const window = await readWindow(layer.raster, bbox, {
      margin: 0,
      scale: layer.scale ?? 1,
      offset: layer.offset ?? 0,
      signal: context.signal,
    });
    return { window, lineage: layer.lineage };
  } catch (error) {
    if (optional && error instanceof DataUnavailableError) return null;
    throw error;
  }
}

/** Reads the reference and the other roles over the study area and samples them per pixel. */
export async function readCarbonGrid(
  context: ToolContext,
  reference: CarbonRequest,
  others: CarbonRequest[],
): Promise<CarbonGrid> {
  const bbox = bboxOfShape(context.shape);
  const base = await openWindow(context, reference, bbox);
  if (!base) throw new DataUnavailableError(reference.role, reference.year);
  const opened = await Promise.all(others.map((request) => openWindow(context, request, bbox)));
  const { window } = base;
  const plan = planZonal(tiledFromMemory(window), context.shape);
  const cells: number[] = [];
  const squareMeters: number[] = [];
  forEachRun(plan.spans, 0, window.width, 0, window.height, (row, from, to) => {
    const area = plan.blockArea(from, to, row, row + 1);
    for (let column = from; column < to; column++) {
      cells.push(row * window.width + column);
      squareMeters.push(area);
    }
  });
  let total = plan.outsideSquareMeters;
  for (const area of squareMeters) total += area;
  const scale = total > 0 ? (plan.exactAreaHa * 10_000) / total : 0;
  const areasHa = Float64Array.from(squareMeters, (area) => (area * scale) / 10_000);
  const t = window.geoTransform;
  const toLonLat = isGeographic(window.crs) ? null : lonLatConverter(window.crs);
  const lons = new Float64Array(cells.length);
  const lats = new Float64Array(cells.length);
  const referenceValues = new Float64Array(cells.length);
  cells.forEach((cell, index) => {
    const column = cell % window.width;
    const row = (cell - column) / window.width;
    const x = t[0] + (column + 0.5) * t[1];
    const y = t[3] + (row + 0.5) * t[5];
    const [lon, lat] = toLonLat ? toLonLat.inverse([x, y]) : [x, y];
    lons[index] = lon as number;
    lats[index] = lat as number;
    const value = window.data[cell] as number;
    referenceValues[index] = value === window.noData ? Number.NaN : value;
  });
  const values = new Map<RasterRole, Float64Array>([[reference.role, referenceValues]]);
  const lineage: Lineage[] = [base.lineage];
  opened.forEach((layer, at) => {
    const role = (others[at] as CarbonRequest).role;
    if (!layer) return;
    lineage.push(layer.lineage);
    const sample = sampler(layer.window);
    values.set(
      role,
      Float64Array.from(cells, (_cell, index) =>
        sample(lons[index] as number, lats[index] as number),
      ),
    );
  });
  return {
    reference: window,
    exactAreaHa: plan.exactAreaHa,
    outsideHa: (plan.outsideSquareMeters * scale) / 10_000,
    cells: Int32Array.from(cells),
    areasHa,
    values,
    lineage,
  };
}

export const gridIsSynthetic = (grid: CarbonGrid) => isSynthetic(grid.lineage);
