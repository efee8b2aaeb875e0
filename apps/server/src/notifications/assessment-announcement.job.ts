import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.js';
import { announceAssessment } from './assessment-announcement.js';

/**
 * Tells an assessment's creator (in-app, email) and the team chat (when configured) that its
 * analysis finished. One job per assessment and analysis (its id is fixed by
 * `announcementJobId`); a throw (the webhook answered 500) is retried with backoff, and channels
 * already delivered are skipped on retry. Worked by the workers that run analyses.
 */
export const assessmentAnnouncementJob = defineJob({
  id: 'notifications.assessment-announcement',
  version: 1,
  payload: z.object({ assessmentId: z.uuid(), analysisId: z.uuid() }),
  needsAnalysisRuntime: true,
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
  async handle(payload, { repositories, analysis }) {
    // Another worker (one built without notifications) retries it later.
    if (!analysis?.notifications) throw new Error('This worker cannot send notifications');
    return announceAssessment(payload, repositories.notifications, analysis.notifications);
  },
});
