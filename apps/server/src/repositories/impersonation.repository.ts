import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../db/database.js';

/** An impersonation link that was just opened (taken once). */
export interface OpenedImpersonation {
  id: string;
  adminUserId: string;
  targetUserId: string;
}

/** The impersonation behind a session, for the session answer and "return". */
export interface SessionImpersonation {
  id: string;
  adminUserId: string;
  adminName: string;
  adminEmail: string;
  sessionExpiresAt: Date;
  adminSessionKept: boolean;
}

export interface ImpersonationLogRow {
  id: string;
  adminUserId: string;
  adminName: string;
  adminEmail: string;
  targetUserId: string;
  targetName: string;
  targetEmail: string;
  createdAt: Date;
  usedAt: Date | null;
  endedAt: Date | null;
  usedFromIp: string | null;
}

/** Impersonation links and the audit log they make (migration 0015; docs/users.md). */
export function createImpersonationRepository(database: SqlRunner) {
  return {
    async create(input: {
      adminUserId: string;
      targetUserId: string;
      tokenHash: string;
      linkExpiresAt: Date;
    }): Promise<void> {
      await database.query(
        `INSERT INTO impersonation (id, admin_user_id, target_user_id, token_hash, link_expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [randomUUID(), input.adminUserId, input.targetUserId, input.tokenHash, input.linkExpiresAt],
      );
    },

    /** Takes an unused, unexpired link (once: concurrent openings get one winner). */
    async take(tokenHash: string, now: Date, ip: string): Promise<OpenedImpersonation | undefined> {
      const { rows } = await database.query<OpenedImpersonation>(
        `UPDATE impersonation SET used_at = $2, used_from_ip = $3
         WHERE token_hash = $1 AND used_at IS NULL AND link_expires_at > $2
         RETURNING id::text AS id, admin_user_id AS "adminUserId", target_user_id AS "targetUserId"`,
        [tokenHash, now, ip],
      );
      return rows[0];
    },

    /** The session the link opened; `ended` when none could be opened (the log says so). */
    async attachSession(
      id: string,
      session: { id: string; expiresAt: Date; adminSessionKept: boolean },
    ): Promise<void> {
      await database.query(
        `UPDATE impersonation SET session_id = $2, session_expires_at = $3, admin_session_kept = $4
         WHERE id = $1`,
        [id, session.id, session.expiresAt, session.adminSessionKept],
      );
    },

    /** A link taken but refused (the administrator lost the permission meanwhile, ...). */
    async endUnopened(id: string, now: Date): Promise<void> {
      await database.query('UPDATE impersonation SET ended_at = $2 WHERE id = $1', [id, now]);
    },

    async findBySession(sessionId: string): Promise<SessionImpersonation | undefined> {
      const { rows } = await database.query<SessionImpersonation>(
        `SELECT i.id::text AS id, i.admin_user_id AS "adminUserId", a.name AS "adminName",
                a.email AS "adminEmail", i.session_expires_at AS "sessionExpiresAt",
                i.admin_session_kept AS "adminSessionKept"
         FROM impersonation i JOIN "user" a ON a.id = i.admin_user_id
         WHERE i.session_id = $1`,
        [sessionId],
      );
      return rows[0];
    },

    /** Records the end of the session's impersonation (return, sign-out); the first end counts. */
    async endBySession(sessionId: string, now: Date): Promise<void> {
      await database.query(
        'UPDATE impersonation SET ended_at = $2 WHERE session_id = $1 AND ended_at IS NULL',
        [sessionId, now],
      );
    },

    /**
     * The audit log, newest first. A session that ran out without being ended reads as ended
     * when it expired.
     */
    async list(limit: number, offset: number, now: Date): Promise<ImpersonationLogRow[]> {
      const { rows } = await database.query<ImpersonationLogRow>(
        `SELECT i.id::text AS id, i.admin_user_id AS "adminUserId", a.name AS "adminName",
                a.email AS "adminEmail", i.target_user_id AS "targetUserId",
                t.name AS "targetName", t.email AS "targetEmail", i.created_at AS "createdAt",
                i.used_at AS "usedAt", i.used_from_ip AS "usedFromIp",
                COALESCE(i.ended_at, CASE WHEN i.session_expires_at <= $3
                  THEN i.session_expires_at END) AS "endedAt"
         FROM impersonation i
         JOIN "user" a ON a.id = i.admin_user_id
         JOIN "user" t ON t.id = i.target_user_id
         ORDER BY i.created_at DESC, i.id DESC
         LIMIT $1 OFFSET $2`,
        [limit, offset, now],
      );
      return rows;
    },

    async count(): Promise<number> {
      const { rows } = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM impersonation',
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;
