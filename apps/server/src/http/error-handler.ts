import { localeFromAcceptLanguage, translate, translateReason } from '@ecotone/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type ErrorCode,
  type ErrorReason,
  httpStatusOf,
  messageKeyOf,
} from '../errors.js';
import { formatBytes } from '../format-bytes.js';

/**
 * Builds the `{ error: { code, message, reason? } }` body in the language the client asked for.
 * A refusal reason (which file, what is wrong) is translated into the message and also returned
 * as data, so clients and tests can tell refusals apart.
 */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  reason?: ErrorReason,
) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  if (!reason) return { error: { code, message: translate(locale, messageKeyOf(code), params) } };
  const because = translateReason(locale, reason.namespace, reason.code, reason.params);
  return {
    error: {
      code,
      message: translate(locale, messageKeyOf(code), { ...params, reason: because }),
      reason: { code: reason.code, params: reason.params ?? {} },
    },
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  reason?: ErrorReason,
) {
  return reply.status(httpStatusOf(code)).send(errorBody(request, code, params, reason));
}

/** The one place where errors become HTTP responses. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (httpStatusOf(error.code) === 429 && error.params.retryAfterSeconds) {
      reply.header('retry-after', String(error.params.retryAfterSeconds));
    }
    return sendError(request, reply, error.code, error.params, error.reason);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map(
        (issue) => `${issue.instancePath || error.validationContext || 'request'} ${issue.message}`,
      )
      .join('; ');
    return sendError(request, reply, 'VALIDATION', { details });
  }
  if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
  if (error.statusCode === 413) {
    return sendError(request, reply, 'PAYLOAD_TOO_LARGE', {
      limit: formatBytes(request.routeOptions.bodyLimit),
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, wrong content type).
    return sendError(request, reply, 'VALIDATION', { details: error.message });
  }
  // Work stopped because its client went away (http/client-gone.ts): nobody reads the answer.
  if (reply.raw.destroyed) request.log.info({ err: error }, 'client went away');
  else request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, 'INTERNAL');
}

/** What the router refuses before any route runs, in words for the VALIDATION message. */
const FRAMEWORK_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'the address has a broken %-escape or is not UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'a part of the address is longer than 100 characters',
};

/**
 * Fastify's `frameworkErrors`: requests the router refuses before routing, which never reach
 * `handleError`. Its own answers there lack our envelope (and the over-long one is a bare 414).
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const details = FRAMEWORK_ERROR_DETAILS[error.code];
  if (details) return sendError(request, reply, 'VALIDATION', { details });
  request.log.error({ err: error }, 'router error');
  return sendError(request, reply, 'INTERNAL');
}
