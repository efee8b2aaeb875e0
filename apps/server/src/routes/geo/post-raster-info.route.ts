import { rasterInfoBodySchema, rasterInfoSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { mapTileUrlTemplate } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/geo/raster-info (specs/3 section 7): what a raster layer covers (WGS 84 extent, size
 * in pixels, CRS), the values its legend colours and the legend, translated; its tile address.
 */
export const registerPostRasterInfo: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/geo/raster-info',
    {
      schema: {
        tags: ['geo'],
        summary: "A result raster layer's extent, size, value range and legend",
        body: rasterInfoBodySchema,
        response: {
          200: rasterInfoSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const info = await services.mapLayers.info(viewer, request.body, locale);
      return { ...info, tiles: mapTileUrlTemplate(info.analysisId, info.layerId) };
    },
  );
};
