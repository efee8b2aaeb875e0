import { portfolioSchema, updatePortfolioBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { resourceIdParamsSchema } from './resource-id.schema.js';

/** PATCH /api/portfolio/{id} (docs/sharing.md): changes a portfolio (update:site). */
export const registerPatchPortfolio: RegisterRoute = (app, { services }) => {
  app.patch(
    '/api/portfolio/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Changes a portfolio (update:site)',
        params: resourceIdParamsSchema,
        body: updatePortfolioBodySchema,
        response: {
          200: portfolioSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.projects.updatePortfolio(
        await request.requireViewer(),
        request.params.id,
        request.body,
      ),
  );
};
