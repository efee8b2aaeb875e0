import type { JobQueue } from '../jobs/job-queue.js';
import { assessmentReportJob } from './report.job.js';

/** A report row and the pg-boss job id stored with it. */
export interface QueuedReport {
  reportId: string;
  jobId: string;
}

/**
 * How the report service reaches the queue: after the row is stored, never in its statement
 * (pg-boss has its own connection; on PGlite it would wait for an open transaction to end).
 */
export interface ReportJobs {
  /** Queues the report's job under its stored id (idempotent). */
  enqueue(report: QueuedReport): Promise<void>;
}

export function queueReportJobs(queue: Pick<JobQueue, 'send'>): ReportJobs {
  return {
    async enqueue({ reportId, jobId }) {
      await queue.send(assessmentReportJob, { reportId }, { id: jobId });
    },
  };
}

/**
 * The services are built before the job queue starts, so they get this stand-in; main.ts binds
 * it to the queue. Unbound (a test app without a queue), nothing is sent and the report waits
 * queued until a worker's sweep sends its job: the path that recovers a crash after the insert.
 */
export function deferredReportJobs(): ReportJobs & { bind(queue: JobQueue): void } {
  let target: ReportJobs | undefined;
  return {
    bind(queue) {
      target = queueReportJobs(queue);
    },
    enqueue: async (report) => target?.enqueue(report),
  };
}
