import { createHash } from 'node:crypto';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Repositories } from '../repositories/index.js';
import { assessmentAnnouncementJob } from './assessment-announcement.job.js';

/**
 * The queue side of notifications: queues the announcement of finished analyses
 * (docs/notifications.md). The analysis tool job and the worker's sweep use it; the worker side
 * that delivers an announcement is `assessment-announcement.job.ts`.
 */
export interface Announcer {
  /**
   * Called after a committed change that may have finished `analysisId`: when it has, queues one
   * announcement job per assessment using it. Never throws: the sweep queues what this missed.
   */
  analysisSettled(analysisId: string): Promise<void>;
  /** Queues announcements of analyses that finished without one (cancels, lost workers, crashes). */
  sweep(): Promise<void>;
}

/** How far back the sweep looks: an older unannounced finish is history, not news. */
const SWEEP_WITHIN_HOURS = 24;

/**
 * The job id of one assessment's analysis announcement, the same every time (a name-based
 * UUID), so queueing it again is a no-op: this is its singleton key.
 */
export function announcementJobId(assessmentId: string, analysisId: string): string {
  const hex = createHash('sha1')
    .update(`assessment-announcement:${assessmentId}:${analysisId}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createAnnouncer(
  queue: JobQueue,
  repositories: Pick<Repositories, 'notifications'>,
): Announcer {
  const notifications = repositories.notifications;
  const announce = async (assessmentId: string, analysisId: string) => {
    await queue.send(
      assessmentAnnouncementJob,
      { assessmentId, analysisId },
      { id: announcementJobId(assessmentId, analysisId) },
    );
    // Written after the send: a crash in between leaves the finish to the sweep, which sends
    // the same job id again (a no-op if it was sent).
    await notifications.recordQueued(assessmentId, analysisId);
  };
  return {
    async analysisSettled(analysisId) {
      try {
        for (const assessmentId of await notifications.finishedAssessmentsOf(analysisId))
          await announce(assessmentId, analysisId);
      } catch (error) {
        console.error('[notifications] queueing failed; the sweep will queue it', error);
      }
    },
    async sweep() {
      for (const { assessmentId, analysisId } of await notifications.unannounced(
        SWEEP_WITHIN_HOURS,
      ))
        await announce(assessmentId, analysisId);
    },
  };
}
