import type { Permission } from '@ecotone/contracts';
import { usePermissions } from '../auth';

/** Every permission user administration reads (specs/2 section 6), asked for in one call. */
export const ADMIN_PERMISSIONS = [
  'update:users',
  'update:user-resources',
  'assign:user-flags',
  'assign-partner:user-roles',
  'assign-any:user-roles',
  'delete:users',
  'impersonate:users',
] as const satisfies readonly Permission[];

export interface AdminGrants {
  updateUsers: boolean;
  updateResources: boolean;
  assignFlags: boolean;
  assignPartner: boolean;
  assignAny: boolean;
  deleteUsers: boolean;
  impersonate: boolean;
}

/** What the viewer may do here; everything reads false until the server has answered. */
export function useAdminGrants(): AdminGrants & { isPending: boolean } {
  const permissions = usePermissions(ADMIN_PERMISSIONS);
  return {
    isPending: permissions.isPending,
    updateUsers: permissions.has('update:users'),
    updateResources: permissions.has('update:user-resources'),
    assignFlags: permissions.has('assign:user-flags'),
    assignPartner: permissions.has('assign-partner:user-roles'),
    assignAny: permissions.has('assign-any:user-roles'),
    deleteUsers: permissions.has('delete:users'),
    impersonate: permissions.has('impersonate:users'),
  };
}
