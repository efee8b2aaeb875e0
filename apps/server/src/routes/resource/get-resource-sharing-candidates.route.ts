import {
  resourcePathSchema,
  sharingCandidatesAnswerSchema,
  sharingCandidatesQuerySchema,
} from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/resource/{type}/{id}/sharing/candidates?search= (docs/sharing.md): users to add. */
export const registerGetResourceSharingCandidates: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/resource/:type/:id/sharing/candidates',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Users whose name or email matches, whom the sharer may add (at most 20)',
        params: resourcePathSchema,
        querystring: sharingCandidatesQuerySchema,
        response: {
          200: sharingCandidatesAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.candidates(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
        request.query.search,
      ),
  );
};
