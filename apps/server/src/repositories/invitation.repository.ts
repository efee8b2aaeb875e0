import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';

/** A working invitation, found by its token's hash. */
export interface InvitationRow {
  id: string;
  userId: string;
  invitedBy: string;
  expiresAt: Date;
}

/** Only SHA-256 hashes of invitation tokens are stored (migration 0015). */
export function createInvitationRepository(database: Database) {
  return {
    /**
     * A new invitation for `userId`; every older one that was still open is superseded in the
     * same transaction, so only the newest link works.
     */
    async replace(input: {
      userId: string;
      invitedBy: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await database.transaction(async (tx) => {
        await tx.query(
          `UPDATE user_invitation SET superseded_at = now()
           WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
          [input.userId],
        );
        await tx.query(
          `INSERT INTO user_invitation (id, user_id, token_hash, invited_by, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [randomUUID(), input.userId, input.tokenHash, input.invitedBy, input.expiresAt],
        );
      });
    },

    /** The invitation whose token hashes to `tokenHash`, if it is unused, current and unexpired. */
    async findUsable(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
      const { rows } = await database.query<InvitationRow>(
        `SELECT i.id::text AS id, i.user_id AS "userId", i.invited_by AS "invitedBy",
                i.expires_at AS "expiresAt"
         FROM user_invitation i JOIN "user" u ON u.id = i.user_id
         WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.superseded_at IS NULL
           AND i.expires_at > $2 AND u.deleted_at IS NULL`,
        [tokenHash, now],
      );
      return rows[0];
    },

    /** Marks a usable invitation used; false when it was not usable (any more). One winner. */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const { rows } = await database.query<{ id: string }>(
        `UPDATE user_invitation SET used_at = $2
         WHERE id = $1 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > $2
         RETURNING id::text AS id`,
        [id, now],
      );
      return rows.length === 1;
    },

    /** When the user's open invitation link stops working; undefined when none is open. */
    async pendingExpiry(userId: string): Promise<Date | undefined> {
      const { rows } = await database.query<{ expiresAt: Date }>(
        `SELECT expires_at AS "expiresAt" FROM user_invitation
         WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL
         ORDER BY created_at DESC LIMIT 1`,
        [userId],
      );
      return rows[0]?.expiresAt;
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
