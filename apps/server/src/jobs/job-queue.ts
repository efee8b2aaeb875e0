import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { Repositories } from '../repositories/index.js';
import { jobCatalogue } from './catalogue.js';
import type { JobDefinition, JobOutcome } from './job-definition.js';

export interface JobQueue {
  send<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string>;
  /** Starts taking jobs of every type in the catalogue (the worker role). */
  work(repositories: Repositories): Promise<void>;
  outcomeOf(
    job: JobDefinition<unknown>,
    jobId: string,
  ): Promise<{ state: string; output: unknown } | null>;
  readonly workerId: string;
  stop(): Promise<void>;
}

/** pg-boss on either database; the same job code runs in the embedded default and in production. */
export async function startJobQueue(database: Database): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.jobQueueConnection,
    schema: 'pgboss',
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  for (const job of jobCatalogue) await boss.createQueue(job.id);
  const workerId = `${hostname()}:${process.pid}`;

  return {
    workerId,
    async send(job, payload) {
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.id, { ...data, jobVersion: job.version });
      if (!id) throw new Error(`pg-boss refused job ${job.id}`);
      return id;
    },
    async work(repositories) {
      for (const job of jobCatalogue) {
        await boss.work(job.id, { pollingIntervalSeconds: 1 }, async ([item]) => {
          if (!item) return undefined;
          const payload = job.payload.parse(item.data);
          const outcome: JobOutcome = await job.handle(payload, {
            repositories,
            workerId,
          });
          if (outcome.status === 'failed') throw new Error(outcome.reason);
          return outcome;
        });
      }
    },
    async outcomeOf(job, jobId) {
      const found = await boss.getJobById(job.id, jobId);
      return found ? { state: found.state, output: found.output } : null;
    },
    stop: () => boss.stop({ graceful: true, close: true, timeout: 5000 }),
  };
}
