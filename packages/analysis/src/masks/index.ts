import { cutAtAntimeridian } from '@ecotone/geometry';
import type { MultiPolygon, Polygon } from 'geojson';
import { hornSlopeDegrees, SLOPE_NO_DATA } from '../context/horn-slope.js';
import { LAND_COVER_DATASETS } from '../land-cover/legends.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import {
  type DataSource,
  DataUnavailableError,
  type RasterLayer,
  type RasterRequest,
  type RasterRole,
} from '../sources/data-source.js';
import { studyAreaFrame } from '../tools/study-area.js';
import {
  cleanMask,
  clipToShape,
  hectaresOf,
  type MaskSetGeometry,
  maskSetGeometry,
  vectorise,
} from './mask-geometry.js';
import {
  bboxOfShape,
  type MaskGrid,
  maskResolutionMeters,
  readMaskGrid,
  shapeCover,
} from './mask-grid.js';
import {
  DEFAULT_SLOPE_DEGREES,
  type MaskKernelLayer,
  type MaskKernelOptions,
} from './mask-types.js';

export { hectaresOf, type MaskSetGeometry, maskSetGeometry } from './mask-geometry.js';
export { MAX_MASK_PIXELS } from './mask-grid.js';
export * from './mask-types.js';
export { traceRegions, traceRings } from './trace-regions.js';

/** One computed mask layer (docs/masks.md, "Kernels"). */
export interface ComputedMask {
  type: MaskKernelLayer;
  status: 'success' | 'noDataAvailable';
  /** WGS 84, within the shape; null when empty or noDataAvailable. */
  geometry: MultiPolygon | null;
  /** Geodesic area of `geometry`, ha. */
  areaHa: number;
  /** Metres per pixel it was computed at (null for vector-made layers). */
  scale: number | null;
  /** The thresholds, dataset and year that made it. */
  inputs: Record<string, unknown>;
  lineage: Lineage[];
  synthetic: boolean;
}

export interface MaskLayerRequest {
  shape: MultiPolygon;
  layer: MaskKernelLayer;
  options: MaskKernelOptions;
  sources: DataSource;
  signal: AbortSignal;
  progress?(fraction: number): void;
}

export interface MaskSetRequest {
  shape: MultiPolygon;
  options: MaskKernelOptions;
  sources: DataSource;
  signal: AbortSignal;
  progress?(fraction: number): void;
}

/**
 * Share of the shape's pixels that may be no-data before a layer is noDataAvailable: 1 %
 * (scattered gaps and clouds); beyond it the dataset does not cover the shape.
 */
export const MASK_MAX_NO_DATA_SHARE = 0.01;

type LandCoverMask = 'built' | 'water' | 'cropland' | 'wetland' | 'bareGround' | 'landCover';
type MaskDataset = MaskKernelOptions['landCoverDataset'];

/**
 * Land-cover classes each mask takes (data-methods B.15; codes in land-cover/legends.ts).
 * `landCover` is every class that is not tree cover or grassland/shrub/rangeland/moss: built,
 * water, cropland, wetland (WorldCover mangroves too), bare and snow/ice.
 */
export const LAND_COVER_MASK_CLASSES: Record<
  LandCoverMask,
  Record<MaskDataset, readonly number[]>
> = {
  built: { worldcover: [50], esri: [7], dynamicworld: [6] },
  water: { worldcover: [80], esri: [1], dynamicworld: [0] },
  cropland: { worldcover: [40], esri: [5], dynamicworld: [4] },
  wetland: { worldcover: [90, 95], esri: [4], dynamicworld: [3] },
  bareGround: { worldcover: [60], esri: [8], dynamicworld: [7] },
  landCover: {
    worldcover: [40, 50, 60, 70, 80, 90, 95],
    esri: [1, 4, 5, 7, 8, 9],
    dynamicworld: [0, 3, 4, 6, 7, 8],
  },
};

/** Native pixel sizes the kernels ask for (before the pixel budget coarsens them). */
export const MASK_NATIVE_RESOLUTION_METERS = {
  elevation: 30,
  treeCoverPercent: 30,
  herbaceousCoverPercent: 250,
  grasslandProbability: 30,
} as const;

/**
 * Vegetation cover changes slowly and its products lag (MOD44B and GPW publish a year or more
 * late): a year without data falls back to up to this many earlier years; the lineage names the
 * year read.
 */
export const COVER_FALLBACK_YEARS = 2;

/** What one raster-made mask reads and how it classifies a pixel. */
interface RasterRule {
  request: Omit<RasterRequest, 'bbox' | 'resolutionMeters'>;
  nativeMeters: number;
  /** Horn slope of the values first (elevation). */
  slope?: boolean;
  /** Earlier years tried, one by one, when the source has none for the year asked. */
  fallbackYears?: number;
  masked(value: number): boolean;
}

interface LayerPart {
  status: 'success' | 'noDataAvailable';
  /** Cleaned, clipped to the (framed) shape. */
  geometry: MultiPolygon | null;
  scale: number | null;
  lineage: Lineage[];
}

const noData = (lineage: Lineage[] = [], scale: number | null = null): LayerPart => ({
  status: 'noDataAvailable',
  geometry: null,
  scale,
  lineage,
});

async function openOrUnavailable(
  sources: DataSource,
  request: RasterRequest,
  signal: AbortSignal,
): Promise<RasterLayer | null> {
  try {
    return await sources.openRaster(request, signal);
  } catch (error) {
    if (error instanceof DataUnavailableError) return null;
    throw error;
  }
}

/** A grid's values replaced by their Horn slope in degrees (NaN where no-data). */
function slopeGrid(grid: MaskGrid): MaskGrid {
  const slope = hornSlopeDegrees({
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: null,
    dataType: 'float64',
    data: grid.values,
  });
  const values = new Float64Array(grid.width * grid.height);
  for (let index = 0; index < values.length; index++) {
    const value = slope.data[index] as number;
    values[index] = value === SLOPE_NO_DATA ? Number.NaN : value;
  }
  return { ...grid, values };
}

/** One raster rule over the shape: read, classify, vectorise, clean, clip. */
async function rasterPart(
  shape: MultiPolygon,
  rule: RasterRule,
  sources: DataSource,
  signal: AbortSignal,
): Promise<LayerPart> {
  const bbox = bboxOfShape(shape);
  const resolutionMeters = maskResolutionMeters(bbox, rule.nativeMeters);
  let layer: RasterLayer | null = null;
  const year = rule.request.year;
  for (let back = 0; !layer && back <= (year === undefined ? 0 : (rule.fallbackYears ?? 0)); back++)
    layer = await openOrUnavailable(
      sources,
      {
        ...rule.request,
        ...(year === undefined ? {} : { year: year - back }),
        bbox,
        resolutionMeters,
      },
      signal,
    );
  if (!layer) return noData();
  let grid = await readMaskGrid(layer, bbox, { margin: rule.slope ? 1 : 0, signal });
  if (rule.slope) grid = slopeGrid(grid);
  signal.throwIfAborted();
  const { inside, near } = shapeCover(shape, grid);
  let counted = 0;
  let missing = 0;
  const anyInside = inside.includes(1);
  const set = new Uint8Array(grid.width * grid.height);
  for (let index = 0; index < set.length; index++) {
    const value = grid.values[index] as number;
    if (anyInside ? inside[index] : near[index]) {
      counted++;
      if (Number.isNaN(value)) missing++;
    }
    if (near[index] && !Number.isNaN(value) && rule.masked(value)) set[index] = 1;
  }
  const lineage = [layer.lineage];
  if (counted === 0 || missing / counted > MASK_MAX_NO_DATA_SHARE)
    return noData(lineage, grid.scaleMeters);
  signal.throwIfAborted();
  const geometry = cleanMask(vectorise(set, grid), shape);
  return { status: 'success', geometry, scale: grid.scaleMeters, lineage };
}

/** The road corridors of the shape's box, merged and clipped to it. */
async function roadPart(
  shape: MultiPolygon,
  sources: DataSource,
  signal: AbortSignal,
): Promise<LayerPart> {
  try {
    const layer = await sources.queryVector(
      { role: 'roadCorridors', bbox: bboxOfShape(shape) },
      signal,
    );
    const geometry = clipToShape(
      layer.features.length === 0
        ? null
        : {
            type: 'MultiPolygon',
            coordinates: layer.features.flatMap((feature) =>
              feature.geometry.type === 'Polygon'
                ? [feature.geometry.coordinates]
                : feature.geometry.coordinates,
            ),
          },
      shape,
    );
    return { status: 'success', geometry, scale: null, lineage: [layer.lineage] };
  } catch (error) {
    if (error instanceof DataUnavailableError) return noData();
    throw error;
  }
}

const landCoverRule = (mask: LandCoverMask, options: MaskKernelOptions): RasterRule => {
  const classes = new Set(LAND_COVER_MASK_CLASSES[mask][options.landCoverDataset]);
  return {
    request: { role: 'landCover', dataset: options.landCoverDataset, year: options.year },
    nativeMeters: LAND_COVER_DATASETS[options.landCoverDataset].nativeResolutionMeters,
    masked: (value) => classes.has(value),
  };
};

const coverRule = (
  role: Extract<RasterRole, keyof typeof MASK_NATIVE_RESOLUTION_METERS>,
  year: number,
  masked: (value: number) => boolean,
): RasterRule => ({
  request: { role, year },
  nativeMeters: MASK_NATIVE_RESOLUTION_METERS[role],
  fallbackYears: COVER_FALLBACK_YEARS,
  masked,
});

/** The three rules of the non-grassland mask (grassProb < θg ∨ tree% > θt ∨ herbaceous% < θh). */
const nonGrasslandRules = (options: MaskKernelOptions) => ({
  grassland: coverRule('grasslandProbability', options.year, (v) => v < options.natSemiProbability),
  tree: coverRule('treeCoverPercent', options.year, (v) => v > options.treePercent),
  herbaceous: coverRule(
    'herbaceousCoverPercent',
    options.year,
    (v) => v < options.herbaceousPercent,
  ),
});

/** The inputs recorded with a layer. */
function inputsOf(layer: MaskKernelLayer, options: MaskKernelOptions): Record<string, unknown> {
  switch (layer) {
    case 'built':
    case 'water':
    case 'cropland':
    case 'wetland':
    case 'bareGround':
    case 'landCover':
      return {
        landCoverDataset: options.landCoverDataset,
        year: options.year,
        classes: [...LAND_COVER_MASK_CLASSES[layer][options.landCoverDataset]],
      };
    case 'transportation':
      return { role: 'roadCorridors', widths: 'per road class, from the source (widthMeters)' };
    case 'slope':
      return { role: 'elevation', method: 'Horn 1981', slopeAboveDegrees: DEFAULT_SLOPE_DEGREES };
    case 'slopeDegrees':
      return { role: 'elevation', method: 'Horn 1981', slopeAboveDegrees: options.slopeDegrees };
    case 'rangelandTree':
      return {
        role: 'treeCoverPercent',
        year: options.year,
        treeAbovePercent: options.treePercent,
      };
    case 'rangelandHerbaceous':
      return {
        role: 'herbaceousCoverPercent',
        year: options.year,
        herbaceousBelowPercent: options.herbaceousPercent,
      };
    case 'natSemiGrasslandProbability':
      return {
        role: 'grasslandProbability',
        year: options.year,
        probabilityBelow: options.natSemiProbability,
      };
    case 'nonGrassland':
      return {
        rule: 'grassProb < natSemiProbability OR tree% > treePercent OR herbaceous% < herbaceousPercent',
        year: options.year,
        natSemiProbability: options.natSemiProbability,
        treePercent: options.treePercent,
        herbaceousPercent: options.herbaceousPercent,
      };
  }
}

/** One layer on the framed shape. */
async function layerPart(
  shape: MultiPolygon,
  layer: MaskKernelLayer,
  options: MaskKernelOptions,
  sources: DataSource,
  signal: AbortSignal,
): Promise<LayerPart> {
  const elevation = (threshold: number): RasterRule => ({
    request: { role: 'elevation' },
    nativeMeters: MASK_NATIVE_RESOLUTION_METERS.elevation,
    slope: true,
    masked: (degrees) => degrees > threshold,
  });
  switch (layer) {
    case 'built':
    case 'water':
    case 'cropland':
    case 'wetland':
    case 'bareGround':
    case 'landCover':
      return rasterPart(shape, landCoverRule(layer, options), sources, signal);
    case 'transportation':
      return roadPart(shape, sources, signal);
    case 'slope':
      return rasterPart(shape, elevation(DEFAULT_SLOPE_DEGREES), sources, signal);
    case 'slopeDegrees':
      return rasterPart(shape, elevation(options.slopeDegrees), sources, signal);
    case 'rangelandTree':
      return rasterPart(shape, nonGrasslandRules(options).tree, sources, signal);
    case 'rangelandHerbaceous':
      return rasterPart(shape, nonGrasslandRules(options).herbaceous, sources, signal);
    case 'natSemiGrasslandProbability':
      return rasterPart(shape, nonGrasslandRules(options).grassland, sources, signal);
    case 'nonGrassland': {
      const rules = nonGrasslandRules(options);
      const parts: LayerPart[] = [];
      for (const rule of [rules.grassland, rules.tree, rules.herbaceous])
        parts.push(await rasterPart(shape, rule, sources, signal));
      const lineage = parts.flatMap((part) => part.lineage);
      const scales = parts.map((part) => part.scale).filter((scale) => scale !== null);
      const scale = scales.length === 0 ? null : Math.max(...scales);
      if (parts.some((part) => part.status === 'noDataAvailable')) return noData(lineage, scale);
      const { merged } = maskSetGeometry(
        shape,
        parts.map((part) => part.geometry),
      );
      return { status: 'success', geometry: merged, scale, lineage };
    }
  }
}

/** A geometry of the framed shape back in the caller's longitudes (cut at 180 if needed). */
function inCallerFrame(geometry: MultiPolygon | null, caller: MultiPolygon): MultiPolygon | null {
  if (!geometry) return null;
  if (bboxOfShape(caller)[2] > 180 || bboxOfShape(geometry)[2] <= 180) return geometry;
  const cut = cutAtAntimeridian(geometry, 1);
  if (!cut.valid) return geometry;
  return cut.value.type === 'MultiPolygon'
    ? cut.value
    : { type: 'MultiPolygon', coordinates: [cut.value.coordinates] };
}

function computed(
  layer: MaskKernelLayer,
  part: LayerPart,
  options: MaskKernelOptions,
  caller: MultiPolygon,
): ComputedMask {
  const lineage = uniqueLineage(part.lineage);
  const framed = part.status === 'success' ? part.geometry : null;
  return {
    type: layer,
    status: part.status,
    geometry: inCallerFrame(framed, caller),
    areaHa: hectaresOf(framed),
    scale: part.scale,
    inputs: inputsOf(layer, options),
    lineage,
    synthetic: isSynthetic(lineage),
  };
}

/**
 * One mask layer of a shape (docs/masks.md, "Kernels"). A layer whose dataset is missing
 * (DataUnavailableError) or does not cover the shape is `noDataAvailable`, not a failure.
 * Throws a StudyAreaError for shapes no tool can analyse (studyAreaFrame).
 */
export async function computeMaskLayer(request: MaskLayerRequest): Promise<ComputedMask> {
  const { layer, options, signal } = request;
  signal.throwIfAborted();
  const shape = studyAreaFrame(request.shape);
  const part = await layerPart(shape, layer, options, request.sources, signal);
  request.progress?.(1);
  return computed(layer, part, options, request.shape);
}

/** A source that reads each raster request once (the land-cover masks share one raster). */
function memoised(sources: DataSource): DataSource {
  const rasters = new Map<string, Promise<RasterLayer>>();
  return {
    openRaster(request, signal) {
      const key = JSON.stringify(request);
      let layer = rasters.get(key);
      if (!layer) {
        layer = sources.openRaster(request, signal);
        rasters.set(key, layer);
      }
      return layer;
    },
    queryVector: (request, signal) => sources.queryVector(request, signal),
  };
}

/**
 * Every layer of `options.masks`, then their union clipped to the shape and the net area. Layers
 * run one after the other (the land-cover ones share one read); progress goes layer by layer.
 */
export async function computeMaskSet(
  request: MaskSetRequest,
): Promise<{ masks: ComputedMask[] } & MaskSetGeometry> {
  const { options, signal } = request;
  signal.throwIfAborted();
  const shape = studyAreaFrame(request.shape);
  const sources = memoised(request.sources);
  const masks: ComputedMask[] = [];
  const framed: (MultiPolygon | null)[] = [];
  const layers = [...new Set(options.masks)];
  for (const [index, layer] of layers.entries()) {
    const part = await layerPart(shape, layer, options, sources, signal);
    framed.push(part.status === 'success' ? part.geometry : null);
    masks.push(computed(layer, part, options, request.shape));
    request.progress?.((index + 1) / (layers.length + 1));
  }
  const set = maskSetGeometry(shape, framed);
  request.progress?.(1);
  return {
    masks,
    ...set,
    merged: inCallerFrame(set.merged, request.shape),
    net: inCallerFrame(set.net, request.shape),
  };
}

/** Pixels the coverage check reads at most: coverage needs no fine detail. */
const COVERAGE_PIXELS = 250_000;

/**
 * Coverage of the nonGrassland layer's supporting dataset (its grassland probability, the one
 * regional input) over the shape, for POST /api/shape-file/geojson-asset-relationship:
 * `contains` when every pixel of the shape has data, `intersects` when any has, `overlapPercent`
 * the share of the shape's area (pixels weighted by their area) with data. A deployment without
 * the dataset covers nothing.
 */
export async function nonGrasslandCoverage(
  shape: MultiPolygon,
  sources: DataSource,
  signal: AbortSignal,
): Promise<{ contains: boolean; intersects: boolean; overlapPercent: number }> {
  const framed = studyAreaFrame(shape);
  const bbox = bboxOfShape(framed);
  const resolutionMeters = Math.max(
    MASK_NATIVE_RESOLUTION_METERS.grasslandProbability,
    maskResolutionMeters(bbox, 1) * Math.sqrt(4_000_000 / COVERAGE_PIXELS),
  );
  const layer = await openOrUnavailable(
    sources,
    { role: 'grasslandProbability', year: undefined, bbox, resolutionMeters },
    signal,
  );
  const none = { contains: false, intersects: false, overlapPercent: 0 };
  if (!layer) return none;
  const grid = await readMaskGrid(layer, bbox, { maxPixels: COVERAGE_PIXELS, signal });
  const { inside, near } = shapeCover(framed, grid);
  const counted = inside.includes(1) ? inside : near;
  const t = grid.geoTransform;
  let total = 0;
  let covered = 0;
  for (let row = 0; row < grid.height; row++) {
    const latitude = t[3] + (row + 0.5) * t[5];
    const weight = grid.crs === 'EPSG:4326' ? Math.cos((latitude * Math.PI) / 180) : 1;
    for (let column = 0; column < grid.width; column++) {
      const index = row * grid.width + column;
      if (!counted[index]) continue;
      total += weight;
      if (!Number.isNaN(grid.values[index] as number)) covered += weight;
    }
  }
  if (total === 0) return none;
  const overlapPercent = Math.min(100, (100 * covered) / total);
  return { contains: covered === total, intersects: covered > 0, overlapPercent };
}

/** A mask geometry as a Polygon-or-MultiPolygon list entry (uploaded masks). */
export type MaskGeometry = MultiPolygon | Polygon | null;
