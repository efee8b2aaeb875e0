import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserFlagRepository } from '../repositories/user-flag.repository.js';
import type { PermissionService } from './permission.service.js';
import { createUserFlagsService } from './user-flags.service.js';

function setUp(grantedPermissions: string[] = []) {
  const flags = new Map<string, Set<string>>([
    ['u1', new Set()],
    ['u2', new Set(['legacy-flag'])],
  ]);
  const userFlags: UserFlagRepository = {
    flagsOf: async (userId) => [...(flags.get(userId) ?? [])].sort(),
    grant: async (userId, flag) => void flags.get(userId)?.add(flag),
    revoke: async (userId, flag) => void flags.get(userId)?.delete(flag),
  };
  const users = {
    findById: async (id: string) =>
      flags.has(id) ? { id, name: id, email: `${id}@x.org`, image: null, role: 'user' } : undefined,
  } as unknown as UserRepository;
  const permissions = {
    require: async (_viewer: Viewer, permission: string) => {
      if (!grantedPermissions.includes(permission)) throw new Error('FORBIDDEN');
    },
  } as unknown as PermissionService;
  return { service: createUserFlagsService({ users, userFlags, permissions }), flags };
}

const viewer: Viewer = { userId: 'u1', email: 'u1@x.org', roles: ['user'] };

describe('user flags service', () => {
  it('lets a user switch their own flags', async () => {
    const { service } = setUp();
    expect(await service.grant(viewer, 'u1', 'reports')).toEqual({ userFlags: ['reports'] });
    expect(await service.revoke(viewer, 'u1', 'reports')).toEqual({ userFlags: [] });
  });

  it("needs assign:user-flags for someone else's, and leaves them alone otherwise", async () => {
    const { service, flags } = setUp();
    await expect(service.grant(viewer, 'u2', 'reports')).rejects.toThrow('FORBIDDEN');
    expect(flags.get('u2')?.has('reports')).toBe(false);
    const admin = setUp(['assign:user-flags']);
    // Flags no longer in the fixed list are kept in storage but never reported.
    expect(await admin.service.grant(viewer, 'u2', 'reports')).toEqual({ userFlags: ['reports'] });
  });

  it('reports an unknown user as NOT_FOUND', async () => {
    const { service } = setUp(['assign:user-flags']);
    await expect(service.grant(viewer, 'nobody', 'reports')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
