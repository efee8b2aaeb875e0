/**
 * The mask compute tasks (shape-pool threads; docs/masks-server.md): a layer of the wizard's
 * preview, the merged mask of a preview, the whole mask set of a submission, and the
 * non-grassland relationship. The kernels (@ecotone/analysis masks) read rasters and vectorise
 * them: seconds to minutes of work, never on the thread that answers HTTP. Geometry crosses back
 * as GeoJSON text (one copy), and a refusal as data.
 */
import { readFile } from 'node:fs/promises';
import {
  type ComputedMask,
  computeMaskLayer,
  computeMaskSet,
  type DataSource,
  DataSourceError,
  maskSetGeometry,
  nonGrasslandCoverage,
  StudyAreaError,
} from '@ecotone/analysis';
import type { MaskLayer, MaskOptions } from '@ecotone/contracts';
import type { MultiPolygon, Polygon } from 'geojson';
import { threadDataSource } from '../analysis/analysis-data-source.js';
import type { Config } from '../config.js';
import type { AppErrorData } from '../errors.js';
import { maskFileText, shapeOfText } from './mask-geometry.js';

/** A task's answer, or why not as data (an Error's class does not cross the thread boundary). */
export type MaskTaskOutput<Value> = { ok: true; value: Value } | { ok: false; error: AppErrorData };

/**
 * The kernels' expected failures as API errors: a shape no kernel can frame (too wide, round the
 * globe, beyond the map) is refused with a translated reason; a data source that does not answer
 * is 503. Anything else is a bug and stays thrown.
 */
async function asData<Value>(work: () => Promise<Value>): Promise<MaskTaskOutput<Value>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof StudyAreaError) {
      const reason = { namespace: 'workflow', code: 'MASK_STUDY_AREA' } as const;
      return { ok: false, error: { code: 'INVALID_SHAPE', params: {}, reason } };
    }
    if (error instanceof DataSourceError)
      return { ok: false, error: { code: 'SERVICE_UNAVAILABLE', params: {} } };
    throw error;
  }
}

/** One computed mask as it crosses back: its numbers and its file's text. */
export interface MaskOutput {
  type: MaskLayer;
  status: ComputedMask['status'];
  areaHa: number;
  scale: number | null;
  inputs: Record<string, unknown>;
  lineage: ComputedMask['lineage'];
  synthetic: boolean;
  fileText: string;
}

function maskOutput(mask: ComputedMask): MaskOutput {
  return {
    type: mask.type,
    status: mask.status,
    areaHa: mask.areaHa,
    scale: mask.scale,
    inputs: { ...mask.inputs },
    lineage: mask.lineage,
    synthetic: mask.synthetic,
    fileText: maskFileText(mask.geometry, { maskType: mask.type, areaHa: mask.areaHa }),
  };
}

export interface MaskLayerInput {
  /** The shape as one MultiPolygon, JSON text (`polygonsText`). */
  shapeText: string;
  layer: MaskLayer;
  options: MaskOptions;
  data: Config['analysisData'];
}

/** POST /api/shape-file/create-mask-from-geojson: one layer of a preview. */
export async function maskLayerTask(input: MaskLayerInput): Promise<MaskTaskOutput<MaskOutput>> {
  const sources = await threadDataSource(input.data);
  return asData(async () => {
    const mask = await computeMaskLayer({
      shape: shapeOfText(input.shapeText),
      layer: input.layer,
      options: input.options,
      sources,
      signal: new AbortController().signal,
    });
    return maskOutput(mask);
  });
}

/** A stored mask file: a path in local storage or a presigned URL. */
async function readMaskFile(location: string): Promise<MultiPolygon | Polygon | null> {
  const text = /^https?:\/\//.test(location)
    ? await (await fetch(location)).text()
    : await readFile(location, 'utf8');
  const collection = JSON.parse(text) as { features: { geometry: MultiPolygon | Polygon }[] };
  return collection.features[0]?.geometry ?? null;
}

/** The union of a set's masks within the shape, and the shape minus it. */
export interface MergedMasks {
  grossHa: number;
  mergedHa: number;
  netHa: number;
  /** The geometries (GeoJSON MultiPolygon text, null when empty), as PostGIS stores them. */
  mergedText: string | null;
  netText: string | null;
  /** The files stored for them (FeatureCollections). */
  mergedFileText: string;
  netFileText: string;
}

function mergedMasks(
  merged: MultiPolygon | null,
  net: MultiPolygon | null,
  areas: { grossHa: number; mergedHa: number; netHa: number },
): MergedMasks {
  return {
    ...areas,
    mergedText: merged ? JSON.stringify(merged) : null,
    netText: net ? JSON.stringify(net) : null,
    mergedFileText: maskFileText(merged, { maskType: 'merged', areaHa: areas.mergedHa }),
    netFileText: maskFileText(net, { area: 'net', areaHa: areas.netHa }),
  };
}

function mergedOf(shape: MultiPolygon, masks: (MultiPolygon | Polygon | null)[]): MergedMasks {
  const { merged, net, grossHa, mergedHa, netHa } = maskSetGeometry(shape, masks);
  return mergedMasks(merged, net, { grossHa, mergedHa, netHa });
}

/**
 * POST /api/shape-file/mask-preview-summary: the union of the preview's layer files (or of the
 * uploaded mask, `customMaskText`), clipped to the shape.
 */
export async function maskPreviewMergeTask(input: {
  shapeText: string;
  layerLocations: string[];
  customMaskText: string | null;
}): Promise<MergedMasks> {
  const shape = shapeOfText(input.shapeText);
  const masks =
    input.customMaskText !== null
      ? [JSON.parse(input.customMaskText) as MultiPolygon]
      : await Promise.all(input.layerLocations.map(readMaskFile));
  return mergedOf(shape, masks);
}

export interface MaskSetInput {
  shapeText: string;
  /** manual/automatic: the layers and thresholds; upload: the mask's polygons (JSON text). */
  request: { mode: 'upload'; customMaskText: string } | { mode: 'layers'; options: MaskOptions };
  data: Config['analysisData'];
}

export type MaskSetOutput = MergedMasks & { masks: MaskOutput[] };

/** A submission's mask set, before its transaction opens (workflow.service.ts). */
export async function maskSetTask(input: MaskSetInput): Promise<MaskTaskOutput<MaskSetOutput>> {
  const sources = await threadDataSource(input.data);
  return asData(() => maskSetOf(input, sources));
}

async function maskSetOf(input: MaskSetInput, sources: DataSource): Promise<MaskSetOutput> {
  const shape = shapeOfText(input.shapeText);
  const { request } = input;
  if (request.mode === 'upload') {
    // The uploaded mask, clipped to the shape, is the set's one mask: its merged mask.
    const custom = JSON.parse(request.customMaskText) as MultiPolygon;
    return { ...mergedOf(shape, [custom]), masks: [] };
  }
  const set = await computeMaskSet({
    shape,
    options: request.options,
    sources,
    signal: new AbortController().signal,
  });
  const { grossHa, mergedHa, netHa } = set;
  return {
    ...mergedMasks(set.merged, set.net, { grossHa, mergedHa, netHa }),
    masks: set.masks.map(maskOutput),
  };
}

/** POST /api/shape-file/geojson-asset-relationship (assetName nonGrasslandCoverage). */
export async function nonGrasslandTask(input: {
  shapeText: string;
  data: Config['analysisData'];
}): Promise<MaskTaskOutput<{ contains: boolean; intersects: boolean; overlapPercent: number }>> {
  const sources = await threadDataSource(input.data);
  return asData(async () => {
    const relation = await nonGrasslandCoverage(
      shapeOfText(input.shapeText),
      sources,
      new AbortController().signal,
    );
    return {
      contains: relation.contains,
      intersects: relation.intersects,
      overlapPercent: Math.min(100, Math.max(0, relation.overlapPercent)),
    };
  });
}
