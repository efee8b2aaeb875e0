import type { Permission } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { getPermissions } from './auth-api';
import { queryKeys } from './query-keys';
import { useSignedInUserId } from './use-session';

export interface Permissions {
  /** True only once the server granted it; unknown (loading, failed, signed out) reads as false. */
  has: (permission: Permission) => boolean;
  isPending: boolean;
}

/** Asks the server which of `permissions` the signed-in user holds, in one call. */
export function usePermissions(permissions: readonly Permission[]): Permissions {
  const userId = useSignedInUserId();
  const query = useQuery({
    queryKey: queryKeys.permissions(userId ?? '', permissions),
    queryFn: () => getPermissions(userId ?? '', permissions),
    enabled: userId !== undefined && permissions.length > 0,
  });
  const answers = query.data;
  return {
    has: (permission) => {
      const index = permissions.indexOf(permission);
      return index >= 0 && answers?.[index] === true;
    },
    isPending: userId !== undefined && query.isPending,
  };
}
