import { bboxOfShape, type CarbonRequest, openWindow, sampler } from '../carbon/carbon-grid.js';
import type { Lineage } from '../lineage.js';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import { type InMemoryRaster, tiledFromMemory } from '../raster/types.js';
import { DataUnavailableError, type LonLatBBox, type RasterRole } from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';
import { forEachRun, planZonal } from '../zonal/zonal-plan.js';

/**
 * The MSA tools' pixels: the land cover read over the study area's box widened by a margin (the
 * natural patches of the fragmentation pressure run beyond the study area), every other role
 * sampled at each pixel's centre (nearest pixel, in its own CRS). The pixels inside the shape and
 * their exact areas are those of the zonal statistics (as carbon/carbon-grid.ts): each pixel's
 * true area, scaled so that they plus the part beyond the raster sum to the geodesic area.
 */
export interface MsaGrid {
  window: InMemoryRaster;
  /** Area of one pixel of each row, m² (fragmentation's patch areas). */
  rowAreaM2: Float64Array;
  /** Pixel size, km (the road pixels of the fragmentation pressure). */
  pixelKm: number;
  exactAreaHa: number;
  outsideHa: number;
  /** Window index of each pixel inside the shape, and its area (ha). */
  cells: Int32Array;
  areasHa: Float64Array;
  /** Values of each role at every window pixel (NaN for no data), the land cover included. */
  values: Map<RasterRole, Float64Array>;
  lineage: Lineage[];
}

export type MsaRequest = CarbonRequest;

/** Largest window the MSA tools compute (pixels); a larger area is read at a coarser pixel. */
export const MSA_MAX_PIXELS = 2_000_000;
/** Finest pixel: GLOBIO4 runs at 10″ (~300 m); 100 m keeps small study areas meaningful. */
export const MSA_MIN_RESOLUTION_METERS = 100;
const KM_PER_DEGREE = 111.32;

/** The box read: the shape's box plus a quarter of its larger side, 5 to 50 km. */
export function msaWindowBox(shapeBox: LonLatBBox): LonLatBBox {
  const [west, south, east, north] = shapeBox;
  const cos = Math.max(0.05, Math.cos((((south + north) / 2) * Math.PI) / 180));
  const sideKm = Math.max((east - west) * KM_PER_DEGREE * cos, (north - south) * KM_PER_DEGREE);
  const marginKm = Math.min(50, Math.max(5, sideKm / 4));
  const dLat = marginKm / KM_PER_DEGREE;
  const dLon = marginKm / (KM_PER_DEGREE * cos);
  return [west - dLon, Math.max(-90, south - dLat), east + dLon, Math.min(90, north + dLat)];
}

/** Pixel size for a box: at least 100 m, and no more than MSA_MAX_PIXELS pixels. */
export function msaResolutionMeters(box: LonLatBBox): number {
  const [west, south, east, north] = box;
  const cos = Math.max(0.05, Math.cos((((south + north) / 2) * Math.PI) / 180));
  const areaM2 = (east - west) * KM_PER_DEGREE * cos * (north - south) * KM_PER_DEGREE * 1e6;
  return Math.max(MSA_MIN_RESOLUTION_METERS, Math.ceil(Math.sqrt(areaM2 / MSA_MAX_PIXELS)));
}

export async function readMsaGrid(
  context: ToolContext,
  reference: MsaRequest,
  others: MsaRequest[],
): Promise<MsaGrid> {
  const box = msaWindowBox(bboxOfShape(context.shape));
  const resolution = msaResolutionMeters(box);
  const base = await openWindow(context, reference, box, resolution);
  if (!base) throw new DataUnavailableError(reference.role, reference.year);
  const opened = await Promise.all(
    others.map((request) => openWindow(context, request, box, resolution)),
  );
  const { window } = base;
  const { width, height } = window;
  const plan = planZonal(tiledFromMemory(window), context.shape);
  const cells: number[] = [];
  const squareMeters: number[] = [];
  forEachRun(plan.spans, 0, width, 0, height, (row, from, to) => {
    const area = plan.blockArea(from, to, row, row + 1);
    for (let column = from; column < to; column++) {
      cells.push(row * width + column);
      squareMeters.push(area);
    }
  });
  let total = plan.outsideSquareMeters;
  for (const area of squareMeters) total += area;
  const scale = total > 0 ? (plan.exactAreaHa * 10_000) / total : 0;
  const rowAreaM2 = new Float64Array(height);
  for (let row = 0; row < height; row++) rowAreaM2[row] = plan.blockArea(0, 1, row, row + 1);
  const t = window.geoTransform;
  const geographic = isGeographic(window.crs);
  const toLonLat = geographic ? null : lonLatConverter(window.crs);
  const middle = rowAreaM2[Math.floor(height / 2)] ?? 0;
  const pixelKm = Math.sqrt(middle) / 1000;
  const referenceValues = new Float64Array(width * height);
  for (let index = 0; index < width * height; index++) {
    const value = window.data[index] as number;
    referenceValues[index] = value === window.noData ? Number.NaN : value;
  }
  const values = new Map<RasterRole, Float64Array>([[reference.role, referenceValues]]);
  const lineage: Lineage[] = [base.lineage];
  const samplers: [RasterRole, (lon: number, lat: number) => number, Float64Array][] = [];
  opened.forEach((layer, at) => {
    if (!layer) return;
    const role = (others[at] as MsaRequest).role;
    lineage.push(layer.lineage);
    const array = new Float64Array(width * height);
    values.set(role, array);
    samplers.push([role, sampler(layer.window), array]);
  });
  for (let row = 0; row < height; row++) {
    context.signal.throwIfAborted();
    for (let column = 0; column < width; column++) {
      const x = t[0] + (column + 0.5) * t[1];
      const y = t[3] + (row + 0.5) * t[5];
      const [lon, lat] = toLonLat ? toLonLat.inverse([x, y]) : [x, y];
      for (const [, sample, array] of samplers)
        array[row * width + column] = sample(lon as number, lat as number);
    }
  }
  return {
    window,
    rowAreaM2,
    pixelKm,
    exactAreaHa: plan.exactAreaHa,
    outsideHa: (plan.outsideSquareMeters * scale) / 10_000,
    cells: Int32Array.from(cells),
    areasHa: Float64Array.from(squareMeters, (area) => (area * scale) / 10_000),
    values,
    lineage,
  };
}
