import { z } from 'zod';
import { attachment } from '../attachment.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { shapefileIdParamsSchema } from './shapefile-id.schema.js';

const DOWNLOADS = {
  kml: 'The shapefile as {name}.kml (KML 2.2, a folder named after it)',
  shapefile: 'The shapefile as {name}.zip: .shp, .shx, .dbf, .prj (WGS 84) and .cpg',
} as const;

/**
 * GET /api/shapefile/{id}/kml and GET /api/shapefile/{id}/shapefile, beside the spec's
 * /geojson: the list's Download menu. Written on the shape pool; 422 SHAPE_TOO_COMPLEX past
 * its budget.
 */
export const registerGetShapefileDownloads: RegisterRoute = (app, { services }) => {
  for (const [format, summary] of Object.entries(DOWNLOADS) as Array<
    [keyof typeof DOWNLOADS, string]
  >) {
    app.get(
      `/api/shapefile/:id/${format}`,
      {
        schema: {
          tags: ['shapes'],
          summary,
          params: shapefileIdParamsSchema,
          response: {
            200: z.any().describe(summary),
            401: errorBodySchema,
            404: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = await request.requireViewer();
        const file = await services.shapefileList.download(viewer, request.params.id, format);
        return reply
          .type(file.mediaType)
          .header('content-disposition', attachment(file.fileName))
          .send(file.body);
      },
    );
  }
};
