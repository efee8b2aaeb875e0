import { rasterHitTestBodySchema, rasterHitTestSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/geo/raster-hit-test (specs/3 section 7): the value of each raster layer at a point,
 * with its class label (in the request's language) or its gradient's unit. A layer the viewer may
 * not read is answered `found: false`, like an unknown one, never with its value.
 */
export const registerPostRasterHitTest: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/geo/raster-hit-test',
    {
      schema: {
        tags: ['geo'],
        summary: 'The values of result raster layers at a point',
        body: rasterHitTestBodySchema,
        response: { 200: rasterHitTestSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return { layers: await services.mapLayers.hitTest(viewer, request.body, locale) };
    },
  );
};
