import { newsletterTokenQuerySchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** The unsubscribe link of the newsletter mails; lands on the web app, which shows the outcome. */
export const registerGetNewsletterUnsubscribe: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['requests'],
        summary: 'Ends a newsletter subscription, then redirects to /?newsletter=unsubscribed',
        querystring: newsletterTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await services.newsletter.unsubscribe(request.query.token);
      return reply.redirect(`/?newsletter=${outcome}`, 303);
    },
  );
};
