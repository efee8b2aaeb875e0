import { assessmentIdParamsSchema, assessmentReportListSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAssessmentReport } from '../../reports/report-reader.js';
import { assessmentReportFileUrl } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/assessment/{id}/reports: the PDF reports the viewer may see, newest first. */
export const registerGetAssessmentReports: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/assessment/:id/reports',
    {
      schema: {
        tags: ['assessment'],
        summary: "The assessment's PDF reports, newest first",
        params: assessmentIdParamsSchema,
        response: {
          200: assessmentReportListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const reports = await services.assessmentReports.list(viewer, request.params.id);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return {
        reports: reports.map((report) =>
          toAssessmentReport(locale, report, assessmentReportFileUrl),
        ),
      };
    },
  );
};
