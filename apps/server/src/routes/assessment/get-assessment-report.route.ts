import { assessmentReportParamsSchema, assessmentReportSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAssessmentReport } from '../../reports/report-reader.js';
import { assessmentReportFileUrl } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/assessment/{id}/reports/{reportId}: one report, its state and progress (polled). */
export const registerGetAssessmentReport: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/assessment/:id/reports/:reportId',
    {
      schema: {
        tags: ['assessment'],
        summary: 'One PDF report of the assessment: state, progress, file once made',
        params: assessmentReportParamsSchema,
        response: {
          200: assessmentReportSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const { id, reportId } = request.params;
      const report = await services.assessmentReports.get(viewer, id, reportId);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return toAssessmentReport(locale, report, assessmentReportFileUrl);
    },
  );
};
