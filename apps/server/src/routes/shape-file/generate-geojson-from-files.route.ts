import { importAnswerSchema } from '@ecotone/contracts';
import { localeFromAcceptLanguage } from '@ecotone/i18n';
import { AppError } from '../../errors.js';
import { clientGone } from '../../http/client-gone.js';
import {
  receiveFiles,
  refuseDeclaredOverLimit,
  withUploadFolder,
} from '../../http/upload-files.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/generate-geojson-from-files: shapefile parts, zipped shapefiles,
 * GeoJSON, KML and KMZ become one FeatureCollection (specs/1 section 7; docs/shapes.md). The
 * files stream to a temporary folder of the request; a compute thread reads, imports and encodes
 * the answer (docs/uploads.md, "File uploads").
 */
export const registerGenerateGeoJsonFromFiles: RegisterRoute = (app, { services, uploads }) => {
  app.post(
    '/api/shape-file/generate-geojson-from-files',
    {
      schema: {
        tags: ['shapes'],
        summary: 'Reads uploaded shape files (multipart, parts named "files") into GeoJSON',
        consumes: ['multipart/form-data'],
        response: {
          200: importAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A refused body is not read on: the connection closes after the answer.
      reply.header('connection', 'close');
      refuseDeclaredOverLimit(request, uploads);
      const viewer = await request.requireViewer();
      const signal = clientGone(reply);
      const body = await withUploadFolder(uploads.tempRoot, async (folder) => {
        const files = await receiveFiles(request, folder, uploads);
        if (files.length === 0) {
          throw new AppError(
            'INVALID_FILE',
            {},
            { reason: { namespace: 'files', code: 'NO_FILES' } },
          );
        }
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        return services.shapeFiles.importFiles(viewer, files, { locale, signal });
      });
      reply.removeHeader('connection');
      // Already the JSON of importAnswerSchema (encoded off this thread): sent as bytes, unserialized.
      const json = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
