import type { NotificationKind } from '@ecotone/contracts';
import type { Database } from '../db/database.js';

/**
 * The PostgreSQL channel a new notification is announced on, with its user's id as payload
 * (sent by NotificationRepository.insert in the statement that inserts it, so only a committed,
 * new notification is announced).
 */
export const NOTIFICATION_CHANNEL = 'notification_created';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The channels of an assessment's "ready" announcement, in the order they are delivered. */
export const ANNOUNCEMENT_CHANNELS = ['inApp', 'email', 'teamChat'] as const;
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number];

const CHANNEL_COLUMNS: Record<AnnouncementChannel, string> = {
  inApp: 'in_app_at',
  email: 'email_at',
  teamChat: 'team_chat_at',
};

/** What an announcement says, read in one query when its job runs. */
export interface AnnouncementFacts {
  analysisState: string;
  creatorId: string;
  creatorEmail: string;
  creatorName: string;
  /** The creator's language preference ('english' | 'spanish'), null when never set. */
  creatorLanguage: string | null;
  creatorUnits: string | null;
  siteName: string | null;
  shapefileName: string;
  areaHa: number;
}

const FINISHED = ['SUCCEEDED', 'CANCELLED', 'FAILED'];

/** In-app notifications and the per-channel record of assessment announcements. */
export function createNotificationRepository(database: Database) {
  return {
    /**
     * Inserts once per `dedupeKey`; a second insert with the same key changes nothing. A new
     * notification is announced on NOTIFICATION_CHANNEL with its user's id, delivered when the
     * statement commits, to every process listening (the API's open streams).
     */
    async insert(input: {
      userId: string;
      kind: NotificationKind;
      params: Record<string, string | number>;
      link: string | null;
      dedupeKey: string;
    }): Promise<void> {
      await database.query(
        `WITH inserted AS (
           INSERT INTO notification (user_id, kind, params, link, dedupe_key)
           VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING
           RETURNING user_id
         )
         SELECT pg_notify($6, user_id::text) FROM inserted`,
        [
          input.userId,
          input.kind,
          JSON.stringify(input.params),
          input.link,
          input.dedupeKey,
          NOTIFICATION_CHANNEL,
        ],
      );
    },

    /** The newest `limit` notifications of a user, and how many of all theirs are unread. */
    async list(userId: string, limit: number) {
      const { rows } = await database.query<NotificationRow>(
        `SELECT id, kind, params, link, created_at AS "createdAt", read_at AS "readAt"
         FROM notification WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      const counted = await database.query<{ unread: number }>(
        'SELECT count(*)::int AS unread FROM notification WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
      return { notifications: rows, unreadCount: counted.rows[0]?.unread ?? 0 };
    },

    /** Marks one of the user's notifications read; false when the user has no such notification. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE notification SET read_at = coalesce(read_at, now())
         WHERE id = $1 AND user_id = $2 RETURNING 1`,
        [id, userId],
      );
      return rows.length > 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await database.query(
        'UPDATE notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
    },

    /** Assessments using this analysis, when the analysis has finished (else none). */
    async finishedAssessmentsOf(analysisId: string): Promise<string[]> {
      const { rows } = await database.query<{ id: string }>(
        `SELECT a.id FROM assessment a JOIN analysis an ON an.id = a.analysis_id
         WHERE a.analysis_id = $1 AND an.state = ANY($2::text[])`,
        [analysisId, FINISHED],
      );
      return rows.map((row) => row.id);
    },

    /**
     * Assessments whose analysis finished in the last `withinHours` without an announcement
     * being queued: a cancel through the API, a run failed by the sweeper, or a crash between
     * the commit and the queueing.
     */
    async unannounced(withinHours: number) {
      const { rows } = await database.query<{ assessmentId: string; analysisId: string }>(
        `SELECT a.id AS "assessmentId", a.analysis_id AS "analysisId"
         FROM analysis an JOIN assessment a ON a.analysis_id = an.id
         WHERE an.finished_at > now() - make_interval(hours => $1) AND an.state = ANY($2::text[])
           AND NOT EXISTS (SELECT 1 FROM assessment_notification n
             WHERE n.assessment_id = a.id AND n.analysis_id = an.id)`,
        [withinHours, FINISHED],
      );
      return rows;
    },

    async recordQueued(assessmentId: string, analysisId: string): Promise<void> {
      await database.query(
        `INSERT INTO assessment_notification (assessment_id, analysis_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [assessmentId, analysisId],
      );
    },

    /** The channels already delivered for this assessment's analysis. */
    async delivered(assessmentId: string, analysisId: string): Promise<Set<AnnouncementChannel>> {
      const { rows } = await database.query<Record<AnnouncementChannel, boolean>>(
        `SELECT in_app_at IS NOT NULL AS "inApp", email_at IS NOT NULL AS "email",
                team_chat_at IS NOT NULL AS "teamChat"
         FROM assessment_notification WHERE assessment_id = $1 AND analysis_id = $2`,
        [assessmentId, analysisId],
      );
      const row = rows[0];
      return new Set(ANNOUNCEMENT_CHANNELS.filter((channel) => row?.[channel]));
    },

    async recordDelivered(
      assessmentId: string,
      analysisId: string,
      channel: AnnouncementChannel,
    ): Promise<void> {
      const column = CHANNEL_COLUMNS[channel];
      await database.query(
        `INSERT INTO assessment_notification (assessment_id, analysis_id, ${column})
         VALUES ($1, $2, now())
         ON CONFLICT (assessment_id, analysis_id) DO UPDATE SET ${column} = now()`,
        [assessmentId, analysisId],
      );
    },

    /** What the announcement of this assessment's analysis says; undefined when either is gone. */
    async facts(assessmentId: string, analysisId: string): Promise<AnnouncementFacts | undefined> {
      const { rows } = await database.query<AnnouncementFacts>(
        `SELECT an.state AS "analysisState", u.id AS "creatorId", u.email AS "creatorEmail",
                u.name AS "creatorName", p.language AS "creatorLanguage", p.units AS "creatorUnits",
                s.title AS "siteName", f.name AS "shapefileName", f.total_area_ha AS "areaHa"
         FROM assessment a
         JOIN analysis an ON an.id = $2
         JOIN shapefile f ON f.id = a.shapefile_id
         LEFT JOIN site s ON s.id = f.site_id
         JOIN "user" u ON u.id = a.created_by
         LEFT JOIN user_preferences p ON p.user_id = u.id
         WHERE a.id = $1`,
        [assessmentId, analysisId],
      );
      return rows[0];
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
