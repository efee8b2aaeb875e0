import { mapConfigSchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** Public: the landing page may show a map too. Tile URLs are not secrets. */
export const registerGetMapConfig: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/map/config',
    {
      schema: {
        tags: ['map'],
        summary:
          'The online satellite and street basemaps (null = off) over the offline Natural Earth map',
        response: { 200: mapConfigSchema },
      },
    },
    () => services.mapConfig,
  );
};
