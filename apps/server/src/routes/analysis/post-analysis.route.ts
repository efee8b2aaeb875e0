import { analysisIdAnswerSchema, startAnalysisBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/analysis: stores an analysis of a shapefile and queues one job per enabled tool. */
export const registerPostAnalysis: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/analysis',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Starts an analysis run: one job per enabled tool of the inputs collection',
        body: startAnalysisBodySchema,
        response: {
          200: analysisIdAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return { analysisId: await services.analysisRuns.create(viewer, request.body) };
    },
  );
};
