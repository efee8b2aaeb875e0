import {
  WORKFLOW_BODY_LIMIT_BYTES,
  workflowRunAnswerSchema,
  workflowRunBodySchema,
} from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/workflow/run: the wizard's submission (docs/workflow.md). Needs `create:site`. The
 * body (up to 20 MB with its shape) is parsed, checked against `workflowRunBodySchema` and its
 * shape prepared on a shape-pool thread (workflow-body.task.ts), never on this one.
 */
export const registerPostWorkflowRun: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/workflow/run',
      {
        bodyLimit: WORKFLOW_BODY_LIMIT_BYTES,
        validatorCompiler: bodyCheckedOffThread,
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
        return services.workflow.runBody(viewer, rawBodyBytes(request.body));
      },
    );
  });
};
