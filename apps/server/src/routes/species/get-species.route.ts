import {
  speciesDetailAnswerSchema,
  speciesListQuerySchema,
  speciesParamsSchema,
} from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/species/{scientificName}?shapefileId= (specs/3 section 7, "/api/species/{...}"): one
 * species of the shapefile's list with its taxonomy and threats. Species data is served only for
 * a shape the caller may read, under the same licence rule as the list.
 */
export const registerGetSpecies: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/species/:scientificName',
    {
      schema: {
        tags: ['analysis'],
        summary: 'One species of a shapefile: taxonomy, Red List category and threats',
        params: speciesParamsSchema,
        querystring: speciesListQuerySchema,
        response: {
          200: speciesDetailAnswerSchema,
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
      return services.species.detail(
        viewer,
        request.query.shapefileId,
        request.params.scientificName,
      );
    },
  );
};
