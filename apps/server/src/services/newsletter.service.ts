import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterOutcome } from '@ecotone/contracts';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import type { NewsletterRepository } from '../repositories/newsletter.repository.js';
import type { RequestOrigin } from './get-started.service.js';
import { type AttemptCounterStore, createRateLimiter, type RateLimit } from './rate-limit.js';

export const NEWSLETTER_LIMITS: { perIp: RateLimit; perEmail: RateLimit } = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  perEmail: { limit: 3, windowMs: 10 * 60_000 },
};

export interface NewsletterDeps {
  newsletter: NewsletterRepository;
  mailer: Mailer;
  /** Base of the links in the confirmation mail. */
  publicUrl: string;
  now?: () => number;
  /** The rate limits' counters, shared by every API process. */
  attemptCounters: AttemptCounterStore;
}

const newToken = () => randomBytes(32).toString('base64url');
/** Only hashes are stored: a leaked table cannot confirm or unsubscribe anyone. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Double opt-in: subscribing stores a pending address and mails a confirmation link (with an
 * unsubscribe link). Every subscribe call answers the same way, so the form never tells a
 * stranger whether an address is on the list.
 */
export function createNewsletterService(deps: NewsletterDeps) {
  const perIp = createRateLimiter(NEWSLETTER_LIMITS.perIp, {
    store: deps.attemptCounters,
    name: 'newsletter.per-ip',
    now: deps.now,
  });
  const perEmail = createRateLimiter(NEWSLETTER_LIMITS.perEmail, {
    store: deps.attemptCounters,
    name: 'newsletter.per-email',
    now: deps.now,
  });
  const link = (action: 'confirm' | 'unsubscribe', token: string) =>
    `${deps.publicUrl}/api/newsletter/${action}?token=${encodeURIComponent(token)}`;

  return {
    async subscribe(
      body: { email: string; website?: string | undefined },
      origin: RequestOrigin,
    ): Promise<void> {
      const email = body.email.toLowerCase();
      await perIp.consume(`ip:${origin.ip}`);
      await perEmail.consume(`email:${email}`);
      if (body.website) return;
      // Already confirmed: nothing to do, and nothing to mail (the answer is the same).
      if ((await deps.newsletter.statusOf(email)) === 'confirmed') return;
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      await deps.newsletter.savePending({
        email,
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        locale: origin.locale,
      });
      await deps.mailer.send({
        to: email,
        ...renderMail(origin.locale, 'newsletterConfirm', {
          url: link('confirm', confirmToken),
          unsubscribeUrl: link('unsubscribe', unsubscribeToken),
        }),
      });
    },
    async confirm(token: string): Promise<NewsletterOutcome> {
      return (await deps.newsletter.confirm(hashToken(token))) ? 'confirmed' : 'invalid';
    },
    async unsubscribe(token: string): Promise<NewsletterOutcome> {
      return (await deps.newsletter.unsubscribe(hashToken(token))) ? 'unsubscribed' : 'invalid';
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
