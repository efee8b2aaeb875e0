import type { AdminSettings, AllRolesAnswer, Role } from '@ecotone/contracts';
import { type Locale, translate } from '@ecotone/i18n';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { UserAdminRepository } from '../repositories/user-admin.repository.js';
import type { PermissionService } from './permission.service.js';
import {
  normaliseRoles,
  type RoleAssigner,
  removesLastAdministrator,
  roleChangeAllowed,
  roleSelectability,
} from './user-roles.js';

/**
 * Roles (specs/2 sections 3 and 6, decision 0003): the role list as the viewer may assign it,
 * and a user's roles. assign-any:user-roles changes every role; assign-partner:user-roles only
 * `partner`; nobody takes `admin` from the last administrator.
 */
export function createUserRolesService(deps: {
  userAdmin: UserAdminRepository;
  permissions: PermissionService;
  adminSignIn: Config['adminSignIn'];
  googleSignInConfigured: boolean;
}) {
  /** What the viewer may assign; FORBIDDEN when nothing. */
  async function assignerOf(viewer: Viewer): Promise<RoleAssigner> {
    const assigner = {
      any: await deps.permissions.can(viewer, 'assign-any:user-roles'),
      partner: await deps.permissions.can(viewer, 'assign-partner:user-roles'),
    };
    if (assigner.any || assigner.partner) return assigner;
    await deps.permissions.require(viewer, 'assign-partner:user-roles');
    return assigner;
  }

  return {
    /** The viewer's assign permissions, for the invitation's roles (no permission: none). */
    async assignerOf(viewer: Viewer): Promise<RoleAssigner> {
      return {
        any: await deps.permissions.can(viewer, 'assign-any:user-roles'),
        partner: await deps.permissions.can(viewer, 'assign-partner:user-roles'),
      };
    },

    /** GET /api/user/all-roles: every role, selectable or greyed out, described in `locale`. */
    async allRoles(viewer: Viewer, forInvite: boolean, locale: Locale): Promise<AllRolesAnswer> {
      const assigner = await assignerOf(viewer);
      const entries = roleSelectability(assigner, await deps.userAdmin.listRoles(), forInvite);
      return {
        roles: entries.map((entry) => ({
          ...entry,
          description: translate(locale, `userAdminServer.roles.${entry.role}`),
        })),
      };
    },

    /** POST /api/user/{id}/roles: the whole new list; answers it as stored. */
    async setRoles(viewer: Viewer, userId: string, roles: readonly Role[]): Promise<Role[]> {
      const assigner = await assignerOf(viewer);
      const row = await deps.userAdmin.findById(userId);
      if (!row) throw new AppError('NOT_FOUND');
      const before = parseRoles(row.role);
      const after = normaliseRoles(roles);
      if (!roleChangeAllowed(assigner, before, after))
        throw new AppError(
          deps.permissions.adminPermissionsWithheld(viewer)
            ? 'ADMIN_PERMISSIONS_WITHHELD'
            : 'FORBIDDEN',
        );
      if (removesLastAdministrator(before, after, await deps.userAdmin.countAdministrators()))
        throw new AppError('LAST_ADMINISTRATOR');
      await deps.userAdmin.setRoles(userId, after);
      return after;
    },

    /** GET /api/admin/settings: how admin permissions are granted here (decision 0024). */
    async settings(viewer: Viewer): Promise<AdminSettings> {
      await deps.permissions.require(viewer, 'update:users');
      return {
        adminSignIn: deps.adminSignIn.rule,
        googleSignInConfigured: deps.googleSignInConfigured,
        adminSignInSource: deps.adminSignIn.source,
      };
    },
  };
}

export type UserRolesService = ReturnType<typeof createUserRolesService>;
