import { emailSentAnswerSchema, passwordResetRequestSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { signInClientOf } from './sign-in-request.js';

/** POST /api/auth/password-reset (specs/2 section 7): emails a reset link if the account exists. */
export const registerPostPasswordReset: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link; the same answer whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 200: emailSentAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await services.signInLimits.mailRequest(request.ip, request.body.email);
      await services.signIn.requestPasswordReset(request.body.email, signInClientOf(request));
      return { status: 'sent' as const };
    },
  );
};
