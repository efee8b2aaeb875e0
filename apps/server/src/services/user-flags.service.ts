import { FEATURE_FLAGS, type FeatureFlag, type UserFlagsAnswer } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserFlagRepository } from '../repositories/user-flag.repository.js';
import type { PermissionService } from './permission.service.js';

const knownFlags = new Set<string>(FEATURE_FLAGS);

/**
 * POST and DELETE /api/user/{id}/flags: anyone may switch their own feature flags (the
 * Preferences toggle list); someone else's need `assign:user-flags`.
 */
export function createUserFlagsService(deps: {
  users: UserRepository;
  userFlags: UserFlagRepository;
  permissions: PermissionService;
}) {
  async function change(
    viewer: Viewer,
    userId: string,
    flag: FeatureFlag,
    enabled: boolean,
  ): Promise<UserFlagsAnswer> {
    if (userId !== viewer.userId) await deps.permissions.require(viewer, 'assign:user-flags');
    if (!(await deps.users.findById(userId))) throw new AppError('NOT_FOUND');
    if (enabled) await deps.userFlags.grant(userId, flag);
    else await deps.userFlags.revoke(userId, flag);
    const flags = await deps.userFlags.flagsOf(userId);
    return { userFlags: flags.filter((name): name is FeatureFlag => knownFlags.has(name)) };
  }

  return {
    grant: (viewer: Viewer, userId: string, flag: FeatureFlag) =>
      change(viewer, userId, flag, true),
    revoke: (viewer: Viewer, userId: string, flag: FeatureFlag) =>
      change(viewer, userId, flag, false),
  };
}

export type UserFlagsService = ReturnType<typeof createUserFlagsService>;
