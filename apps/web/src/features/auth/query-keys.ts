import type { Permission } from '@ecotone/contracts';

/**
 * Everything cached for the signed-in person lives under `['user', id]`, so signing out can
 * drop it in one call and the next person never sees it.
 */
export const queryKeys = {
  authSession: ['auth-session'] as const,
  user: ['user'] as const,
  userSession: (userId: string) => ['user', userId, 'session'] as const,
  permissions: (userId: string, permissions: readonly Permission[]) =>
    ['user', userId, 'permissions', ...permissions] as const,
};
