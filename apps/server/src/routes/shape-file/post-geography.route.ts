import {
  geographyAnswerSchema,
  geographyRequestSchema,
  WORKFLOW_BODY_LIMIT_BYTES,
} from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/geography: country, region, district and place of the wizard's shape, in
 * English and Spanish (specs/1 sections 3 and 5; docs/geography.md). The body limit is the
 * workflow's, so any shape the wizard may submit can be located first; the body is read and its
 * shape checked on a shape-pool thread (bodies/geography-body.task.ts), never on this one.
 */
export const registerPostGeography: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/geography',
      {
        bodyLimit: WORKFLOW_BODY_LIMIT_BYTES,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: 'Where a shape lies: country, region, district and place (offline sources)',
          body: geographyRequestSchema,
          response: {
            200: geographyAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
            502: errorBodySchema,
          },
        },
      },
      async (request) => {
        await request.requireViewer();
        try {
          return await services.geography.describeBody(rawBodyBytes(request.body));
        } catch (error) {
          // The client only learns that the lookup failed; the log keeps why.
          if (error instanceof AppError && error.code === 'GEOGRAPHY_LOOKUP_FAILED')
            request.log.error({ err: error.cause }, 'geography lookup failed');
          throw error;
        }
      },
    );
  });
};
