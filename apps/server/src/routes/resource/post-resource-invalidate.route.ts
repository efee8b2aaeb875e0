import { invalidateResourceBodySchema, publishAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/resource/invalidate (update:site; docs/sharing.md): marks it as needing a re-publish. */
export const registerPostResourceInvalidate: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/resource/invalidate',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Marks a portfolio or project as needing a re-publish',
        body: invalidateResourceBodySchema,
        response: {
          200: publishAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => services.sharing.invalidate(await request.requireViewer(), request.body),
  );
};
