import { shapefileDetailSchema } from '@ecotone/contracts';
import { maskDownloadPath } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { shapefileIdParamsSchema } from './shapefile-id.schema.js';

/** GET /api/shape-file/{id}: the expanded row of the list (Area Makeup, masks, analyses). */
export const registerGetShapefile: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/shape-file/:id',
    {
      schema: {
        tags: ['shapes'],
        summary: 'A shapefile with its area makeup, masks, latest analysis and successful tools',
        params: shapefileIdParamsSchema,
        response: { 200: shapefileDetailSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const detail = await services.shapefileList.detail(viewer, request.params.id);
      return {
        ...detail,
        masks: detail.masks.map((mask) => ({
          ...mask,
          downloadPath: maskDownloadPath(detail.shapefileId, mask.name),
        })),
      };
    },
  );
};
