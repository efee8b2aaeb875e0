import type { GetStartedRequest } from '@ecotone/contracts';
import { type Locale, translate } from '@ecotone/i18n';
import { createRateLimiter, type RateLimit } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import type { GetStartedRepository } from '../repositories/get-started.repository.js';

/** Enough for a person correcting a typo; too few to flood the team's inbox. */
export const GET_STARTED_LIMITS: { perIp: RateLimit; perEmail: RateLimit } = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  perEmail: { limit: 3, windowMs: 10 * 60_000 },
};

/** Who sent a request: the client address (rate limits) and language (their confirmation). */
export interface RequestOrigin {
  ip: string;
  locale: Locale;
}

export interface GetStartedDeps {
  getStartedRequests: GetStartedRepository;
  mailer: Mailer;
  /** Receives requests whose interest has no contact of its own. */
  contactEmail: string;
  /** Interest -> the internal contact who answers it. */
  getStartedContacts: Record<string, string>;
  /** The rate limits' clock; tests move it. */
  now?: () => number;
  /** Where a failure that the sender need not hear about goes. */
  logError?: (message: string, error: unknown) => void;
}

const orNone = (value: string | undefined) => (value ? value : '-');

/**
 * POST /api/get-started: keep the request, tell the contact who answers its interest (in
 * English: the team's language) and confirm to the requester in their language.
 */
export function createGetStartedService(deps: GetStartedDeps) {
  const perIp = createRateLimiter(GET_STARTED_LIMITS.perIp, deps.now);
  const perEmail = createRateLimiter(GET_STARTED_LIMITS.perEmail, deps.now);

  const contactFor = (interest: string) => deps.getStartedContacts[interest] ?? deps.contactEmail;

  return {
    contactFor,
    async submit(request: GetStartedRequest, origin: RequestOrigin): Promise<void> {
      const email = request.email.toLowerCase();
      perIp.consume(`ip:${origin.ip}`);
      perEmail.consume(`email:${email}`);
      // A filled honeypot is a robot: answered like anyone else, kept and mailed nowhere.
      if (request.website) return;

      const id = await deps.getStartedRequests.save({
        firstName: request.firstName,
        lastName: request.lastName,
        company: request.company || null,
        title: request.title || null,
        interest: request.interest,
        email,
        phone: request.phone,
        message: request.message || null,
        location: request.location || null,
        locale: origin.locale,
      });
      const name = `${request.firstName} ${request.lastName}`;
      await deps.mailer.send({
        to: contactFor(request.interest),
        replyTo: email,
        ...renderMail('en', 'getStartedRequest', {
          name,
          email,
          phone: request.phone,
          interest: translate('en', `requests.getStarted.interests.${request.interest}`),
          company: orNone(request.company),
          title: orNone(request.title),
          location: orNone(request.location),
          message: orNone(request.message),
        }),
      });
      await deps.getStartedRequests.markNotified(id);
      // The team has the request: a confirmation that cannot be sent is not worth a resubmission.
      await deps.mailer
        .send({
          to: email,
          ...renderMail(origin.locale, 'getStartedConfirmation', { firstName: request.firstName }),
        })
        .catch((error: unknown) =>
          (deps.logError ?? console.error)('get-started confirmation not sent', error),
        );
    },
  };
}

export type GetStartedService = ReturnType<typeof createGetStartedService>;
