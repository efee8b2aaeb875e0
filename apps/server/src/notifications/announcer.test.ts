import { describe, expect, it, vi } from 'vitest';
import type { JobDefinition } from '../jobs/job-definition.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { NotificationRepository } from '../repositories/notification.repository.js';
import { announcementJobId, createAnnouncer } from './announcer.js';
import { assessmentAnnouncementJob } from './assessment-announcement.job.js';

const ANALYSIS = '6f1c1b6e-3f0e-4b7a-9a51-2d6c2f7e0a01';
const FIRST = '9d4c7a1e-2b3f-4c5d-8e6f-7a8b9c0d1e2f';
const SECOND = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A queue that keeps what was sent, in order, with pg-boss' "same id twice is a no-op". */
function recordingQueue(options: { failSends?: boolean } = {}) {
  const sent: Array<{ job: string; payload: unknown; id?: string }> = [];
  const queue = {
    async send(job: JobDefinition<unknown>, payload: unknown, sendOptions?: { id?: string }) {
      if (options.failSends) throw new Error('database unavailable');
      job.payload.parse(payload);
      if (!sent.some((entry) => entry.id === sendOptions?.id))
        sent.push({ job: job.id, payload, id: sendOptions?.id });
      return sendOptions?.id ?? 'generated';
    },
  } as unknown as JobQueue;
  return { sent, queue };
}

function notificationRows(rows: {
  finished?: string[];
  unannounced?: Array<{ assessmentId: string; analysisId: string }>;
}) {
  const queued: string[] = [];
  const sweptWithin: number[] = [];
  const notifications = {
    finishedAssessmentsOf: async (analysisId: string) =>
      analysisId === ANALYSIS ? (rows.finished ?? []) : [],
    unannounced: async (withinHours: number) => {
      sweptWithin.push(withinHours);
      return rows.unannounced ?? [];
    },
    recordQueued: async (assessmentId: string, analysisId: string) => {
      queued.push(`${assessmentId}/${analysisId}`);
    },
  } as unknown as NotificationRepository;
  return { queued, sweptWithin, repositories: { notifications } };
}

describe('announcementJobId', () => {
  it('is one name-based UUID per assessment and analysis', () => {
    const id = announcementJobId(FIRST, ANALYSIS);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(announcementJobId(FIRST, ANALYSIS)).toBe(id);
    expect(announcementJobId(SECOND, ANALYSIS)).not.toBe(id);
    expect(announcementJobId(ANALYSIS, FIRST)).not.toBe(id);
  });
});

describe('createAnnouncer', () => {
  it('queues one announcement per assessment of a finished analysis, then records it', async () => {
    const { sent, queue } = recordingQueue();
    const rows = notificationRows({ finished: [FIRST, SECOND] });
    const announcer = createAnnouncer(queue, rows.repositories);

    await announcer.analysisSettled(ANALYSIS);
    await announcer.analysisSettled(ANALYSIS);

    expect(sent).toEqual([
      {
        job: assessmentAnnouncementJob.id,
        payload: { assessmentId: FIRST, analysisId: ANALYSIS },
        id: announcementJobId(FIRST, ANALYSIS),
      },
      {
        job: assessmentAnnouncementJob.id,
        payload: { assessmentId: SECOND, analysisId: ANALYSIS },
        id: announcementJobId(SECOND, ANALYSIS),
      },
    ]);
    expect(rows.queued).toEqual([
      `${FIRST}/${ANALYSIS}`,
      `${SECOND}/${ANALYSIS}`,
      `${FIRST}/${ANALYSIS}`,
      `${SECOND}/${ANALYSIS}`,
    ]);
  });

  it('queues nothing for an analysis that is not finished', async () => {
    const { sent, queue } = recordingQueue();
    const rows = notificationRows({ finished: [] });
    await createAnnouncer(queue, rows.repositories).analysisSettled(ANALYSIS);
    expect(sent).toEqual([]);
    expect(rows.queued).toEqual([]);
  });

  it('never throws when queueing fails, and records nothing, leaving it to the sweep', async () => {
    const { queue } = recordingQueue({ failSends: true });
    const rows = notificationRows({ finished: [FIRST] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        createAnnouncer(queue, rows.repositories).analysisSettled(ANALYSIS),
      ).resolves.toBeUndefined();
      expect(rows.queued).toEqual([]);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it('sweeps the last 24 hours of finishes that were never announced', async () => {
    const { sent, queue } = recordingQueue();
    const rows = notificationRows({
      unannounced: [{ assessmentId: SECOND, analysisId: ANALYSIS }],
    });
    await createAnnouncer(queue, rows.repositories).sweep();
    expect(rows.sweptWithin).toEqual([24]);
    expect(sent.map((entry) => entry.id)).toEqual([announcementJobId(SECOND, ANALYSIS)]);
    expect(rows.queued).toEqual([`${SECOND}/${ANALYSIS}`]);
  });
});
