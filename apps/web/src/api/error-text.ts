import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { errorMessageKey } from './error-message';

/**
 * The text of a failed call: the catalogue's for a code the web app knows; otherwise the
 * server's own message, which it already translated into the request's language (the codes of
 * user administration and sharing reach the catalogue with the server part); INTERNAL's text
 * when there is no answer at all.
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  const key = errorMessageKey(error.code);
  if (key !== 'errors.INTERNAL' || error.code === 'INTERNAL' || error.status === 0) return t(key);
  return error.message || t(key);
}
