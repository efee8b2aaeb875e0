import {
  WORKFLOW_BODY_LIMIT_BYTES,
  workflowRunAnswerSchema,
  workflowRunBodySchema,
} from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/workflow/run: the wizard's submission (docs/workflow.md). Needs `create:site`. */
export const registerPostWorkflowRun: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/workflow/run',
    {
      bodyLimit: WORKFLOW_BODY_LIMIT_BYTES,
      schema: {
        tags: ['workflow'],
        summary:
          'Creates a site, a shapefile and an assessment with its analysis in one transaction, or re-runs the analysis of an assessment',
        body: workflowRunBodySchema,
        response: {
          200: workflowRunAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return services.workflow.run(viewer, request.body);
    },
  );
};
