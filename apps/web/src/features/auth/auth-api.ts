import {
  type Permission,
  permissionsAnswerSchema,
  type UserSession,
  userSessionSchema,
} from '@ecotone/contracts';
import { api } from '../../api/client';

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
  api.get(`/api/user/${encodeURIComponent(userId)}/session`, { schema: userSessionSchema });

/** Sets the session cookie; a 401 means the email or password was not recognised. */
export const signInWithEmail = (credentials: EmailCredentials): Promise<unknown> =>
  api.post('/api/auth/sign-in/email', credentials);

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
    { schema: permissionsAnswerSchema },
  );
