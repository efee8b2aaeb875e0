import {
  type FeatureFlag,
  type Role,
  SESSION_REFRESH_MS,
  type UserSession,
} from '@ecotone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { getAuthSession, getUserSession } from './auth-api';
import { queryKeys } from './query-keys';

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  roles: readonly Role[];
  flags: readonly FeatureFlag[];
  /**
   * An administrator whose sign-in method does not grant admin permissions (specs/2 section 8);
   * false when the server does not say.
   */
  adminPermissionsWithheld: boolean;
  /**
   * Set in a session opened by an administrator's impersonation link (issue 19): who, until
   * when, and whether "Return to my account" can restore theirs; null otherwise.
   */
  impersonation: Impersonation | null;
}

export type Impersonation = NonNullable<UserSession['impersonation']>;

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SignedInUser };

/**
 * Who is signed in. better-auth's cookie session says *whether* someone is; our
 * `/api/user/{id}/session` adds roles and feature flags and is the 2-minute heartbeat
 * (specs/2 section 4) that notices an expired or revoked session.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const auth = useQuery({ queryKey: queryKeys.authSession, queryFn: getAuthSession });
  const userId = auth.data?.user.id;
  const details = useQuery({
    queryKey: queryKeys.userSession(userId ?? ''),
    queryFn: () => getUserSession(userId ?? ''),
    enabled: userId !== undefined,
    refetchInterval: SESSION_REFRESH_MS,
  });

  const expired = details.error instanceof ApiError && details.error.status === 401;
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: queryKeys.authSession });
  }, [expired, queryClient]);

  if (auth.isPending) return { status: 'loading' };
  // When the session cannot be read at all (server down) the visitor is treated as signed
  // out: the public page still works and signing in reports the real problem.
  if (!auth.data) return { status: 'signed-out' };
  const { user } = auth.data;
  return {
    status: 'signed-in',
    user: {
      id: user.id,
      name: details.data?.user.name ?? user.name,
      email: details.data?.user.email ?? user.email,
      roles: details.data?.user.roles ?? [],
      flags: details.data?.userFlags ?? [],
      adminPermissionsWithheld: details.data?.adminPermissionsWithheld ?? false,
      impersonation: details.data?.impersonation ?? null,
    },
  };
}

/** The signed-in user's id, for hooks that only make sense with one. */
export function useSignedInUserId(): string | undefined {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.id : undefined;
}
