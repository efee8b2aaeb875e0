import type { z } from 'zod';
import type { AnalysisWorkerRuntime } from '../analysis/analysis-runtime.js';
import type { Repositories } from '../repositories/index.js';

/**
 * Expected outcomes are returned, not thrown, and are final: a returned `failed` is not retried.
 * A throw means an outage (a transient data-source error, a stopping worker) or a bug, and pg-boss
 * retries it within the job's retry limit, with backoff.
 */
export type JobOutcome =
  | { status: 'success'; output?: Record<string, unknown> }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

export interface JobDependencies {
  repositories: Repositories;
  workerId: string;
  /** The pg-boss job being worked: its id and how many retries it has had and may have. */
  job: { id: string; retryCount: number; retryLimit: number };
  /** Aborted when this worker stops; `reason` is 'stop' (graceful) or 'halt' (as if killed). */
  shutdown: AbortSignal;
  /** What analysis jobs need (tools, data sources, storage); absent in workers that run none. */
  analysis?: AnalysisWorkerRuntime;
}

/** pg-boss retry and expiry settings of one job type (its queue's defaults). */
export interface JobPolicy {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long a job may stay active before pg-boss takes it back (a safety net). */
  expireInSeconds?: number;
}

/** One job type: a stable id, a version bumped when the payload changes, a schema and a handler. */
export interface JobDefinition<Payload> {
  id: string;
  version: number;
  payload: z.ZodType<Payload>;
  policy?: JobPolicy;
  /** Only workers given an analysis runtime take this job (an API-only queue never does). */
  needsAnalysisRuntime?: boolean;
  handle(payload: Payload, dependencies: JobDependencies): Promise<JobOutcome>;
}

export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition;
