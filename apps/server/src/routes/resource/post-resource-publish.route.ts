import { publishAnswerSchema, publishResourcesBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/resource/publish (update:site; docs/sharing.md): publishes portfolios and projects. */
export const registerPostResourcePublish: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/resource/publish',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Publishes portfolios and projects (published now, no longer invalidated)',
        body: publishResourcesBodySchema,
        response: {
          200: publishAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.publish(await request.requireViewer(), request.body.resourcesToInvalidate),
  );
};
