import { MessageChannel } from 'node:worker_threads';
import {
  type AdminAreaLookup,
  type AnalysisTool,
  type DataSource,
  DataSourceError,
  DataUnavailableError,
  type InMemoryRaster,
  type ScriptType,
  StudyAreaError,
  type ToolInputs,
} from '@ecotone/analysis';
import type { MultiPolygon } from 'geojson';
import { ComputeBudgetError, type ComputePool } from '../compute/compute-pool.js';
import type { Config } from '../config.js';
import type { EncodedToolResult } from './encoded-result.js';
import { RasterBudgetError } from './raster-budget.js';
import { encodeToolResult, type ToolTaskFailure, type ToolTaskOutput } from './tool-task.js';

export interface ToolRunRequest {
  scriptType: ScriptType;
  shape: MultiPolygon;
  inputs: ToolInputs;
  now: Date;
  /** Aborted on cancel, lost lease or worker stop: the computation is stopped. */
  signal: AbortSignal;
  progress(fraction: number): void;
}

/** Computes one tool run and encodes its layers; run-tool.ts keeps the lease and the database. */
export interface ToolRunner {
  run(request: ToolRunRequest): Promise<EncodedToolResult>;
}

/** The pool thread died under the tool (a crash, `process.exit`, an uncaught error). */
export class ToolThreadError extends Error {
  constructor(cause: unknown) {
    super(`the tool's thread stopped: ${cause instanceof Error ? cause.message : cause}`, {
      cause,
    });
    this.name = 'ToolThreadError';
  }
}

/**
 * A licence-restricted dataset the deployment is not enabled for (ENABLE_RESTRICTED_LAYERS), as a
 * pool thread reported it: the dataset's name and licence, never its data.
 */
export class RestrictedDataError extends DataUnavailableError {
  constructor(
    role: string,
    readonly restricted: { dataset: string; license: string },
    message: string,
  ) {
    super(role);
    this.name = 'RestrictedDataError';
    this.message = message;
  }
}

/** The error a pool thread reported, as the class run-tool.ts classifies. */
export function rehydrateToolError(failure: ToolTaskFailure): Error {
  switch (failure.kind) {
    case 'dataUnavailable': {
      if (failure.restricted)
        return new RestrictedDataError(failure.role, failure.restricted, failure.message);
      const error = new DataUnavailableError(failure.role, failure.year);
      error.message = failure.message;
      return error;
    }
    case 'dataSource':
      return new DataSourceError(failure.message, { transient: failure.transient });
    case 'studyArea':
      return new StudyAreaError(failure.failure, failure.message);
    case 'rasterBudget':
      return new RasterBudgetError(failure.pixels, failure.limit);
    default: {
      const error = new Error(failure.message);
      if (failure.stack) error.stack = failure.stack;
      return error;
    }
  }
}

/**
 * Production: every tool runs on a thread of `pool` (its time and memory budget), never on the
 * thread that answers HTTP. `toolModule` swaps the registry for tests' fakes.
 */
export function pooledToolRunner(
  pool: ComputePool,
  settings: { data: Config['analysisData']; maxRasterPixels: number; toolModule?: string },
): ToolRunner {
  return {
    async run({ signal, progress, ...request }) {
      const channel = new MessageChannel();
      channel.port1.on('message', (fraction: number) => progress(fraction));
      let output: ToolTaskOutput;
      try {
        output = await pool.run(
          'analysisTool',
          { ...request, ...settings, progress: channel.port2 },
          { signal, transferList: [channel.port2] },
        );
      } catch (error) {
        // The task itself reports every error as data: a rejection is the pool's (a budget, an
        // abort) or the thread's death.
        if (signal.aborted || error instanceof ComputeBudgetError) throw error;
        throw new ToolThreadError(error);
      } finally {
        channel.port1.close();
      }
      if (!output.ok) throw rehydrateToolError(output.failure);
      return output.result;
    },
  };
}

/**
 * Tests: tools injected as objects run on the calling thread (their traces stay visible to the
 * test). Never used by main.ts.
 */
export function inProcessToolRunner(parts: {
  tools: Partial<Record<ScriptType, AnalysisTool>>;
  sources: DataSource;
  admin: AdminAreaLookup;
  encodeRaster?: (raster: InMemoryRaster) => Uint8Array | Promise<Uint8Array>;
}): ToolRunner {
  return {
    async run({ scriptType, signal, progress, shape, inputs, now }) {
      const tool = parts.tools[scriptType];
      if (!tool) throw new Error(`No tool ${scriptType}`);
      const result = await tool.run({
        shape,
        inputs,
        sources: parts.sources,
        admin: parts.admin,
        signal,
        progress,
        now,
      });
      return encodeToolResult(result, parts.encodeRaster);
    },
  };
}
