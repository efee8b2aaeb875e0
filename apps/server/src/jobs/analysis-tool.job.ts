import { SCRIPT_TYPES } from '@ecotone/analysis';
import { z } from 'zod';
import { runToolJob } from '../analysis/run-tool.js';
import { defineJob } from './job-definition.js';

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
  needsAnalysisRuntime: true,
  policy: { retryLimit: 4, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 4 * 3600 },
  async handle(payload, dependencies) {
    if (!dependencies.analysis) throw new Error('This worker has no analysis runtime');
    const outcome = await runToolJob(payload, dependencies, dependencies.analysis);
    // The state change is committed: if it was the analysis' last tool, announce it.
    await dependencies.analysis.notifications?.announcer.analysisSettled(payload.analysisId);
    return outcome;
  },
});
