import { readGeoJson } from '../../http/geojson-transport.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { geoJsonBodySchema, shapeHashAnswerSchema, UPLOAD_LIMITS } from './shape-file.schema.js';

/** POST /api/shape-file/store-shape-hash-from-geojson: stores the shape, answers its hash. */
export const registerStoreShapeHash: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/shape-file/store-shape-hash-from-geojson',
    {
      bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
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
      const { geojson, compressed } = request.body;
      return {
        shapeHash: await services.shapeFiles.storeShapeHash(
          viewer,
          await readGeoJson(geojson, compressed),
        ),
      };
    },
  );
};
