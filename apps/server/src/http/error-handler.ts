import { localeFromAcceptLanguage, translate } from '@ecotone/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, httpStatusOf, messageKeyOf } from '../errors.js';

/** Builds the `{ error: { code, message } }` body in the language the client asked for. */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  params: Record<string, string | number> = {},
) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  return {
    error: { code, message: translate(locale, messageKeyOf(code), params) },
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
) {
  return reply.status(httpStatusOf(code)).send(errorBody(request, code, params));
}

/** The one place where errors become HTTP responses. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(request, reply, error.code, error.params);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map(
        (issue) => `${issue.instancePath || error.validationContext || 'request'} ${issue.message}`,
      )
      .join('; ');
    return sendError(request, reply, 'VALIDATION', { details });
  }
  if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, wrong content type).
    return sendError(request, reply, 'VALIDATION', { details: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, 'INTERNAL');
}
