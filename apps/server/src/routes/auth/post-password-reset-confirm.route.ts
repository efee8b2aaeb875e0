import { passwordResetConfirmAnswerSchema, passwordResetConfirmSchema } from '@ecotone/contracts';
import { AppError } from '../../errors.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/auth/password-reset/confirm: sets the new password with the emailed token. */
export const registerPostPasswordResetConfirm: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password (at least 8 characters); uses the token up, ends sessions',
        body: passwordResetConfirmSchema,
        response: {
          200: passwordResetConfirmAnswerSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request) => {
      await services.signInLimits.resetToken(request.ip);
      try {
        await services.signIn.resetPassword(request.body.token, request.body.newPassword);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RESET_SERVER_ERROR')
          request.log.error({ err: error.cause }, 'password reset failed');
        throw error;
      }
      return { status: 'reset' as const };
    },
  );
};
