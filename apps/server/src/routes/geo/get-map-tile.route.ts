import { mapTileParamsSchema } from '@ecotone/contracts';
import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/geo/tiles-dynamic/{analysisId}/{layerId}/{z}/{x}/{y} (specs/3 section 7), and
 * /{maskId}/{maskLayer|merged}/{z}/{x}/{y} for exclusion masks (docs/masks-server.md): a 256 px
 * PNG tile (XYZ, Web Mercator) of a stored raster layer in its legend's colours, transparent
 * outside the data and the shape. Stored results never change: cached for a year, with an ETag
 * answered 304. 404 for a layer the viewer may not read, an unknown or a vector layer.
 */
export const registerGetMapTile: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/geo/tiles-dynamic/:analysisId/:layerId/:z/:x/:y',
    {
      schema: {
        tags: ['geo'],
        summary: "A map tile (PNG, 256 px, XYZ Web Mercator) of a result's raster layer",
        params: mapTileParamsSchema,
        response: {
          200: z.any().describe('The PNG tile (transparent outside the data and the shape)'),
          304: z.any().describe('Not modified: the ETag named in If-None-Match still holds'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { analysisId, layerId, z: zoom, x, y } = request.params;
      const tile = { z: zoom, x, y };
      const ifNoneMatch = request.headers['if-none-match'];
      // The same prefix serves exclusion masks: a preview's or a stored set's maskId.
      const answer =
        (await services.masks.tile(viewer, analysisId, layerId, tile, ifNoneMatch)) ??
        (await services.mapLayers.tile(viewer, { analysisId, layerId }, tile, ifNoneMatch));
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', answer.etag);
      if (answer.notModified) return reply.code(304).send();
      return reply
        .type('image/png')
        .send(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    },
  );
};
