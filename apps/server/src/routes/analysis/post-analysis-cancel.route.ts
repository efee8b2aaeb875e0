import { analysisIdParamsSchema, analysisReferenceSchema } from '@ecotone/contracts';
import { toAnalysisReference } from '../../analysis/result-reader.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/analysis/{analysisId}/cancel: unfinished tools stop; finished results stay. */
export const registerPostAnalysisCancel: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/analysis/:analysisId/cancel',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Cancels the unfinished tool runs of an analysis',
        params: analysisIdParamsSchema,
        response: {
          200: analysisReferenceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return toAnalysisReference(
        await services.analysisRuns.cancel(viewer, request.params.analysisId),
      );
    },
  );
};
