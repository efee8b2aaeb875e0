import { assessmentReportParamsSchema } from '@ecotone/contracts';
import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * DELETE /api/assessment/{id}/reports/{reportId}: the report and its file; its requester or a
 * holder of update:site (403 otherwise).
 */
export const registerDeleteAssessmentReport: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/assessment/:id/reports/:reportId',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Deletes a PDF report and its file',
        params: assessmentReportParamsSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { id, reportId } = request.params;
      await services.assessmentReports.delete(viewer, id, reportId);
      return reply.status(204).send(null);
    },
  );
};
