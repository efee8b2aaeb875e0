import { signedUploadAnswerSchema } from '@ecotone/contracts';
import { localUploadUrl } from '../api-paths.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/shape-file/shape/get-bucket-upload-signed-url (specs/1 section 7, docs/uploads.md):
 * a 15-minute location the wizard PUTs a large shape to before it starts the workflow.
 */
export const registerGetBucketUploadSignedUrl: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/shape-file/shape/get-bucket-upload-signed-url',
    {
      schema: {
        tags: ['shapes'],
        summary: 'A one-time signed URL to PUT one JSON document (a shape) to',
        response: {
          200: signedUploadAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { destination, ...location } = await services.signedUploads.createLocation(
        await request.requireViewer(),
      );
      const url =
        'presignedUrl' in destination
          ? destination.presignedUrl
          : localUploadUrl(destination.localToken);
      return { ...location, url };
    },
  );
};
