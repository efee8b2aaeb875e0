import { SCRIPT_TYPES } from '@ecotone/analysis';
import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/job-definition.js';
import type { Announcer } from '../notifications/announcer.js';
import type { Repositories } from '../repositories/index.js';
import type { AnalysisWorkerRuntime } from './analysis-runtime.js';
import { runToolJob } from './run-tool.js';

/**
 * One enabled tool of one analysis. The job id is the tool run's `job_id`, chosen when the
 * analysis is stored, so queueing it twice (after a crash, by the sweeper) is a no-op.
 * Retries (with backoff) cover transient data-source errors and lost workers; expiry is only a
 * safety net behind the per-second lease (docs/analysis-runs.md).
 */
export const analysisToolJob = defineJob({
  id: 'analysis.tool',
  version: 1,
  payload: z.object({ analysisId: z.uuid(), scriptType: z.enum(SCRIPT_TYPES) }),
  policy: { retryLimit: 4, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 4 * 3600 },
});

export interface AnalysisToolJobDependencies {
  repositories: Repositories;
  runtime: AnalysisWorkerRuntime;
  /** Absent: this worker announces nothing; the announcement sweep of another worker does. */
  announcer?: Announcer;
}

export const analysisToolHandler = ({
  repositories,
  runtime,
  announcer,
}: AnalysisToolJobDependencies) =>
  handleJob(analysisToolJob, async (payload, context) => {
    const outcome = await runToolJob(payload, { ...context, repositories }, runtime);
    // The state change is committed: if it was the analysis' last tool, announce it.
    await announcer?.analysisSettled(payload.analysisId);
    return outcome;
  });
