import type { ScriptType } from '@ecotone/analysis';
import type { JobQueue } from '../jobs/job-queue.js';
import { analysisToolJob } from './analysis-tool.job.js';

export interface ToolRunJob {
  jobId: string;
  analysisId: string;
  scriptType: ScriptType;
}

/** How the run service reaches the queue: after its transaction commits, never inside it. */
export interface AnalysisJobs {
  /** Queues each tool run's job under its stored id (idempotent). */
  enqueue(jobs: ToolRunJob[]): Promise<void>;
  cancel(jobIds: string[]): Promise<void>;
}

export function queueAnalysisJobs(queue: JobQueue): AnalysisJobs {
  return {
    async enqueue(jobs) {
      for (const job of jobs) {
        await queue.send(
          analysisToolJob,
          { analysisId: job.analysisId, scriptType: job.scriptType },
          { id: job.jobId },
        );
      }
    },
    cancel: (jobIds) => queue.cancel(analysisToolJob, jobIds),
  };
}

/**
 * The services are built before the job queue starts, so they get this stand-in; main.ts binds
 * it to the queue. Unbound (a test app without a queue), enqueueing does nothing and the tool
 * runs wait as QUEUED until a worker's sweeper queues them: the same path that recovers a crash
 * between commit and queueing.
 */
export function deferredAnalysisJobs(): AnalysisJobs & { bind(queue: JobQueue): void } {
  let target: AnalysisJobs | undefined;
  return {
    bind(queue) {
      target = queueAnalysisJobs(queue);
    },
    enqueue: async (jobs) => target?.enqueue(jobs),
    cancel: async (jobIds) => target?.cancel(jobIds),
  };
}
