import {
  type ClientConfig,
  type Permission,
  readClientConfig,
  readPermissionsAnswer,
  readUserSession,
  type UserSession,
} from '@ecotone/contracts';
import { api, apiRequest, readWith } from '../../api/client';

/** The part of better-auth's `GET /api/auth/get-session` answer the web app reads. */
export interface AuthSession {
  user: { id: string; name: string; email: string };
}

export interface EmailCredentials {
  email: string;
  password: string;
}

/** better-auth answers `null` (not 401) when nobody is signed in. */
function toAuthSession(answer: unknown): AuthSession | null {
  if (typeof answer !== 'object' || answer === null || !('user' in answer)) return null;
  const user = answer.user as Partial<AuthSession['user']> | null;
  if (!user || typeof user.id !== 'string') return null;
  return { user: { id: user.id, name: user.name ?? '', email: user.email ?? '' } };
}

export const getAuthSession = async (): Promise<AuthSession | null> =>
  toAuthSession(await api.get<unknown>('/api/auth/get-session'));

export const getUserSession = (userId: string): Promise<UserSession> =>
  api.get(`/api/user/${encodeURIComponent(userId)}/session`, {
    schema: readWith(readUserSession),
  });

/** Sets the session cookie; a 401 means the email or password was not recognised. */
export const signInWithEmail = (credentials: EmailCredentials): Promise<unknown> =>
  api.post('/api/auth/sign-in/email', credentials);

/** 200 `{ status: 'sent' }`; 404 MAGIC_LINK_NO_EMAIL when no account has that email. */
export const requestMagicLink = (email: string, redirectPathName: string): Promise<unknown> =>
  api.post('/api/auth/magic-link', { email, redirectPathName });

/** Answers the same whether or not an account has that email, so it cannot be used to probe. */
export const requestPasswordReset = (email: string): Promise<unknown> =>
  api.post('/api/auth/password-reset', { email });

/** 400 RESET_CODE_INVALID for an unknown, used or expired token. */
export const validateResetToken = (token: string): Promise<unknown> =>
  api.post('/api/auth/password-reset/validate', { token });

export const confirmPasswordReset = (token: string, newPassword: string): Promise<unknown> =>
  api.post('/api/auth/password-reset/confirm', { token, newPassword });

/** Attaches the pending SSO account to the signed-in user, whose email must match it. */
export const completeSsoLink = (linkId: string): Promise<unknown> =>
  api.post('/api/auth/sso/link', { linkId });

export const cancelSsoLink = (linkId: string): Promise<unknown> =>
  apiRequest('/api/auth/sso/link', { method: 'DELETE', body: { linkId } });

export const getClientConfig = (): Promise<ClientConfig> =>
  api.get('/api/client-config', { schema: readWith(readClientConfig) });

export const signOut = (): Promise<void> => api.delete('/api/auth/session');

/** One boolean per requested permission, in the order asked. */
export const getPermissions = (
  userId: string,
  permissions: readonly Permission[],
): Promise<boolean[]> =>
  api.get(
    `/api/user/${encodeURIComponent(userId)}/permissions?permissions=${permissions
      .map(encodeURIComponent)
      .join(',')}`,
    { schema: readWith(readPermissionsAnswer) },
  );
