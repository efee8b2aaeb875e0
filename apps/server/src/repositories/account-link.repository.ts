import type { SsoProviderName } from '@ecotone/contracts';
import type { Database } from '../db/database.js';

/** A provider identity waiting to be linked to the account with its email (migration 0006). */
export interface PendingLink {
  id: string;
  provider: SsoProviderName;
  /** The provider's `sub`. */
  providerAccountId: string;
  /** Lower case. */
  email: string;
}

/** How long a pending link can be completed: the person signs in by email meanwhile. */
const PENDING_LINK_VALIDITY = '1 hour';

/** Pending single-sign-on account links. The clock (expiry) is the database's. */
export function createAccountLinkRepository(database: Database) {
  return {
    /** Stores a pending link valid for an hour, and forgets expired ones while at it. */
    async create(link: PendingLink): Promise<void> {
      await database.query('DELETE FROM sso_pending_link WHERE expires_at < now()');
      await database.query(
        `INSERT INTO sso_pending_link (id, provider, provider_account_id, email, expires_at)
         VALUES ($1, $2, $3, $4, now() + interval '${PENDING_LINK_VALIDITY}')`,
        [link.id, link.provider, link.providerAccountId, link.email],
      );
    },
    /** The pending link, unless it is unknown or expired. */
    async find(id: string): Promise<PendingLink | undefined> {
      const { rows } = await database.query<{
        id: string;
        provider: SsoProviderName;
        provider_account_id: string;
        email: string;
      }>(
        `SELECT id, provider, provider_account_id, email FROM sso_pending_link
         WHERE id = $1 AND expires_at > now()`,
        [id],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          provider: row.provider,
          providerAccountId: row.provider_account_id,
          email: row.email,
        }
      );
    },
    async delete(id: string): Promise<void> {
      await database.query('DELETE FROM sso_pending_link WHERE id = $1', [id]);
    },
  };
}

export type AccountLinkRepository = ReturnType<typeof createAccountLinkRepository>;
