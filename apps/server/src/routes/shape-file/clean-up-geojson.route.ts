import {
  CLEAN_UP_TOLERANCES,
  cleanUpAnswerSchema,
  cleanUpBodySchema,
  UPLOAD_LIMITS,
} from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientGone } from '../../http/client-gone.js';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/clean-up-geojson: repair, dissolve, simplify, drop small rings, round.
 * When dissolving fails the original comes back with `dissolveError` (specs/1 section 8). The
 * body (up to 100 MB) is read and checked against `cleanUpBodySchema`, the shape cleaned up and
 * the answer encoded on a shape-pool thread (shape-body.task.ts); a client that goes away stops it.
 */
export const registerCleanUpGeoJson: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/clean-up-geojson',
      {
        bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: `Cleans up a shape (defaults: simplify ${CLEAN_UP_TOLERANCES.simplifyTolerance} m, drop rings under ${CLEAN_UP_TOLERANCES.areaTolerance} m²)`,
          body: cleanUpBodySchema,
          response: {
            200: cleanUpAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = await request.requireViewer();
        const answer = await services.shapeFiles.cleanUpBody(viewer, rawBodyBytes(request.body), {
          signal: clientGone(reply),
        });
        // Already the JSON of cleanUpAnswerSchema (encoded off this thread): sent as bytes.
        const json = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  });
};
