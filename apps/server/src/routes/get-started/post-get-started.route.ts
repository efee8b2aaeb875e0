import { getStartedRequestSchema, requestReceivedSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** Anonymous: visitors without an account ask for access here (specs/2 sections 2 and 7). */
export const registerPostGetStarted: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/get-started',
    {
      schema: {
        tags: ['requests'],
        summary: 'A get-started request: stored, mailed to its contact, confirmed to the sender',
        body: getStartedRequestSchema,
        response: { 200: requestReceivedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await services.getStarted.submit(request.body, {
        ip: request.ip,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return { status: 'received' as const };
    },
  );
};
