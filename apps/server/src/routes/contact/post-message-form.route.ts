import { contactMessageSchema, requestReceivedSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * The contact modal (specs/1 sections 2.3 and 7). Signed-in or anonymous: the sender is taken
 * from the session when there is one, otherwise from the body.
 */
export const registerPostMessageForm: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/message-form',
    {
      schema: {
        tags: ['requests'],
        summary: 'A contact message: stored and mailed to the team',
        body: contactMessageSchema,
        response: { 200: requestReceivedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await services.contactMessages.send(await request.viewer(), request.body, {
        ip: request.ip,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return { status: 'received' as const };
    },
  );
};
