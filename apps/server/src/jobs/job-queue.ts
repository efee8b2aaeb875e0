import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { AnyJobHandler, JobDefinition, JobOutcome, JobPolicy } from './job-definition.js';

export interface JobQueueSettings {
  /** Default `host:pid`; tests running two queues in one process name them apart. */
  workerId?: string;
  /** Per job id, replaces the job's own policy (tests shorten retry delays). */
  policies?: Record<string, JobPolicy>;
  /** How often pg-boss expires overdue jobs and archives old ones; default 60 s. */
  maintenanceIntervalSeconds?: number;
}

export interface JobQueue {
  /**
   * Queues a job. With `id`, queueing is idempotent: a job with that id already there (waiting,
   * running or finished) is left alone and its id is returned.
   */
  send<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: { id?: string },
  ): Promise<string>;
  /** Starts taking jobs of the given types (the worker role: `workerJobs` in `worker/start-worker.ts`). */
  work(handlers: AnyJobHandler[]): Promise<void>;
  outcomeOf(
    job: JobDefinition<unknown>,
    jobId: string,
  ): Promise<{ state: string; output: unknown } | null>;
  /** pg-boss' view of a job: created, retry, active, completed, cancelled or failed. */
  stateOf(
    job: JobDefinition<unknown>,
    jobId: string,
  ): Promise<{ state: string; retryCount: number; retryLimit: number } | null>;
  cancel(job: JobDefinition<unknown>, jobIds: string[]): Promise<void>;
  /** Fails a job that is not finished: pg-boss retries it while retries are left. */
  fail(job: JobDefinition<unknown>, jobId: string, reason: string): Promise<void>;
  readonly workerId: string;
  /** Graceful: running handlers are told to stop (analysis jobs hand their run back), then close. */
  stop(): Promise<void>;
  /**
   * Stops at once, as a killed process would: running handlers are dropped and write nothing more.
   * Tests use it to stand in for `kill -9` where no child process can (one PGlite per process).
   */
  halt(): Promise<void>;
}

const sendOptionsOf = (policy: JobPolicy | undefined): PgBoss.SendOptions => ({
  ...(policy?.retryLimit === undefined ? {} : { retryLimit: policy.retryLimit }),
  ...(policy?.retryDelaySeconds === undefined ? {} : { retryDelay: policy.retryDelaySeconds }),
  ...(policy?.retryBackoff === undefined ? {} : { retryBackoff: policy.retryBackoff }),
  ...(policy?.expireInSeconds === undefined ? {} : { expireInSeconds: policy.expireInSeconds }),
});

/** pg-boss on either database; the same job code runs in the embedded default and in production. */
export async function startJobQueue(
  database: Database,
  settings: JobQueueSettings = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.jobQueueConnection,
    schema: 'pgboss',
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds ?? 60,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  // pg-boss keeps one queue (a partition) per job type, made before its first job is sent or
  // worked; creating one that exists changes nothing.
  const queues = new Map<string, Promise<void>>();
  const queueOf = (job: JobDefinition<unknown>) => {
    let created = queues.get(job.id);
    if (!created) {
      created = boss.createQueue(job.id);
      created.catch(() => queues.delete(job.id));
      queues.set(job.id, created);
    }
    return created;
  };
  const workerId = settings.workerId ?? `${hostname()}:${process.pid}`;
  const shutdown = new AbortController();
  const policyOf = (job: JobDefinition<unknown>) => settings.policies?.[job.id] ?? job.policy;

  return {
    workerId,
    async send(job, payload, options = {}) {
      await queueOf(job as JobDefinition<unknown>);
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(
        job.id,
        { ...data, jobVersion: job.version },
        {
          ...sendOptionsOf(policyOf(job as JobDefinition<unknown>)),
          ...(options.id ? { id: options.id } : {}),
        },
      );
      if (id) return id;
      // pg-boss answers null when a job with this id exists: queueing it again was a no-op.
      if (options.id) return options.id;
      throw new Error(`pg-boss refused job ${job.id}`);
    },
    async work(handlers) {
      for (const { job, handle } of handlers) {
        await queueOf(job);
        await boss.work(
          job.id,
          { pollingIntervalSeconds: 1, includeMetadata: true },
          async ([item]) => {
            if (!item) return undefined;
            const payload = job.payload.parse(item.data);
            const outcome: JobOutcome = await handle(payload, {
              workerId,
              job: { id: item.id, retryCount: item.retryCount, retryLimit: item.retryLimit },
              shutdown: shutdown.signal,
            });
            return outcome;
          },
        );
      }
    },
    async outcomeOf(job, jobId) {
      const found = await boss.getJobById(job.id, jobId);
      return found ? { state: found.state, output: found.output } : null;
    },
    async stateOf(job, jobId) {
      const found = await boss.getJobById(job.id, jobId);
      return found
        ? { state: found.state, retryCount: found.retryCount, retryLimit: found.retryLimit }
        : null;
    },
    async cancel(job, jobIds) {
      if (jobIds.length > 0) await boss.cancel(job.id, jobIds);
    },
    async fail(job, jobId, reason) {
      await boss.fail(job.id, jobId, { message: reason });
    },
    async stop() {
      shutdown.abort('stop');
      await boss.stop({ graceful: true, close: true, timeout: 5000 });
    },
    async halt() {
      shutdown.abort('halt');
      await boss.stop({ graceful: false, close: true });
    },
  };
}
