import type { JobQueue } from '../jobs/job-queue.js';
import type { Repositories } from '../repositories/index.js';
import type { AnalysisWorkerRuntime } from './analysis-runtime.js';
import { analysisToolJob } from './analysis-tool.job.js';

/** Tool runs queued longer than this without a job in pg-boss are queued (again). */
const UNQUEUED_AFTER_SECONDS = 5;
const WAITING_JOB_STATES = ['created', 'retry', 'active'];

/**
 * Recovers what crashes leave behind; every worker runs it at start and then every
 * `sweepIntervalSeconds` (`worker/start-worker.ts`):
 * - a running tool run whose lease expired lost its worker: its pg-boss job is failed, so pg-boss
 *   retries it (with backoff) while retries are left, and the run goes back to QUEUED; with no
 *   retry left it is FAILED (WORKER_LOST);
 * - a QUEUED tool run whose job was never sent (the process died between commit and queueing) is
 *   queued under its stored id; one whose job already finished is FAILED (WORKER_LOST).
 */
export async function sweepAnalysisRuns(
  queue: JobQueue,
  repositories: Repositories,
  runtime: Pick<AnalysisWorkerRuntime, 'leaseSeconds'>,
): Promise<void> {
  const analyses = repositories.analyses;
  for (const stale of await analyses.staleToolRuns(runtime.leaseSeconds)) {
    await queue.fail(analysisToolJob, stale.jobId, `worker ${stale.workerId} lost its lease`);
    const job = await queue.stateOf(analysisToolJob, stale.jobId);
    const retrying = job !== null && WAITING_JOB_STATES.includes(job.state);
    await analyses.moveToolRun(stale.jobId, retrying ? 'QUEUED' : 'FAILED', {
      error: retrying ? null : { code: 'WORKER_LOST' },
      staleSeconds: runtime.leaseSeconds,
    });
  }
  for (const waiting of await analyses.queuedToolRuns(UNQUEUED_AFTER_SECONDS)) {
    const run = await analyses.toolRunByJob(waiting.jobId);
    if (!run) continue;
    await queue.send(
      analysisToolJob,
      { analysisId: run.analysisId, scriptType: run.scriptType },
      { id: run.jobId },
    );
    const job = await queue.stateOf(analysisToolJob, run.jobId);
    if (job && !WAITING_JOB_STATES.includes(job.state)) {
      await analyses.moveToolRun(run.jobId, 'FAILED', {
        error: { code: 'WORKER_LOST' },
        onlyFrom: ['QUEUED'],
      });
    }
  }
}
