import { portfolioListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/portfolios (docs/sharing.md): the portfolios the viewer can read, by title. */
export const registerGetPortfolios: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/portfolios',
    {
      schema: {
        tags: ['projects'],
        summary: 'The portfolios the viewer can read, by title',
        response: {
          200: portfolioListAnswerSchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => services.projects.portfolios(await request.requireViewer()),
  );
};
