import {
  assessmentIdParamsSchema,
  assessmentReportSchema,
  createReportBodySchema,
} from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { toAssessmentReport } from '../../reports/report-reader.js';
import { assessmentReportFileUrl } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/assessment/{id}/reports (docs/assessment-report.md): queues a PDF report (202), or
 * answers the same one already being made; 409 NOTHING_TO_REPORT before any tool succeeded.
 */
export const registerPostAssessmentReport: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/assessment/:id/reports',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Asks for a PDF report of the assessment, in a language and unit system',
        params: assessmentIdParamsSchema,
        body: createReportBodySchema,
        response: {
          202: assessmentReportSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const report = await services.assessmentReports.create(
        viewer,
        request.params.id,
        request.body ?? {},
      );
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(202).send(toAssessmentReport(locale, report, assessmentReportFileUrl));
    },
  );
};
