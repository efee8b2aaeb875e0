import {
  type GetStartedInterest,
  type GetStartedRequest,
  type GetStartedShapeAnswer,
  isValidPhone,
  REQUEST_LIMITS,
} from '@ecotone/contracts';
import { isValidEmail, normalizeEmail } from '../../ui/email';

/** What the person typed; `phone` is the number without the country prefix of the selector. */
export interface GetStartedValues {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  interest: GetStartedInterest | '';
  message: string;
  consent: boolean;
  /** The ranch location read from the attached files, or none yet. */
  shape: GetStartedShapeAnswer | null;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const EMPTY_GET_STARTED: GetStartedValues = {
  firstName: '',
  lastName: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
  consent: false,
  shape: null,
  website: '',
};

export type GetStartedField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'interest'
  | 'shape'
  | 'consent';

/** Keys under `requests.getStarted.errors`, plus the shared email check (`web.validation.email`). */
export type GetStartedError =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailInvalid'
  | 'interest'
  | 'phone'
  | 'phoneInvalid'
  | 'shape'
  | 'consent';

export const JOB_TITLE_MAX = REQUEST_LIMITS.jobTitleMax;
export const MESSAGE_MAX = REQUEST_LIMITS.getStartedMessageMax;

/** "n / max" under the job title and message (specs/2 section 5). */
export const counterOf = (value: string, max: number) => ({ count: value.length, max });

/**
 * The number as sent: the selected country's prefix in front, unless the person typed an
 * international number themselves (starting with +). Without a selector (the list did not
 * load) the number is sent as typed.
 */
export function composePhone(prefix: string | undefined, typed: string): string {
  const number = typed.trim();
  if (!prefix || number === '' || number.startsWith('+')) return number;
  return `${prefix} ${number}`;
}

/** Required, then 6 to 20 characters of digits, spaces, hyphens or plus signs. */
export function phoneError(composed: string): 'phone' | 'phoneInvalid' | undefined {
  if (composed.trim() === '') return 'phone';
  return isValidPhone(composed) ? undefined : 'phoneInvalid';
}

/**
 * Every rule of specs/2 section 5, whether or not the field was visited yet; with
 * `shapeRequired` (the landing page's preliminary-analysis request), the ranch location too
 * (specs/1 section 5, "Ranch location required.").
 */
export function errorsOf(
  values: GetStartedValues,
  prefix: string | undefined,
  shapeRequired = false,
): Partial<Record<GetStartedField, GetStartedError>> {
  const errors: Partial<Record<GetStartedField, GetStartedError>> = {};
  if (values.firstName.trim() === '') errors.firstName = 'firstName';
  if (values.lastName.trim() === '') errors.lastName = 'lastName';
  if (normalizeEmail(values.email) === '') errors.email = 'email';
  else if (!isValidEmail(values.email)) errors.email = 'emailInvalid';
  if (values.interest === '') errors.interest = 'interest';
  const phone = phoneError(composePhone(prefix, values.phone));
  if (phone) errors.phone = phone;
  if (shapeRequired && values.shape === null) errors.shape = 'shape';
  if (!values.consent) errors.consent = 'consent';
  return errors;
}

/** Errors of the fields already left (or all of them after a submit attempt). */
export function visibleErrors(
  errors: Partial<Record<GetStartedField, GetStartedError>>,
  visited: ReadonlySet<GetStartedField>,
): Partial<Record<GetStartedField, GetStartedError>> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => visited.has(field as GetStartedField)),
  );
}

/**
 * specs/2 section 4: disabled while submitting, or until first name, last name, email, interest
 * and consent are all present with no error showing. The phone is checked on submit, which
 * then scrolls to the consent area.
 */
export function canSubmit(
  values: GetStartedValues,
  shown: Partial<Record<GetStartedField, GetStartedError>>,
  submitting: boolean,
): boolean {
  if (submitting || !values.consent || values.interest === '') return false;
  const present = [values.firstName, values.lastName, values.email].every((v) => v.trim() !== '');
  return present && Object.keys(shown).length === 0;
}

export function toRequest(
  values: GetStartedValues,
  prefix: string | undefined,
  location: string,
): GetStartedRequest {
  if (values.interest === '') throw new Error('toRequest needs an interest');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    title: values.jobTitle.trim(),
    interest: values.interest,
    email: normalizeEmail(values.email),
    phone: composePhone(prefix, values.phone),
    message: values.message.trim(),
    location,
    ...(values.shape
      ? { shape: { fileName: values.shape.fileName, geojson: values.shape.geojson } }
      : {}),
    ...(values.website ? { website: values.website } : {}),
  };
}
