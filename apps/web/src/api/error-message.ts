import type { MessageKey } from '@ecotone/i18n';
import { enCore as en } from '@ecotone/i18n/catalog/en-core';

export type ErrorCode = keyof typeof en.errors;
export type ErrorMessageKey = Extract<MessageKey, `errors.${string}`>;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(en.errors, code);

/** The catalogue key of an API error code; a code the web app does not know reads as INTERNAL. */
export function errorMessageKey(code: string): ErrorMessageKey {
  return isErrorCode(code) ? `errors.${code}` : 'errors.INTERNAL';
}
