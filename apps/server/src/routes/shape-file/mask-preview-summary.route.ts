import {
  maskPreviewSummaryAnswerSchema,
  maskPreviewSummaryBodySchema,
  UPLOAD_LIMITS,
} from '@ecotone/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { maskTileUrlTemplate } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/mask-preview-summary: the merged mask of the layers picked in the viewer's
 * preview (or of an uploaded mask, clipped to the shape), its gross, merged and net areas and the
 * merged tiles.
 */
export const registerMaskPreviewSummary: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/mask-preview-summary',
      {
        bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: "Merges a preview's mask layers (or an uploaded mask): gross, mask and net area",
          body: maskPreviewSummaryBodySchema,
          response: {
            200: maskPreviewSummaryAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = await request.requireViewer();
        const answer = await services.masks.previewSummary(viewer, rawBodyBytes(request.body));
        return { ...answer, maskUrl: { tiles: maskTileUrlTemplate(answer.maskId, 'merged') } };
      },
    );
  });
};
