import { GET_STARTED_SHAPE_LIMITS, getStartedShapeAnswerSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { AppError } from '../../errors.js';
import {
  receiveFiles,
  refuseDeclaredOverLimit,
  type UploadSettings,
  withUploadFolder,
} from '../../http/upload-files.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * Anonymous: the ranch location a visitor attaches to the get-started form (specs/1 sections 1
 * and 5). Smaller limits than signed-in uploads, rate-limited per address; nothing is stored.
 */
export const registerPostGetStartedShape: RegisterRoute = (app, { services, uploads }) => {
  const limits: UploadSettings = {
    tempRoot: uploads.tempRoot,
    requestBytes: Math.min(uploads.requestBytes, GET_STARTED_SHAPE_LIMITS.uploadBytes),
    fileBytes: Math.min(uploads.fileBytes, GET_STARTED_SHAPE_LIMITS.uploadBytes),
    files: Math.min(uploads.files, GET_STARTED_SHAPE_LIMITS.files),
  };
  app.post(
    '/api/get-started/shape',
    {
      schema: {
        tags: ['requests'],
        summary:
          'Reads the shape files a visitor attaches (multipart "files"): cleaned GeoJSON and area',
        consumes: ['multipart/form-data'],
        response: {
          200: getStartedShapeAnswerSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A refused body is not read on: the connection closes after the answer.
      reply.header('connection', 'close');
      refuseDeclaredOverLimit(request, limits);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const answer = await withUploadFolder(limits.tempRoot, async (folder) => {
        const files = await receiveFiles(request, folder, limits);
        if (files.length === 0) {
          throw new AppError(
            'INVALID_FILE',
            {},
            { reason: { namespace: 'files', code: 'NO_FILES' } },
          );
        }
        return services.getStarted.readShape(files, { ip: request.ip, locale });
      });
      reply.removeHeader('connection');
      // Already the JSON of getStartedShapeAnswerSchema (encoded off this thread): sent as bytes.
      const json = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
