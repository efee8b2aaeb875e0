/**
 * The `analysisTool` compute task: one tool run on a pool thread (compute-tasks.ts). The thread
 * builds its own data source (kept for the thread's life) and is given the admin-area lookup of
 * its geography cache, runs the tool, encodes its layers (COG for rasters, JSON for vectors) and
 * hands the bytes back transferred, not copied. Errors come back as data: a class does not
 * survive the thread boundary, and run-tool.ts must know a transient data-source error from a
 * permanent one.
 */
import type { MessagePort } from 'node:worker_threads';
import {
  type AdminAreaLookup,
  type AnalysisTool,
  analysisTools,
  DataSourceError,
  DataUnavailableError,
  type InMemoryRaster,
  type Legend,
  layerMapHints,
  type ScriptType,
  StudyAreaError,
  type StudyAreaFailure,
  type ToolInputs,
  type ToolResult,
} from '@ecotone/analysis';
import { encodeCog, RestrictedDatasetError } from '@ecotone/analysis/node';
import type { MultiPolygon } from 'geojson';
import { Piscina } from 'piscina';
import type { Config } from '../config.js';
import { threadDataSource } from './analysis-data-source.js';
import type { EncodedLayer, EncodedToolResult } from './encoded-result.js';
import { RasterBudgetError, withRasterBudget } from './raster-budget.js';

export interface ToolTaskInput {
  scriptType: ScriptType;
  shape: MultiPolygon;
  inputs: ToolInputs;
  now: Date;
  data: Config['analysisData'];
  maxRasterPixels: number;
  /** Receives progress fractions (0..1), at most one per percent. */
  progress?: MessagePort;
  /** A module exporting `tools` instead of the real registry: tests' misbehaving fakes. */
  toolModule?: string;
}

export type ToolTaskFailure =
  | {
      kind: 'dataUnavailable';
      message: string;
      role: string;
      year?: number;
      /** A licence-restricted dataset this deployment is not enabled for: its name and licence. */
      restricted?: { dataset: string; license: string };
    }
  | { kind: 'dataSource'; message: string; transient: boolean }
  | { kind: 'studyArea'; message: string; failure: StudyAreaFailure }
  | { kind: 'rasterBudget'; pixels: number; limit: number }
  | { kind: 'other'; message: string; stack?: string };

export type ToolTaskOutput =
  | { ok: true; result: EncodedToolResult }
  | { ok: false; failure: ToolTaskFailure };

/**
 * A result raster as a COG with internal overviews (docs/map-tiles.md), so a zoomed-out map
 * tile reads a few small tiles: a gradient legend colours continuous values (averaged), any
 * other a class per value (the most frequent of each block, never a mean that is no class).
 */
export function encodeResultRaster(raster: InMemoryRaster, legend: Legend): Uint8Array {
  return encodeCog(raster, { overviews: legend.gradient ? 'average' : 'mode' });
}

/** One result, its layers encoded: on a pool thread, or in process for injected tools. */
export async function encodeToolResult(
  result: ToolResult,
  encodeRaster: (
    raster: InMemoryRaster,
    legend: Legend,
  ) => Uint8Array | Promise<Uint8Array> = encodeResultRaster,
): Promise<EncodedToolResult> {
  const layers: EncodedLayer[] = [];
  for (const layer of result.layers) {
    const { kind, id, label, legend } = layer;
    const bytes =
      kind === 'raster'
        ? await encodeRaster(layer.raster, legend)
        : new TextEncoder().encode(JSON.stringify(layer.geojson));
    layers.push({
      kind,
      id,
      label,
      legend,
      bytes,
      ...layerMapHints(layer),
    });
  }
  const { values, lineage, methods, warnings, synthetic } = result;
  return { values, layers, lineage, methods, warnings, synthetic };
}

export function serialiseToolError(error: unknown): ToolTaskFailure {
  if (error instanceof DataUnavailableError) {
    return {
      kind: 'dataUnavailable',
      message: error.message,
      role: error.role,
      ...(error.year === undefined ? {} : { year: error.year }),
      ...(error instanceof RestrictedDatasetError
        ? {
            restricted: {
              dataset: `${error.datasetName} (${error.datasetId})`,
              license: error.license,
            },
          }
        : {}),
    };
  }
  // Before DataSourceError, which it extends: its translated failure must survive the thread.
  if (error instanceof StudyAreaError)
    return { kind: 'studyArea', message: error.message, failure: error.failure };
  if (error instanceof DataSourceError)
    return { kind: 'dataSource', message: error.message, transient: error.transient };
  if (error instanceof RasterBudgetError)
    return { kind: 'rasterBudget', pixels: error.pixels, limit: error.limit };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'other', message, ...(error instanceof Error ? { stack: error.stack } : {}) };
}

// Per thread: each tool module is imported once.
const toolModules = new Map<string, Promise<Partial<Record<ScriptType, AnalysisTool>>>>();

async function toolsFrom(module: string | undefined) {
  if (!module) return analysisTools;
  let tools = toolModules.get(module);
  if (!tools) {
    tools = import(module).then((loaded: { tools: Partial<Record<ScriptType, AnalysisTool>> }) =>
      Object.freeze(loaded.tools),
    );
    toolModules.set(module, tools);
  }
  return tools;
}

/** Posts progress at most once per percent: each message wakes the main thread. */
function progressReporter(port: MessagePort | undefined) {
  let posted = -1;
  return (fraction: number) => {
    const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
    if (!port || !Number.isFinite(percent) || percent <= posted) return;
    posted = percent;
    port.postMessage(percent / 100);
  };
}

/** Hands the layer bytes over without copying (a copy only when a view shares its buffer). */
function transferring(output: ToolTaskOutput): ToolTaskOutput {
  if (!output.ok) return output;
  const buffers: ArrayBuffer[] = [];
  for (const layer of output.result.layers) {
    const whole =
      layer.bytes.byteOffset === 0 && layer.bytes.byteLength === layer.bytes.buffer.byteLength;
    if (!whole || !(layer.bytes.buffer instanceof ArrayBuffer)) layer.bytes = layer.bytes.slice();
    if (!buffers.includes(layer.bytes.buffer as ArrayBuffer))
      buffers.push(layer.bytes.buffer as ArrayBuffer);
  }
  const movable = {
    [Piscina.transferableSymbol]: buffers,
    [Piscina.valueSymbol]: output,
  };
  return Piscina.move(movable as never) as unknown as ToolTaskOutput;
}

export async function runToolTask(
  input: ToolTaskInput,
  admin: AdminAreaLookup,
): Promise<ToolTaskOutput> {
  try {
    const tool = (await toolsFrom(input.toolModule))[input.scriptType];
    if (!tool) throw new Error(`No tool ${input.scriptType} on this thread`);
    const result = await tool.run({
      shape: input.shape,
      inputs: input.inputs,
      sources: withRasterBudget(await threadDataSource(input.data), input.maxRasterPixels),
      admin,
      // The pool terminates the thread on cancel, so the tool's own signal never fires.
      signal: new AbortController().signal,
      progress: progressReporter(input.progress),
      now: input.now,
    });
    return transferring({ ok: true, result: await encodeToolResult(result) });
  } catch (error) {
    return { ok: false, failure: serialiseToolError(error) };
  } finally {
    input.progress?.close();
  }
}
