import {
  type AdminAreaLookup,
  type AnalysisTool,
  analysisTools,
  type DataSource,
  type InMemoryRaster,
  type ScriptType,
} from '@ecotone/analysis';
import type { NotificationRuntime } from '../notifications/notification-runtime.js';
import type { FileStorage } from '../storage/storage.js';

/**
 * What a worker needs to run analysis tools, built in one place so tests can swap any part
 * (fake tools, a temporary storage folder, short leases).
 */
export interface AnalysisWorkerRuntime {
  tools: Partial<Record<ScriptType, AnalysisTool>>;
  sources: DataSource;
  admin: AdminAreaLookup;
  storage: FileStorage;
  /** Raster result layers -> Cloud-Optimized GeoTIFF bytes. */
  encodeRaster(raster: InMemoryRaster): Uint8Array | Promise<Uint8Array>;
  /** A running tool run whose lease is older than this was lost with its worker. */
  leaseSeconds: number;
  /** How often a running tool renews its lease, stores progress and checks for cancel. */
  heartbeatMilliseconds: number;
  /** How often the sweeper looks for lost tool runs and unqueued jobs. */
  sweepIntervalSeconds: number;
  now(): Date;
  /** Announces finished analyses (docs/notifications.md); absent = this worker announces nothing. */
  notifications?: NotificationRuntime;
}

export const DEFAULT_RUN_TIMINGS = {
  leaseSeconds: 30,
  heartbeatMilliseconds: 1000,
  sweepIntervalSeconds: 15,
} as const;

/**
 * The production runtime. `sources`, `admin` and `encodeRaster` come from the caller (main.ts
 * wires the configured data sources, the Natural Earth admin lookup and encodeCog); the tool
 * registry defaults to every tool of @ecotone/analysis.
 */
export function createAnalysisWorkerRuntime(
  parts: Pick<AnalysisWorkerRuntime, 'sources' | 'admin' | 'storage' | 'encodeRaster'> &
    Partial<AnalysisWorkerRuntime>,
): AnalysisWorkerRuntime {
  return {
    tools: analysisTools,
    ...DEFAULT_RUN_TIMINGS,
    now: () => new Date(),
    ...parts,
  };
}
