import { bboxOfShape, type CarbonGrid, readCarbonGrid, sampler } from '../carbon/carbon-grid.js';
import { readWindow } from '../context/raster-window.js';
import { type Lineage, uniqueLineage } from '../lineage.js';
import { isGeographic, lonLatConverter } from '../raster/crs.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { RasterRequest } from '../sources/data-source.js';
import type { ToolContext } from '../tools/tool.js';

/**
 * Time series over a study area (docs/analyses/time-series-methods.md, "Reading a series"): one
 * raster per year or month, read concurrently with bounded parallelism, every step sampled on the
 * pixels of the first step (the study area on that raster's grid, pixel areas exact as in the
 * zonal statistics). Used by the water, vegetation, degradation and fire tools.
 */

/** One time step: a year, or a month (1..12) of a year. */
export interface SeriesStep {
  year: number;
  month?: number;
}

/** What is read at every step: the request without its box and time. */
export type SeriesRequest = Omit<RasterRequest, 'bbox' | 'year' | 'month'>;

/** Rasters read at once: enough to hide HTTP latency, few enough to bound memory. */
export const SERIES_CONCURRENCY = 6;

/** Pixel size asked for when a request names none: climate and composite products are ~1 km. */
export const SERIES_RESOLUTION_METERS = 1000;

export interface PixelSeries {
  /** The study area's pixels (cells and areas in ha) on the first step's grid. */
  grid: CarbonGrid;
  steps: SeriesStep[];
  /** `values[step][cell]`: the role's physical value at each cell, NaN for no data. */
  values: Float32Array[];
  /** One entry per dataset, with the years the series covers (`Lineage.years`). */
  lineage: Lineage[];
}

export interface SeriesOptions {
  concurrency?: number;
  /** Reports the share of steps read, 0..1. */
  progress?: (fraction: number) => void;
}

/** Every year from `from` to `to`, inclusive. */
export function yearlySteps(from: number, to: number): SeriesStep[] {
  const steps: SeriesStep[] = [];
  for (let year = from; year <= to; year++) steps.push({ year });
  return steps;
}

/** Every month of the years `from` to `to`, inclusive, January first. */
export function monthlySteps(from: number, to: number): SeriesStep[] {
  const steps: SeriesStep[] = [];
  for (let year = from; year <= to; year++)
    for (let month = 1; month <= 12; month++) steps.push({ year, month });
  return steps;
}

/** A step as a time point of a chart: the year, or 'YYYY-MM'. */
export function stepLabel(step: SeriesStep): number | string {
  return step.month === undefined
    ? step.year
    : `${step.year}-${String(step.month).padStart(2, '0')}`;
}

/**
 * `work` over `items`, at most `limit` at a time, results in the items' order. Stops starting
 * new work once the signal is aborted or one item failed (the first failure is thrown).
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      signal?.throwIfAborted();
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * The lineage of a series as one entry per (role, dataset): the years it spans instead of one
 * entry per step, and the location only when every step was read from the same one.
 */
export function seriesLineage(entries: readonly Lineage[]): Lineage[] {
  const groups = new Map<string, Lineage[]>();
  for (const entry of entries) {
    const key = `${entry.role}|${entry.datasetId}|${entry.version}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map((group) => {
    const { year: _year, url, ...first } = group[0] as Lineage;
    const years = group.flatMap((entry) => (entry.year === undefined ? [] : [entry.year]));
    const sameUrl = url !== undefined && group.every((entry) => entry.url === url);
    return {
      ...first,
      ...(sameUrl && { url }),
      ...(years.length > 0 && {
        years: [Math.min(...years), Math.max(...years)] as [number, number],
      }),
    };
  });
}

/**
 * Reads `request` at every step over the study area. The first step defines the pixels; a
 * dataset whose grid changes over time (a new collection) is sampled at those pixels' centres.
 * A step the deployment has no data for fails the read (DataUnavailableError names it): a tool
 * asks only for the years its dataset covers.
 */
export async function readPixelSeries(
  context: ToolContext,
  request: SeriesRequest,
  steps: readonly SeriesStep[],
  options: SeriesOptions = {},
): Promise<PixelSeries> {
  if (steps.length === 0) throw new RangeError('A series needs at least one step');
  const [first, ...rest] = steps as [SeriesStep, ...SeriesStep[]];
  const grid = await readCarbonGrid(
    context,
    { resolutionMeters: SERIES_RESOLUTION_METERS, ...request, ...first },
    [],
  );
  const cellsLonLat = cellCentres(grid);
  const bbox = bboxOfShape(context.shape);
  let done = 1;
  const report = () => options.progress?.(done / steps.length);
  report();
  const lineage: Lineage[] = [...grid.lineage];
  const firstValues = Float32Array.from(grid.values.get(request.role) ?? []);
  const others = await mapLimit(
    rest,
    options.concurrency ?? SERIES_CONCURRENCY,
    async (step) => {
      const { window, lineage: read } = await readStep(context, {
        resolutionMeters: SERIES_RESOLUTION_METERS,
        ...request,
        ...step,
        bbox,
      });
      lineage.push(read);
      done++;
      report();
      return sampleCells(grid.reference, window, grid.cells, cellsLonLat);
    },
    context.signal,
  );
  return {
    grid,
    steps: [...steps],
    values: [firstValues, ...others],
    lineage: seriesLineage(uniqueLineage(lineage)),
  };
}

/**
 * Windows already read (keyed by data source and request): the water tools of one analysis (droughts and floods,
 * soil moisture, water balance) read the same months of precipitation. Bounded by bytes; the
 * oldest entry leaves first. One cache per thread (each worker thread has its own).
 */
const WINDOW_CACHE_BYTES = 64 * 1024 * 1024;
const windowCache = new Map<string, { window: InMemoryRaster; lineage: Lineage }>();
const sourceIds = new WeakMap<object, number>();
let cachedBytes = 0;
let nextSourceId = 0;

/** Windows are read-only once cached: callers sample them, never write. */
async function readStep(
  context: ToolContext,
  request: RasterRequest,
): Promise<{ window: InMemoryRaster; lineage: Lineage }> {
  let sourceId = sourceIds.get(context.sources);
  if (sourceId === undefined) {
    sourceId = nextSourceId++;
    sourceIds.set(context.sources, sourceId);
  }
  const key = `${sourceId}|${JSON.stringify(request)}`;
  const hit = windowCache.get(key);
  if (hit) {
    windowCache.delete(key);
    windowCache.set(key, hit);
    return hit;
  }
  const layer = await context.sources.openRaster(request, context.signal);
  const window = await readWindow(layer.raster, request.bbox, {
    margin: 0,
    scale: layer.scale ?? 1,
    offset: layer.offset ?? 0,
    signal: context.signal,
  });
  const entry = { window, lineage: layer.lineage };
  const bytes = window.data.byteLength;
  if (bytes <= WINDOW_CACHE_BYTES / 8) {
    windowCache.set(key, entry);
    cachedBytes += bytes;
    for (const [oldKey, old] of windowCache) {
      if (cachedBytes <= WINDOW_CACHE_BYTES) break;
      windowCache.delete(oldKey);
      cachedBytes -= old.window.data.byteLength;
    }
  }
  return entry;
}

/** The area-weighted mean of one step's cell values over the cells with data (NaN when none). */
export function areaMean(grid: CarbonGrid, values: ArrayLike<number>): number {
  let sum = 0;
  let area = 0;
  for (let index = 0; index < grid.cells.length; index++) {
    const value = values[index] as number;
    if (Number.isNaN(value)) continue;
    const weight = grid.areasHa[index] as number;
    sum += value * weight;
    area += weight;
  }
  return area > 0 ? sum / area : Number.NaN;
}

/** The study area's mean at every step (NaN where a step has no data over it). */
export async function readAreaMeanSeries(
  context: ToolContext,
  request: SeriesRequest,
  steps: readonly SeriesStep[],
  options: SeriesOptions = {},
): Promise<{ steps: SeriesStep[]; means: number[]; lineage: Lineage[]; grid: CarbonGrid }> {
  const series = await readPixelSeries(context, request, steps, options);
  return {
    steps: series.steps,
    means: series.values.map((values) => areaMean(series.grid, values)),
    lineage: series.lineage,
    grid: series.grid,
  };
}

/** Longitude and latitude of each cell's centre, interleaved. */
function cellCentres(grid: CarbonGrid): Float64Array {
  const { reference, cells } = grid;
  const t = reference.geoTransform;
  const toLonLat = isGeographic(reference.crs) ? null : lonLatConverter(reference.crs);
  const centres = new Float64Array(cells.length * 2);
  cells.forEach((cell, index) => {
    const column = cell % reference.width;
    const row = (cell - column) / reference.width;
    const x = t[0] + (column + 0.5) * t[1];
    const y = t[3] + (row + 0.5) * t[5];
    const [lon, lat] = toLonLat ? toLonLat.inverse([x, y]) : [x, y];
    centres[2 * index] = lon as number;
    centres[2 * index + 1] = lat as number;
  });
  return centres;
}

/**
 * A later step's values at the first step's cells: by index when the grids are the same (the
 * usual case: one product, one lattice), else by the cells' centres (nearest pixel).
 */
function sampleCells(
  reference: InMemoryRaster,
  window: InMemoryRaster,
  cells: Int32Array,
  centres: Float64Array,
): Float32Array {
  const out = new Float32Array(cells.length);
  const same =
    window.width === reference.width &&
    window.height === reference.height &&
    window.crs === reference.crs &&
    window.geoTransform.every((value, index) => value === reference.geoTransform[index]);
  if (same) {
    cells.forEach((cell, index) => {
      const value = window.data[cell] as number;
      out[index] = value === window.noData ? Number.NaN : value;
    });
    return out;
  }
  const sample = sampler(window);
  for (let index = 0; index < cells.length; index++)
    out[index] = sample(centres[2 * index] as number, centres[2 * index + 1] as number);
  return out;
}
