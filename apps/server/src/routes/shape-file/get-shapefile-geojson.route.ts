import { z } from 'zod';
import { attachment } from '../attachment.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { shapefileIdParamsSchema } from './shapefile-id.schema.js';

/**
 * GET /api/shapefile/{id}/geojson (the spec's path, without the hyphen): the stored shape, for
 * the site preview and as the Download menu's `{name}.geojson` (a fetch ignores the attachment).
 */
export const registerGetShapefileGeoJson: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/shapefile/:id/geojson',
    {
      schema: {
        tags: ['shapes'],
        summary: 'The stored FeatureCollection of a shapefile, as {name}.geojson',
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
      const file = await services.shapefileList.download(viewer, request.params.id, 'geojson');
      return reply
        .type(file.mediaType)
        .header('content-disposition', attachment(file.fileName))
        .send(file.body);
    },
  );
};
