/**
 * The shared email check of specs/2 section 5: the WHATWG pattern browsers use for
 * `<input type="email">`, tightened to require a dot in the domain, since an address without
 * one cannot receive our mail.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Surrounding spaces come from copy and paste; they are dropped, not counted as errors. */
export const normalizeEmail = (value: string): string => value.trim();

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(normalizeEmail(value));

/** The error appears only once the field was left, and only for a non-empty invalid value. */
export const showEmailError = (value: string, blurred: boolean): boolean =>
  blurred && normalizeEmail(value) !== '' && !isValidEmail(value);
