import type { JobQueue } from '../jobs/job-queue.js';
import type { AssessmentReportRepository } from '../repositories/assessment-report.repository.js';
import { assessmentReportJob } from './report.job.js';

/** Reports queued longer than this are sent their job (again: sending is idempotent). */
const UNQUEUED_AFTER_SECONDS = 5;
const WAITING_JOB_STATES = ['created', 'retry', 'active'];

/**
 * Recovers what crashes leave behind (every report-making worker, with the analysis sweep):
 * - a queued report whose job was never sent (the API died between the insert and the send) is
 *   sent its job under the stored id;
 * - a queued or running report whose job has ended without finishing it (its worker died on
 *   the last retry, or the job was lost) is failed WORKER_LOST, so nobody waits for it forever.
 */
export async function sweepReports(
  queue: Pick<JobQueue, 'send' | 'stateOf'>,
  reports: Pick<AssessmentReportRepository, 'unfinished' | 'fail'>,
): Promise<void> {
  for (const report of await reports.unfinished(UNQUEUED_AFTER_SECONDS)) {
    if (report.state === 'queued')
      await queue.send(assessmentReportJob, { reportId: report.id }, { id: report.jobId });
    const job = await queue.stateOf(assessmentReportJob, report.jobId);
    if (!job || !WAITING_JOB_STATES.includes(job.state))
      await reports.fail(report.id, { code: 'WORKER_LOST' });
  }
}
