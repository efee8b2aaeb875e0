import {
  geographyAnswerSchema,
  geographyRequestSchema,
  WORKFLOW_BODY_LIMIT_BYTES,
} from '@ecotone/contracts';
import { AppError } from '../../errors.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/geography: country, region, district and place of the wizard's shape, in
 * English and Spanish (specs/1 sections 3 and 5; docs/geography.md). The body limit is the
 * workflow's, so any shape the wizard may submit can be located first.
 */
export const registerPostGeography: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/shape-file/geography',
    {
      bodyLimit: WORKFLOW_BODY_LIMIT_BYTES,
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
        return await services.geography.describe(request.body.geojson);
      } catch (error) {
        // The client only learns that the lookup failed; the log keeps why.
        if (error instanceof AppError && error.code === 'GEOGRAPHY_LOOKUP_FAILED')
          request.log.error({ err: error.cause }, 'geography lookup failed');
        throw error;
      }
    },
  );
};
