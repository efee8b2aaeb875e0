import type { Database } from '../db/database.js';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface PendingSubscription {
  email: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  locale: string;
}

/** How long a confirmation link works. */
const CONFIRM_VALIDITY = '7 days';

/**
 * Newsletter subscriptions by lower-case address. Tokens arrive here already hashed; the clock
 * (link validity) is the database's.
 */
export function createNewsletterRepository(database: Database) {
  return {
    async statusOf(email: string): Promise<SubscriptionStatus | undefined> {
      const { rows } = await database.query<{ status: SubscriptionStatus }>(
        'SELECT status FROM newsletter_subscription WHERE email = $1',
        [email],
      );
      return rows[0]?.status;
    },
    /**
     * A new address, or one not confirmed (yet or any more): pending with fresh tokens, so only
     * the latest confirmation link works. A confirmed subscription is left as it is.
     */
    async savePending(subscription: PendingSubscription): Promise<void> {
      await database.query(
        `INSERT INTO newsletter_subscription
           (email, status, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, locale)
         VALUES ($1, 'pending', $2, now() + interval '${CONFIRM_VALIDITY}', $3, $4)
         ON CONFLICT (email) DO UPDATE SET
           status = 'pending',
           confirm_token_hash = excluded.confirm_token_hash,
           confirm_expires_at = excluded.confirm_expires_at,
           unsubscribe_token_hash = excluded.unsubscribe_token_hash,
           locale = excluded.locale,
           confirmed_at = NULL,
           unsubscribed_at = NULL,
           updated_at = now()
         WHERE newsletter_subscription.status <> 'confirmed'`,
        [
          subscription.email,
          subscription.confirmTokenHash,
          subscription.unsubscribeTokenHash,
          subscription.locale,
        ],
      );
    },
    /**
     * Confirms the subscription whose link this is, unless the link expired or the address
     * unsubscribed since. Opening the link again keeps it confirmed. True when confirmed.
     */
    async confirm(confirmTokenHash: string): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE newsletter_subscription
         SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), updated_at = now()
         WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND status <> 'unsubscribed'
         RETURNING email`,
        [confirmTokenHash],
      );
      return rows.length > 0;
    },
    /** True when the link belongs to a subscription (now unsubscribed, if it was not already). */
    async unsubscribe(unsubscribeTokenHash: string): Promise<boolean> {
      const { rows } = await database.query(
        `UPDATE newsletter_subscription
         SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
             updated_at = now()
         WHERE unsubscribe_token_hash = $1
         RETURNING email`,
        [unsubscribeTokenHash],
      );
      return rows.length > 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
