import { assessmentContextSchema, assessmentIdParamsSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAssessmentContext } from '../../analysis/result-reader.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/assessment/{id}/assessment-context: study area and land cover of the base/study years. */
export const registerGetAssessmentContext: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/assessment/:id/assessment-context',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Study area, land cover of the base and study years, and the period',
        params: assessmentIdParamsSchema,
        response: {
          200: assessmentContextSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const context = await services.analysisRuns.assessmentContext(viewer, request.params.id);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return toAssessmentContext(locale, context);
    },
  );
};
