import { geoJsonBodySchema, shapeHashAnswerSchema, UPLOAD_LIMITS } from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/store-shape-hash-from-geojson: stores the shape, answers its hash. The
 * body (up to 100 MB) is read and checked against `geoJsonBodySchema` and the shape prepared on
 * a shape-pool thread (shape-body.task.ts).
 */
export const registerStoreShapeHash: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/store-shape-hash-from-geojson',
      {
        bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: 'Stores a shape by the SHA-256 of its rounded geometry',
          body: geoJsonBodySchema,
          response: {
            200: shapeHashAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = await request.requireViewer();
        const body = rawBodyBytes(request.body);
        return { shapeHash: await services.shapeFiles.storeShapeBody(viewer, body) };
      },
    );
  });
};
