import { clientGone } from '../../http/client-gone.js';
import { readGeoJson, writeGeoJson } from '../../http/geojson-transport.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { cleanUpAnswerSchema, cleanUpBodySchema, UPLOAD_LIMITS } from './shape-file.schema.js';

/**
 * POST /api/shape-file/clean-up-geojson: repair, dissolve, simplify, drop small rings, round.
 * When dissolving fails the original comes back with `dissolveError` (specs/1 section 8).
 * A client that goes away (the upload panel's Cancel) stops the clean-up on its pool thread.
 */
export const registerCleanUpGeoJson: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/shape-file/clean-up-geojson',
    {
      bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
      schema: {
        tags: ['shapes'],
        summary: 'Cleans up a shape (defaults: simplify 20 m, drop rings under 5000 m²)',
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
      const signal = clientGone(reply);
      const { geojson, compressed, simplifyTolerance, areaTolerance } = request.body;
      const cleaned = await services.shapeFiles.cleanUp(
        viewer,
        await readGeoJson(geojson, compressed),
        { simplifyTolerance, areaTolerance },
        signal,
      );
      return {
        ...writeGeoJson(cleaned.collection, compressed),
        dissolveError: cleaned.dissolveError ?? null,
      };
    },
  );
};
