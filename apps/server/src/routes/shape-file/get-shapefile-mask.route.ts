import { z } from 'zod';
import { attachment } from '../attachment.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { shapefileIdParamsSchema } from './shapefile-id.schema.js';

/** GET /api/shape-file/{id}/masks/{name}.geojson: downloads one mask of the shapefile's set. */
export const registerGetShapefileMask: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/shape-file/:id/masks/:name.geojson',
    {
      schema: {
        tags: ['shapes'],
        summary: 'Downloads one exclusion mask of a shapefile as {maskName}.geojson',
        params: shapefileIdParamsSchema.extend({ name: z.string().min(1).max(200) }),
        response: {
          200: z.any().describe('The mask as GeoJSON'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { id, name } = request.params;
      const file = await services.shapefileList.maskFile(viewer, id, name);
      return reply
        .type('application/geo+json')
        .header('content-disposition', attachment(file.fileName))
        .send(file.stream);
    },
  );
};
