import { clientConfigSchema } from '@ecotone/contracts';
import type { RegisterRoute } from '../route-context.js';

/** Public: the login dialog needs it before anyone is signed in. Holds no secrets. */
export const registerGetClientConfig: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Configured sign-in providers and the IP geolocation service',
        response: { 200: clientConfigSchema },
      },
    },
    () => services.clientConfig,
  );
};
