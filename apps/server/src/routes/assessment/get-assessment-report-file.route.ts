import { assessmentReportParamsSchema } from '@ecotone/contracts';
import { z } from 'zod';
import { reportFileName } from '../../reports/report-reader.js';
import { attachment } from '../attachment.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/assessment/{id}/reports/{reportId}/file: the PDF; 404 until the report succeeded. */
export const registerGetAssessmentReportFile: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/assessment/:id/reports/:reportId/file',
    {
      schema: {
        tags: ['assessment'],
        summary: 'The PDF of a report that succeeded',
        params: assessmentReportParamsSchema,
        response: {
          200: z.any().describe('application/pdf'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { id, reportId } = request.params;
      const { report, stream } = await services.assessmentReports.file(viewer, id, reportId);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(reportFileName(report)))
        .send(stream);
    },
  );
};
