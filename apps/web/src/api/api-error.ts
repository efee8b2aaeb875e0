import { type ErrorBody, readErrorBody } from '@ecotone/contracts';

/**
 * A failed API call. `code` is an AppError code (errors.<CODE> in the catalogue) and `status`
 * the HTTP status; 0 means the request never got an answer (offline, server down). `statusText`
 * is the HTTP reason phrase, for texts that quote it (specs/3: 'Failed to fetch analysis:
 * {status} {statusText}').
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly statusText = '',
    /** Why a file or shape was refused (`files.*` / `geometry.*` code and params), when said. */
    readonly reason?: ErrorBody['error']['reason'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Some answers do not come from our error handler (better-auth under /api/auth, a proxy in
 * front of the server), so a body without `{ error: { code } }` still gets a code the UI can
 * translate, chosen from the status.
 */
export function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}

/** Builds the error of a non-2xx answer from its status and (possibly empty or non-JSON) body. */
export function apiErrorFromResponse(status: number, bodyText: string, statusText = ''): ApiError {
  let body: unknown;
  try {
    body = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = readErrorBody(body);
  if (parsed) {
    const { code, message, reason } = parsed.error;
    return new ApiError(status, code, message, statusText, reason);
  }
  return new ApiError(status, codeForStatus(status), `HTTP ${status}`, statusText);
}
