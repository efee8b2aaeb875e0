import { type AnalysisTool, analysisTools, type ScriptType } from '@ecotone/analysis';
import type { FileStorage } from '../storage/storage.js';
import type { ToolRunner } from './tool-runner.js';

/**
 * What a worker needs to run analysis tools, built in one place so tests can swap any part
 * (fake tools, a temporary storage folder, short leases).
 */
export interface AnalysisWorkerRuntime {
  /** The tools this worker offers (an unknown one fails TOOL_NOT_AVAILABLE) and their versions. */
  tools: Partial<Record<ScriptType, AnalysisTool>>;
  /**
   * Computes a tool run and encodes its layers: on the compute pool in production
   * (pooledToolRunner), in process for tests' injected fakes (inProcessToolRunner).
   */
  runner: ToolRunner;
  storage: FileStorage;
  /** A running tool run whose lease is older than this was lost with its worker. */
  leaseSeconds: number;
  /** How often a running tool renews its lease, stores progress and checks for cancel. */
  heartbeatMilliseconds: number;
  /** How often the sweeper looks for lost tool runs and unqueued jobs. */
  sweepIntervalSeconds: number;
  /** How often this worker tells /api/health it is alive (worker.lastHeartbeat). */
  workerHeartbeatMilliseconds: number;
  now(): Date;
}

export const DEFAULT_RUN_TIMINGS = {
  leaseSeconds: 30,
  heartbeatMilliseconds: 1000,
  sweepIntervalSeconds: 15,
  workerHeartbeatMilliseconds: 20_000,
} as const;

/**
 * The production runtime. The runner comes from the caller (main.ts: the pooled runner with the
 * configured data settings and budgets); the tool registry defaults to every tool of
 * @ecotone/analysis.
 */
export function createAnalysisWorkerRuntime(
  parts: Pick<AnalysisWorkerRuntime, 'runner' | 'storage'> & Partial<AnalysisWorkerRuntime>,
): AnalysisWorkerRuntime {
  return {
    tools: analysisTools,
    ...DEFAULT_RUN_TIMINGS,
    now: () => new Date(),
    ...parts,
  };
}
