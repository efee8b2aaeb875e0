import { analysisIdParamsSchema } from '@ecotone/contracts';
import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

const CONTENT_TYPES = {
  raster: 'image/tiff; application=geotiff; profile=cloud-optimized',
  vector: 'application/geo+json',
} as const;

/** GET /api/analysis/{analysisId}/layers/{layerId}: the stored COG or GeoJSON of a layer. */
export const registerGetAnalysisLayer: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/analysis/:analysisId/layers/:layerId',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Streams a result layer file (Cloud-Optimized GeoTIFF or GeoJSON)',
        params: analysisIdParamsSchema.extend({ layerId: z.string().min(1).max(200) }),
        response: {
          200: z.any().describe('The file'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { analysisId, layerId } = request.params;
      const file = await services.analysisRuns.layerFile(viewer, analysisId, layerId);
      return reply
        .type(CONTENT_TYPES[file.kind])
        .header('content-disposition', `inline; filename="${file.name}"`)
        .send(file.stream);
    },
  );
};
