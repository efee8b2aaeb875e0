import { createPortfolioBodySchema, portfolioSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/portfolios (docs/sharing.md): makes a portfolio (update:site). */
export const registerPostPortfolio: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/portfolios',
    {
      schema: {
        tags: ['projects'],
        summary: 'Makes a portfolio (update:site)',
        body: createPortfolioBodySchema,
        response: {
          200: portfolioSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.projects.createPortfolio(await request.requireViewer(), request.body),
  );
};
