import { newsletterSubscribeSchema, requestReceivedSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** Anonymous. The answer is the same for a new, pending or confirmed address. */
export const registerPostNewsletterSubscribe: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['requests'],
        summary: 'Newsletter sign-up: mails a confirmation link (double opt-in)',
        body: newsletterSubscribeSchema,
        response: { 200: requestReceivedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await services.newsletter.subscribe(request.body, {
        ip: request.ip,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return { status: 'received' as const };
    },
  );
};
