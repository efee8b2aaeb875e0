import { analysisListQuerySchema, analysisListSchema } from '@ecotone/contracts';
import { toAnalysisReference } from '../../analysis/result-reader.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/analysis/list?shapefileId=&scriptType=: for the analysis-id picker, newest first. */
export const registerGetAnalysisList: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/analysis/list',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analyses of a shapefile (that ran a tool type, when given), newest first',
        querystring: analysisListQuerySchema,
        response: {
          200: analysisListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { shapefileId, scriptType } = request.query;
      const analyses = await services.analysisRuns.list(viewer, shapefileId, scriptType);
      return { analyses: analyses.map(toAnalysisReference) };
    },
  );
};
