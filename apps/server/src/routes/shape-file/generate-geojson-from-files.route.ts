import { localeFromAcceptLanguage, translateReason } from '@ecotone/i18n';
import { AppError } from '../../errors.js';
import { formatBytes } from '../../http/error-handler.js';
import { writeGeoJson } from '../../http/geojson-transport.js';
import type { UploadedFile } from '../../services/shape-file.service.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { importAnswerSchema, UPLOAD_LIMITS } from './shape-file.schema.js';

/** Multipart errors of @fastify/multipart, as our error codes. */
function uploadError(error: unknown): AppError | undefined {
  const code = (error as { code?: string }).code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT'
  ) {
    const limit =
      code === 'FST_REQ_FILE_TOO_LARGE'
        ? formatBytes(UPLOAD_LIMITS.fileBytes)
        : `${UPLOAD_LIMITS.files} files`;
    return new AppError('PAYLOAD_TOO_LARGE', { limit }, { cause: error });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('VALIDATION', {
      details: 'send the files as multipart/form-data, in parts named "files"',
    });
  }
  return undefined;
}

/**
 * POST /api/shape-file/generate-geojson-from-files: shapefile parts, zipped shapefiles,
 * GeoJSON, KML and KMZ become one FeatureCollection (specs/1 section 7; docs/shapes.md).
 */
export const registerGenerateGeoJsonFromFiles: RegisterRoute = (app, { services }) => {
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
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const files: UploadedFile[] = [];
      try {
        for await (const part of request.files()) {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'files') files.push({ name: part.filename, bytes });
        }
      } catch (error) {
        throw uploadError(error) ?? error;
      }
      const imported = await services.shapeFiles.importFiles(viewer, files);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return {
        ...writeGeoJson(imported.collection, 'auto'),
        layers: imported.layers,
        warnings: imported.warnings.map((warning) => ({
          code: warning.code,
          message: translateReason(locale, 'files', warning.code, warning.params),
        })),
        error: null,
      };
    },
  );
};
