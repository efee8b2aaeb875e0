import { LANGUAGES, UNIT_SYSTEMS } from '@ecotone/i18n';
import type { SessionUser, UserPreferences, UserSession } from './api.js';
import { FEATURE_FLAGS, ROLES } from './permissions.js';
import type { ClientConfig } from './places.js';
import {
  isIsoDateTime,
  isNullableString,
  isOneOf,
  isRecord,
  readArray,
  readArrayOf,
} from './reader-checks.js';
import { SIGN_IN_METHODS, SSO_PROVIDERS } from './sign-in.js';

/*
 * The answers every signed-in first load of the web app checks, read without zod: what each
 * schema's `parse` gives, or undefined where it throws. zod is then not part of that load
 * (docs/architecture.md, "Bundle"); `session-readers.test.ts` holds each reader to its schema.
 */

function readSessionUser(value: unknown): SessionUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, email, image } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') {
    return undefined;
  }
  const roles = readArrayOf(ROLES, value.roles);
  if (!isNullableString(image) || !roles) return undefined;
  return { id, name, email, image, roles };
}

type Impersonation = NonNullable<UserSession['impersonation']>;

/** The `impersonation` part of a session opened by an administrator's impersonation link. */
function readImpersonation(value: unknown): Impersonation | undefined {
  if (!isRecord(value)) return undefined;
  const { byName, byEmail, expiresAt, canReturn } = value;
  if (typeof byName !== 'string' || typeof byEmail !== 'string') return undefined;
  if (!isIsoDateTime(expiresAt) || typeof canReturn !== 'boolean') return undefined;
  return { byName, byEmail, expiresAt, canReturn };
}

/** `userSessionSchema`: GET /api/user/{id}/session. */
export function readUserSession(value: unknown): UserSession | undefined {
  if (!isRecord(value)) return undefined;
  const user = readSessionUser(value.user);
  const userFlags = readArrayOf(FEATURE_FLAGS, value.userFlags);
  if (!user || !userFlags) return undefined;
  const { adminPermissionsWithheld, signInMethod } = value;
  if (adminPermissionsWithheld !== undefined && typeof adminPermissionsWithheld !== 'boolean') {
    return undefined;
  }
  if (signInMethod !== undefined && !isOneOf(SIGN_IN_METHODS, signInMethod)) return undefined;
  const impersonation =
    value.impersonation === undefined ? undefined : readImpersonation(value.impersonation);
  if (value.impersonation !== undefined && !impersonation) return undefined;
  const session: UserSession = { user, userFlags };
  // Like zod, a key sent as undefined stays (as undefined); a key not sent stays absent.
  if ('adminPermissionsWithheld' in value)
    session.adminPermissionsWithheld = adminPermissionsWithheld;
  if ('signInMethod' in value) session.signInMethod = signInMethod;
  if ('impersonation' in value) session.impersonation = impersonation;
  return session;
}

/** `permissionsAnswerSchema`: GET /api/user/{id}/permissions, one boolean per permission. */
export const readPermissionsAnswer = (value: unknown): boolean[] | undefined =>
  readArray(value, (item) => (typeof item === 'boolean' ? item : undefined));

/** `userPreferencesSchema`: GET /api/user-preferences. */
export function readUserPreferences(value: unknown): UserPreferences | undefined {
  if (!isRecord(value)) return undefined;
  const { units, language } = value;
  if (!isOneOf(UNIT_SYSTEMS, units) || !isOneOf(LANGUAGES, language)) return undefined;
  return { units, language };
}

/** `clientConfigSchema`: GET /api/client-config. */
export function readClientConfig(value: unknown): ClientConfig | undefined {
  if (!isRecord(value)) return undefined;
  const ssoProviders = readArrayOf(SSO_PROVIDERS, value.ssoProviders);
  const { ipGeolocationUrl, teamChatName, masterCarbonLogUrl } = value;
  if (
    !ssoProviders ||
    !isNullableString(ipGeolocationUrl) ||
    !isNullableString(teamChatName) ||
    !isNullableString(masterCarbonLogUrl)
  ) {
    return undefined;
  }
  return { ssoProviders, ipGeolocationUrl, teamChatName, masterCarbonLogUrl };
}
