import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/job-definition.js';
import type { Repositories } from '../repositories/index.js';
import { makeReport } from './make-report.js';
import type { ReportWorkerRuntime } from './report-runtime.js';

/**
 * One PDF report of an assessment (docs/assessment-report.md). The job id is the report row's
 * `job_id`, chosen when the row is stored, so sending it again (the sweeper) is a no-op. Expected
 * failures are final (the row is failed with its reason); a throw is a stopping worker or an
 * outage, retried with backoff. Expiry is the safety net for a worker that died mid-report.
 */
export const assessmentReportJob = defineJob({
  id: 'reports.assessment-report',
  version: 1,
  payload: z.object({ reportId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 600 },
});

export const assessmentReportHandler = (
  repositories: Pick<Repositories, 'assessmentReports' | 'users' | 'shapefiles' | 'analyses'>,
  runtime: ReportWorkerRuntime,
) =>
  handleJob(assessmentReportJob, (payload, context) =>
    makeReport(payload.reportId, { ...runtime, repositories }, context),
  );
