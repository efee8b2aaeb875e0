import { emailSentAnswerSchema, magicLinkRequestSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { signInClientOf } from './sign-in-request.js';

/** POST /api/auth/magic-link (specs/2 section 7): emails a one-time sign-in link. */
export const registerPostMagicLink: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/auth/magic-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a sign-in link (works once, for 2 hours) that lands on redirectPathName',
        body: magicLinkRequestSchema,
        response: {
          200: emailSentAnswerSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request) => {
      await services.signInLimits.mailRequest(request.ip, request.body.email);
      await services.signIn.sendMagicLink(request.body, signInClientOf(request));
      return { status: 'sent' as const };
    },
  );
};
