import { mapConfigSchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** Public: the landing page may show a map too. Tile URLs are not secrets. */
export const registerGetMapConfig: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/map/config',
    {
      schema: {
        tags: ['map'],
        summary: 'The satellite basemap, or null for the offline Natural Earth basemap',
        response: { 200: mapConfigSchema },
      },
    },
    () => services.mapConfig,
  );
};
