import {
  analysisIdParamsSchema,
  analysisResultQuerySchema,
  analysisResultSchema,
} from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAnalysisResult } from '../../analysis/result-reader.js';
import { analysisLayerUrl } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/analysis-results/{analysisId}?scriptType={type} (specs/3 section 7): one tool's values,
 * layers with translated legends, lineage. 400 unknown tool type; 404 unknown analysis, no access,
 * or tool not in the analysis; 409 while that tool has not succeeded.
 */
export const registerGetAnalysisResults: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/analysis-results/:analysisId',
    {
      schema: {
        tags: ['analysis'],
        summary: "One tool's results of an analysis",
        params: analysisIdParamsSchema,
        querystring: analysisResultQuerySchema,
        response: {
          200: analysisResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { analysis, run } = await services.analysisRuns.toolRun(
        viewer,
        request.params.analysisId,
        request.query.scriptType,
      );
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return toAnalysisResult(locale, analysis, run, analysisLayerUrl);
    },
  );
};
