import type { GeographyCache } from '@ecotone/analysis/node';
import type { ShapeCollection } from '@ecotone/geometry';
import type { MapLayerSource, MapTileInput } from '../analysis/map-tile.task.js';
import type { ToolTaskInput } from '../analysis/tool-task.js';
import type { GeographyBodyInput } from '../bodies/geography-body.task.js';
import type { MaskBodyInput } from '../bodies/mask-body.task.js';
import type { ShapeBodyInput } from '../bodies/shape-body.task.js';
import type { WorkflowBodyInput } from '../bodies/workflow-body.task.js';
import type { ReportInput } from '../reports/report-input.js';
import type { AttachedShapeInput } from '../services/attached-shape.task.js';
import type { ExportShapeInput } from '../services/export-shape.task.js';
import type { MaskLayerInput, MaskSetInput } from '../services/mask-compute.task.js';
import type { MaskTileInput } from '../services/mask-tile.task.js';
import type { PrepareShapeInput } from '../services/prepare-shape.task.js';
import type { SpeciesListInput } from '../services/species-list.task.js';
import type { WorkflowDocumentInput } from '../services/workflow-document.task.js';
import type { ImportFilesInput } from './import-files.task.js';

let threadGeography: GeographyCache | undefined;

/**
 * This thread's offline geography (admin-1 and GeoNames indexes, ~100 MB once loaded): created
 * by the first task that needs it, then passed to every task of the thread that looks shapes up,
 * so each index loads at most once per thread and never on a thread that does not need it.
 */
async function geographyCache(): Promise<GeographyCache> {
  if (!threadGeography) {
    const { createGeographyCache } = await import('@ecotone/analysis/node');
    threadGeography ??= createGeographyCache();
  }
  return threadGeography;
}

/**
 * The work a compute thread can do, by name (worker side of compute-pool.ts). Each task takes
 * structured-cloneable input and returns structured-cloneable output; it runs with no database,
 * no HTTP and no shared state, so a thread killed for its budget loses nothing. A task loads its
 * modules on first use, so a thread only pays for the work it is given.
 */
export const computeTasks = {
  /** POST /api/shape-file/generate-geojson-from-files: read, import, encode the answer. */
  async importShapeFiles(input: ImportFilesInput) {
    const { importFilesTask } = await import('./import-files.task.js');
    return importFilesTask(input);
  },
  /** POST /api/get-started/shape: a visitor's files imported, the shape prepared, answer encoded. */
  async readAttachedShape(input: AttachedShapeInput) {
    const { readAttachedShape } = await import('../services/attached-shape.task.js');
    return readAttachedShape(input);
  },
  /** Burns CPU for `milliseconds` or grows memory by `megabytes`: the pool's own tests. */
  async probe(input: { milliseconds?: number; megabytes?: number; echo?: string }) {
    // Plain JS numbers live on the V8 heap that `resourceLimits` bounds (typed arrays do not).
    const hold: number[][] = [];
    for (let i = 0; i < (input.megabytes ?? 0); i += 1)
      hold.push(Array.from({ length: 1 << 17 }, (_, k) => k + 0.5));
    const until = Date.now() + (input.milliseconds ?? 0);
    while (Date.now() < until) {
      // busy: this thread, not the caller's, is blocked
    }
    return { echo: input.echo ?? null, held: hold.length };
  },
  /** One analysis tool run, its layers encoded (analysis/tool-task.ts). */
  async analysisTool(input: ToolTaskInput) {
    const { runToolTask } = await import('../analysis/tool-task.js');
    return runToolTask(input, (await geographyCache()).admin);
  },
  /** POST /api/shape-file/clean-up-geojson: body read, shape cleaned up, answer encoded. */
  async cleanUpBody(input: ShapeBodyInput) {
    const { cleanUpBody } = await import('../bodies/shape-body.task.js');
    return cleanUpBody(input);
  },
  /** POST /api/shape-file/store-shape-hash-from-geojson: body read, shape prepared and hashed. */
  async storeShapeBody(input: ShapeBodyInput) {
    const { storeShapeBody } = await import('../bodies/shape-body.task.js');
    return storeShapeBody(input);
  },
  /** A request's shape validated, repaired, measured or hashed (services/prepare-shape.task.ts). */
  async prepareShape(input: PrepareShapeInput) {
    const { prepareShape } = await import('../services/prepare-shape.task.js');
    return prepareShape(input);
  },
  /** POST /api/workflow/run: body read and checked, its inline shape prepared. */
  async readWorkflowBody(input: WorkflowBodyInput) {
    const { readWorkflowBody } = await import('../bodies/workflow-body.task.js');
    return readWorkflowBody(input);
  },
  /** A workflow's uploaded document read and its shape prepared (services/workflow-document.task.ts). */
  async readWorkflowDocument(input: WorkflowDocumentInput) {
    const { readWorkflowDocument } = await import('../services/workflow-document.task.js');
    return readWorkflowDocument(input);
  },
  /** POST /api/shape-file/geography: body read, shape checked and reduced for locating. */
  async readGeographyBody(input: GeographyBodyInput) {
    const { readGeographyBody } = await import('../bodies/geography-body.task.js');
    return readGeographyBody(input);
  },
  /** POST /api/shape-file/geography: where a shape lies (services/geography-task.ts). */
  async locateShape(input: { shape: ShapeCollection }) {
    const { locateShape } = await import('../services/geography-task.js');
    return locateShape(input.shape, (await geographyCache()).shapes);
  },
  /** GET /api/shapefile/{id}/kml and /shapefile: a stored shape as a download. */
  async exportShape(input: ExportShapeInput) {
    const { exportShape } = await import('../services/export-shape.task.js');
    return exportShape(input);
  },
  /** GET /api/geo/tiles-dynamic/...: a stored raster layer's map tile as PNG (docs/map-tiles.md). */
  async renderMapTile(input: MapTileInput) {
    const { renderMapTile } = await import('../analysis/map-tile.task.js');
    return renderMapTile(input);
  },
  /** POST /api/geo/raster-info: a stored raster's extent, size and grid. */
  async describeRaster(input: { location: string }) {
    const { describeRaster } = await import('../analysis/map-tile.task.js');
    return describeRaster(input);
  },
  /** GET /api/biodiversity/iucn-species-list, /api/species/{name}: the species of a shape. */
  async speciesList(input: SpeciesListInput) {
    const { speciesListTask } = await import('../services/species-list.task.js');
    return speciesListTask(input);
  },
  /** The mask routes: body read, shape (and uploaded mask) validated and dissolved. */
  async readMaskBody(input: MaskBodyInput) {
    const { readMaskBody } = await import('../bodies/mask-body.task.js');
    return readMaskBody(input);
  },
  /** POST /api/shape-file/create-mask-from-geojson: one mask layer of a preview. */
  async maskLayer(input: MaskLayerInput) {
    const { maskLayerTask } = await import('../services/mask-compute.task.js');
    return maskLayerTask(input);
  },
  /** POST /api/shape-file/mask-preview-summary: a preview's layers (or upload) merged. */
  async maskPreviewMerge(input: {
    shapeText: string;
    layerLocations: string[];
    customMaskText: string | null;
  }) {
    const { maskPreviewMergeTask } = await import('../services/mask-compute.task.js');
    return maskPreviewMergeTask(input);
  },
  /** POST /api/workflow/run: a submission's whole mask set, before its transaction. */
  async maskSet(input: MaskSetInput) {
    const { maskSetTask } = await import('../services/mask-compute.task.js');
    return maskSetTask(input);
  },
  /** POST /api/shape-file/geojson-asset-relationship: how non-grassland covers a shape. */
  async nonGrasslandCoverage(input: { shapeText: string; data: MaskSetInput['data'] }) {
    const { nonGrasslandTask } = await import('../services/mask-compute.task.js');
    return nonGrasslandTask(input);
  },
  /** GET /api/geo/tiles-dynamic/{maskId}/{layer}/...: a mask's tile as PNG. */
  async renderMaskTile(input: MaskTileInput) {
    const { renderMaskTile } = await import('../services/mask-tile.task.js');
    return renderMaskTile(input);
  },
  /** An assessment's PDF report drawn from its gathered input (reports/render, decision 0027). */
  async assessmentReport(input: ReportInput) {
    const [{ renderAssessmentReport }, { moved }] = await Promise.all([
      import('../reports/render/render-report.js'),
      import('./moved.js'),
    ]);
    const output = await renderAssessmentReport(input);
    // The PDF (a few MB) crosses back to the caller moved, not copied.
    return moved(output, output.pdf.buffer);
  },
  /** POST /api/geo/raster-hit-test: a stored raster's value at a point. */
  async sampleMapLayer(input: MapLayerSource & { lng: number; lat: number }) {
    const { sampleMapLayer } = await import('../analysis/map-tile.task.js');
    return sampleMapLayer(input);
  },
} satisfies Record<string, (input: never) => unknown>;

export type ComputeTasks = typeof computeTasks;
export type ComputeTaskName = keyof ComputeTasks;
export type ComputeInput<Name extends ComputeTaskName> = Parameters<ComputeTasks[Name]>[0];
export type ComputeOutput<Name extends ComputeTaskName> = Awaited<ReturnType<ComputeTasks[Name]>>;

export function runComputeTask(task: { name: ComputeTaskName; input: unknown }): unknown {
  const handler = computeTasks[task.name] as ((input: unknown) => unknown) | undefined;
  if (!handler) throw new Error(`Unknown compute task ${String(task.name)}`);
  return handler(task.input);
}
