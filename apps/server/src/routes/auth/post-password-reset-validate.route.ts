import { passwordResetTokenAnswerSchema, passwordResetTokenSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/auth/password-reset/validate: whether the reset page's token can still be used. */
export const registerPostPasswordResetValidate: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/auth/password-reset/validate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a password-reset token (unknown, used and expired are RESET_CODE_INVALID)',
        body: passwordResetTokenSchema,
        response: {
          200: passwordResetTokenAnswerSchema,
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await services.signInLimits.resetToken(request.ip);
      await services.signIn.validateResetToken(request.body.token);
      return { valid: true as const };
    },
  );
};
