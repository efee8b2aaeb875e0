import { FEATURE_FLAGS, type FeatureFlag, type UserSession } from '@ecotone/contracts';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserFlagRepository } from '../repositories/user-flag.repository.js';
import type { PermissionService } from './permission.service.js';

const knownFlags = new Set<string>(FEATURE_FLAGS);

export function createUserSessionService(deps: {
  users: UserRepository;
  userFlags: UserFlagRepository;
  permissions: PermissionService;
  /** The viewer's impersonation, when this session is one (impersonation.service.ts). */
  impersonationOf: (viewer: Viewer) => Promise<UserSession['impersonation']>;
}) {
  return {
    /**
     * GET /api/user/{id}/session: the user and their flags; others' sessions need `update:users`.
     * When this session's sign-in method withholds the user's admin permissions, also
     * `adminPermissionsWithheld: true` and the method, for the web app's warning; in an
     * impersonated session, `impersonation` (who, until when, whether "return" can work).
     */
    async get(viewer: Viewer, userId: string): Promise<UserSession> {
      if (userId !== viewer.userId) await deps.permissions.require(viewer, 'update:users');
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      const flags = await deps.userFlags.flagsOf(userId);
      // Only about the viewer's own session: how *this* sign-in was made (decision 0004).
      const withheld =
        userId === viewer.userId && deps.permissions.adminPermissionsWithheld(viewer);
      const impersonation =
        userId === viewer.userId ? await deps.impersonationOf(viewer) : undefined;
      return {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          image: user.image,
          roles: parseRoles(user.role),
        },
        userFlags: flags.filter((flag): flag is FeatureFlag => knownFlags.has(flag)),
        ...(withheld ? { adminPermissionsWithheld: true, signInMethod: viewer.signInMethod } : {}),
        ...(impersonation ? { impersonation } : {}),
      };
    },
  };
}
