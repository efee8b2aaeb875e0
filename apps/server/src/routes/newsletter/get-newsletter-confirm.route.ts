import { newsletterTokenQuerySchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** The link of the confirmation mail; lands on the web app, which shows the outcome. */
export const registerGetNewsletterConfirm: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['requests'],
        summary: 'Confirms a newsletter subscription, then redirects to /?newsletter=confirmed',
        querystring: newsletterTokenQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await services.newsletter.confirm(request.query.token);
      return reply.redirect(`/?newsletter=${outcome}`, 303);
    },
  );
};
