import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { shapefileIdParamsSchema } from './shapefile-id.schema.js';

/** GET /api/shapefile/{id}/geojson (the spec's path, without the hyphen): the site preview's shape. */
export const registerGetShapefileGeoJson: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/shapefile/:id/geojson',
    {
      schema: {
        tags: ['shapes'],
        summary: 'The stored FeatureCollection of a shapefile',
        params: shapefileIdParamsSchema,
        response: {
          200: z.any().describe('A GeoJSON FeatureCollection'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const geojson = await services.shapefileList.geojson(viewer, request.params.id);
      return reply.type('application/geo+json').send(geojson);
    },
  );
};
