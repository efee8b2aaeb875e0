import { createMaskAnswerSchema, createMaskBodySchema, UPLOAD_LIMITS } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyCheckedOffThread, keepJsonBodiesRaw, rawBodyBytes } from '../../http/shape-body.js';
import { maskTileUrlTemplate } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/create-mask-from-geojson (specs/1 section 7): one mask layer of the
 * wizard's preview, computed on the shape pool and stored under the viewer's preview `maskId`
 * (another user's is 404). noDataAvailable is an answer (`status`), not an error.
 */
export const registerCreateMaskFromGeojson: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    keepJsonBodiesRaw(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/shape-file/create-mask-from-geojson',
      {
        bodyLimit: UPLOAD_LIMITS.jsonBodyBytes,
        validatorCompiler: bodyCheckedOffThread,
        schema: {
          tags: ['shapes'],
          summary: "Computes one exclusion-mask layer of a shape for the wizard's preview",
          body: createMaskBodySchema,
          response: {
            200: createMaskAnswerSchema,
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
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const answer = await services.masks.createMask(viewer, rawBodyBytes(request.body), locale);
        return {
          ...answer,
          maskUrl: { tiles: maskTileUrlTemplate(answer.maskId, answer.maskLayer) },
        };
      },
    );
  });
};
