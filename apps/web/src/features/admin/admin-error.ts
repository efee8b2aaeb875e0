import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';
import { errorMessageKey } from '../../api/error-message';

/**
 * The text of a failed admin call: the catalogue's for a code the web app knows; otherwise the
 * server's own message, which it already translated into the request's language (the codes of
 * user administration reach the catalogue with the server part); INTERNAL's text when there is
 * no answer at all.
 */
export function adminErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  const key = errorMessageKey(error.code);
  if (key !== 'errors.INTERNAL' || error.code === 'INTERNAL' || error.status === 0) return t(key);
  return error.message || t(key);
}
