import { emails as enEmails } from './en/emails.js';
import { errors as enErrors } from './en/errors.js';
import { files as enFiles } from './en/files.js';
import { geometry as enGeometry } from './en/geometry.js';
import { requests as enRequests } from './en/requests.js';
import { signIn as enSignIn } from './en/sign-in.js';
import { web as enWeb } from './en/web.js';
import { emails as esEmails } from './es/emails.js';
import { errors as esErrors } from './es/errors.js';
import { files as esFiles } from './es/files.js';
import { geometry as esGeometry } from './es/geometry.js';
import { requests as esRequests } from './es/requests.js';
import { signIn as esSignIn } from './es/sign-in.js';
import { web as esWeb } from './es/web.js';
import type { Widen } from './types.js';

export const en = {
  emails: enEmails,
  errors: enErrors,
  files: enFiles,
  geometry: enGeometry,
  requests: enRequests,
  signIn: enSignIn,
  web: enWeb,
} as const;
export type Messages = Widen<typeof en>;
export const es: Messages = {
  emails: esEmails,
  errors: esErrors,
  files: esFiles,
  geometry: esGeometry,
  requests: esRequests,
  signIn: esSignIn,
  web: esWeb,
};

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const catalogs: Record<Locale, Messages> = { en, es };
