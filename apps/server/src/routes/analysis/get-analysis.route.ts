import { analysisIdParamsSchema, analysisRecordSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAnalysisRecord } from '../../analysis/result-reader.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/analysis/{analysisId}: the run, its inputs and each tool's state and progress. */
export const registerGetAnalysis: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/analysis/:analysisId',
    {
      schema: {
        tags: ['analysis'],
        summary: 'An analysis record: state, inputs, and per tool version, state and progress',
        params: analysisIdParamsSchema,
        response: {
          200: analysisRecordSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { analysis, toolRuns, assessmentIds } = await services.analysisRuns.record(
        viewer,
        request.params.analysisId,
      );
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return toAnalysisRecord(locale, analysis, toolRuns, assessmentIds);
    },
  );
};
