import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/job-definition.js';
import type { Repositories } from '../repositories/index.js';
import { announceAssessment } from './assessment-announcement.js';
import type { NotificationSending } from './notification-sending.js';

/**
 * Tells an assessment's creator (in-app, email) and the team chat (when configured) that its
 * analysis finished. One job per assessment and analysis (its id is fixed by
 * `announcementJobId`); a throw (the webhook answered 500) is retried with backoff, and channels
 * already delivered are skipped on retry. Worked only by workers built with notification sending.
 */
export const assessmentAnnouncementJob = defineJob({
  id: 'notifications.assessment-announcement',
  version: 1,
  payload: z.object({ assessmentId: z.uuid(), analysisId: z.uuid() }),
  policy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600 },
});

export const assessmentAnnouncementHandler = (
  repositories: Pick<Repositories, 'notifications'>,
  sending: NotificationSending,
) =>
  handleJob(assessmentAnnouncementJob, (payload) =>
    announceAssessment(payload, repositories.notifications, sending),
  );
