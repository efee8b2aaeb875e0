import type { z } from 'zod';

/**
 * The generic job layer: a job type, its policy and its outcome. It knows no domain: each domain
 * declares its job types beside its code and builds their handlers from its own dependencies
 * (`workerJobs` in `worker/start-worker.ts` assembles them).
 *
 * Expected outcomes are returned, not thrown, and are final: a returned `failed` is not retried.
 * A throw means an outage (a transient data-source error, a stopping worker) or a bug, and pg-boss
 * retries it within the job's retry limit, with backoff.
 */
export type JobOutcome =
  | { status: 'success'; output?: Record<string, unknown> }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

/** What the queue tells every handler about the job it works. */
export interface JobContext {
  workerId: string;
  /** The pg-boss job being worked: its id and how many retries it has had and may have. */
  job: { id: string; retryCount: number; retryLimit: number };
  /** Aborted when this worker stops; `reason` is 'stop' (graceful) or 'halt' (as if killed). */
  shutdown: AbortSignal;
}

/** pg-boss retry and expiry settings of one job type (its queue's defaults). */
export interface JobPolicy {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long a job may stay active before pg-boss takes it back (a safety net). */
  expireInSeconds?: number;
}

/**
 * One job type, all a sender needs: a stable id, a version bumped when the payload changes, the
 * payload's schema and the retry policy.
 */
export interface JobDefinition<Payload> {
  id: string;
  version: number;
  payload: z.ZodType<Payload>;
  policy?: JobPolicy;
}

export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition;

/** A job type with the handler a worker runs for it, built from that job's own dependencies. */
export interface JobHandler<Payload> {
  job: JobDefinition<Payload>;
  handle(payload: Payload, context: JobContext): Promise<JobOutcome>;
}

export const handleJob = <Payload>(
  job: JobDefinition<Payload>,
  handle: JobHandler<Payload>['handle'],
): JobHandler<Payload> => ({ job, handle });

/** A worker's list of handlers, each of its own payload type. */
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of handlers
export type AnyJobHandler = JobHandler<any>;
