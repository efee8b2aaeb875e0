import { userFlagBodySchema, userFlagsAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

export const registerDeleteUserFlag: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/user/:id/flags',
    {
      schema: {
        tags: ['user'],
        summary: "Turns a feature flag off (one's own, or anyone's with assign:user-flags)",
        params: userIdParamsSchema,
        body: userFlagBodySchema,
        response: {
          200: userFlagsAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.userFlags.revoke(
        await request.requireViewer(),
        request.params.id,
        request.body.flag,
      ),
  );
};
