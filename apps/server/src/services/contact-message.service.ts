import { type ContactMessage, contactExtraOf } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import type { ContactMessageRepository } from '../repositories/contact-message.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { RequestOrigin } from './get-started.service.js';
import { type AttemptCounterStore, createRateLimiter, type RateLimit } from './rate-limit.js';

export const CONTACT_LIMITS: { perIp: RateLimit; perEmail: RateLimit } = {
  perIp: { limit: 10, windowMs: 10 * 60_000 },
  perEmail: { limit: 5, windowMs: 10 * 60_000 },
};

/** The sender name of anonymous visitors who give none (specs/1 section 2.3). */
export const ANONYMOUS_SENDER_NAME = 'Ecotone visitor';

export interface ContactMessageDeps {
  contactMessages: ContactMessageRepository;
  users: UserRepository;
  mailer: Mailer;
  /** Receives every contact message. */
  contactEmail: string;
  now?: () => number;
  /** The rate limits' counters, shared by every API process. */
  attemptCounters: AttemptCounterStore;
  logError?: (message: string, error: unknown) => void;
}

/**
 * POST /api/message-form: the sender is the signed-in user when there is one (whatever the body
 * says), otherwise the name and address the visitor typed. Stored, then mailed to the team.
 */
export function createContactMessageService(deps: ContactMessageDeps) {
  const perIp = createRateLimiter(CONTACT_LIMITS.perIp, {
    store: deps.attemptCounters,
    name: 'contact.per-ip',
    now: deps.now,
  });
  const perEmail = createRateLimiter(CONTACT_LIMITS.perEmail, {
    store: deps.attemptCounters,
    name: 'contact.per-email',
    now: deps.now,
  });

  async function senderOf(viewer: Viewer | null, body: ContactMessage) {
    if (viewer) {
      const user = await deps.users.findById(viewer.userId);
      return { userId: viewer.userId, name: user?.name || viewer.email, email: viewer.email };
    }
    if (!body.email) throw new AppError('VALIDATION', { details: 'email is required' });
    return { userId: null, name: body.name || ANONYMOUS_SENDER_NAME, email: body.email };
  }

  return {
    async send(viewer: Viewer | null, body: ContactMessage, origin: RequestOrigin): Promise<void> {
      const sender = await senderOf(viewer, body);
      const email = sender.email.toLowerCase();
      await perIp.consume(`ip:${origin.ip}`);
      await perEmail.consume(`email:${email}`);
      if (body.website) return;

      const extra = contactExtraOf(body);
      // Only a signed-in sender's address is known to be theirs: no copies to typed addresses.
      const sendCopy = viewer !== null && body.sendCopy === true;
      const id = await deps.contactMessages.save({
        userId: sender.userId,
        name: sender.name,
        email,
        subject: body.subject || null,
        message: body.message,
        extra,
        sendCopy,
      });
      const details = Object.entries(extra).map(([key, value]) => `${key}: ${value}`);
      const params = {
        name: sender.name,
        email,
        subject: body.subject || '-',
        message: [body.message, ...(details.length ? ['', ...details] : [])].join('\n'),
      };
      await deps.mailer.send({
        to: deps.contactEmail,
        replyTo: email,
        ...renderMail('en', 'contactMessage', params),
      });
      await deps.contactMessages.markNotified(id);
      if (sendCopy) {
        await deps.mailer
          .send({ to: email, ...renderMail(origin.locale, 'contactMessage', params) })
          .catch((error: unknown) =>
            (deps.logError ?? console.error)('contact message copy not sent', error),
          );
      }
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
