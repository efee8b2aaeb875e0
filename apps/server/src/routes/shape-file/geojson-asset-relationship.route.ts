import {
  assetRelationshipAnswerSchema,
  assetRelationshipBodySchema,
  UPLOAD_LIMITS,
} from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/geojson-asset-relationship (specs/1 section 7): how an asset
 * (nonGrasslandCoverage) relates to the shape: contains, intersects, overlap percent.
 */
export const registerGeojsonAssetRelationship: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/geojson-asset-relationship',
      {
        bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: 'How the non-grassland mask relates to a shape (contains, intersects, overlap)',
          body: assetRelationshipBodySchema,
          response: {
            200: assetRelationshipAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = await request.requireViewer();
        return services.masks.assetRelationship(viewer, rawBodyBytes(request.body));
      },
    );
  });
};
