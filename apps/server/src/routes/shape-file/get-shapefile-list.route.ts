import { shapefileListAnswerSchema, shapefileListQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/shape-file/list: one page of the shapefile list, searched and sorted by the server. */
export const registerGetShapefileList: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/shape-file/list',
    {
      schema: {
        tags: ['shapes'],
        summary:
          'Shapefiles the user may see: paged (10, 20 or 50 a page), searched by shapefile or creator name, sorted',
        querystring: shapefileListQuerySchema,
        response: { 200: shapefileListAnswerSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return services.shapefileList.list(viewer, request.query);
    },
  );
};
