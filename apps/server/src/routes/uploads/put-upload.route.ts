import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { formatBytes } from '../../format-bytes.js';
import { readAtMost } from '../../storage/read-at-most.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * The token is matched as a wildcard: a signed grant is ~250 characters, past the router's
 * 100-character limit for `:named` parameters.
 */
const paramsSchema = z.object({ '*': z.string().min(1).max(2000) });

/** The request body, refused with 413 past the grant's size (by Content-Length when declared). */
async function readUploadBody(body: unknown, declaredLength: string | undefined, maxBytes: number) {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(maxBytes) });
  if (Number(declaredLength) > maxBytes) throw tooLarge();
  if (!(body instanceof Readable)) throw new AppError('VALIDATION', { details: 'no body' });
  const read = await readAtMost(body, maxBytes);
  if (read.tooLarge) throw tooLarge();
  return read.bytes;
}

/**
 * PUT /api/uploads/{token}: the local-storage end of a signed upload (docs/uploads.md). No session
 * is needed: the signed token says which key may be written, by whom, until when and how much.
 * The JSON body is stored as sent, not parsed here (the workflow parses it).
 */
export const registerPutUpload: RegisterRoute = (app, { services }) => {
  app.register(async (scope) => {
    // In this scope only: the body stays a stream, bounded by the token rather than bodyLimit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', (_request, payload, done) => {
      done(null, payload);
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/uploads/*',
      {
        schema: {
          tags: ['shapes'],
          summary: 'Stores one JSON document at the location a signed upload URL names',
          params: paramsSchema,
          response: {
            204: z.null(),
            400: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        // A refused body (bad token, over the grant) is not read on: the connection closes
        // after the answer instead of Node reading the rest to keep it alive.
        reply.header('connection', 'close');
        await services.signedUploads.receive(request.params['*'], (maxBytes) =>
          readUploadBody(request.body, request.headers['content-length'], maxBytes),
        );
        reply.removeHeader('connection');
        return reply.status(204).send(null);
      },
    );
  });
};
