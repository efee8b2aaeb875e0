import { assessmentIdParamsSchema, assessmentSummarySchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/assessment/{id} (docs/assessment-report.md): the natural capital assessment page's
 * data: the assessment, its area, its analyses and the run each tool shows; any level reads it.
 */
export const registerGetAssessment: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/assessment/:id',
    {
      schema: {
        tags: ['assessment'],
        summary: "The natural capital assessment: area, analyses, each tool's shown run",
        params: assessmentIdParamsSchema,
        response: {
          200: assessmentSummarySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return services.assessments.summary(viewer, request.params.id, locale);
    },
  );
};
