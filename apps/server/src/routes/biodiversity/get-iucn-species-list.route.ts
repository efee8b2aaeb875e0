import { speciesListAnswerSchema, speciesListQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/biodiversity/iucn-species-list?shapefileId= (specs/3 section 7): the species whose
 * range overlaps the shapefile's shape, by Red List severity then name; `{ success, data }`.
 */
export const registerGetIucnSpeciesList: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/biodiversity/iucn-species-list',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Species whose IUCN range overlaps a shapefile, by Red List category',
        querystring: speciesListQuerySchema,
        response: {
          200: speciesListAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return services.species.list(viewer, request.query.shapefileId);
    },
  );
};
