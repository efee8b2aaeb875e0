import { placeSearchAnswerSchema, placeSearchQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** The map's place-search box (signed-in users; the wizard is behind sign-in). */
export const registerSearchPlaces: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/places/search',
    {
      schema: {
        tags: ['map'],
        summary: 'Places by name: the offline gazetteer, or the configured geocoder',
        querystring: placeSearchQuerySchema,
        response: {
          200: placeSearchAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await request.requireViewer();
      return services.placeSearch.search(request.query.q, request.query.language);
    },
  );
};
