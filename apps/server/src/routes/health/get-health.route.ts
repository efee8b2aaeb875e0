import { healthSchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** Public: load balancers and operators poll it. Reports nothing about users. */
export const registerGetHealth: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Status, database mode, PostGIS version, migration level, last worker heartbeat',
        response: { 200: healthSchema },
      },
    },
    () => services.health.get(),
  );
};
