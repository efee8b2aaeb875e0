import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';
import { errorMessageKey } from '../../api/error-message';

/** The codes of sharing and sites the catalogue part translates (specs/2 sections 5 and 8). */
const SHARING_CODES = [
  'ACCESS_BELOW_MINIMUM',
  'ACCESS_LEVEL_NOT_OFFERED',
  'RESOURCE_NOT_SHAREABLE',
  'SITE_TYPE_SET_BY_PROJECT',
  'SITE_REPLACEMENT_REQUIRED',
] as const;
type SharingCode = (typeof SHARING_CODES)[number];
const isSharingCode = (code: string): code is SharingCode =>
  (SHARING_CODES as readonly string[]).includes(code);

/**
 * The text of a failed sharing or site call: this part's for its own codes, the catalogue's for
 * the codes every page knows, else the server's message (already in the request's language).
 */
export function sharingErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  if (isSharingCode(error.code)) return t(`sharing.errors.${error.code}`);
  const key = errorMessageKey(error.code);
  if (key !== 'errors.INTERNAL' || error.code === 'INTERNAL' || error.status === 0) return t(key);
  return error.message || t(key);
}
