import { readFileSync } from 'node:fs';
import { PERMISSIONS, type Permission, type Role } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import { AppError, type ErrorCode } from '../errors.js';
import type { RoleRepository } from '../repositories/role.repository.js';
import type { UserRecord, UserRepository } from '../repositories/user.repository.js';
import { createPermissionService } from './permission.service.js';

/**
 * role -> permissions as seeded by the migration, read from the SQL itself so these tests follow
 * the real seed data.
 */
function seededRolePermissions(): Map<string, Set<string>> {
  const migration = readFileSync(
    new URL('../../migrations/0003_roles_flags_preferences.sql', import.meta.url),
    'utf8',
  );
  const rows = /INSERT INTO role_permission \(role, permission\) VALUES([^;]*);/.exec(
    migration,
  )?.[1];
  const rolePermissions = new Map<string, Set<string>>();
  for (const [, role, permission] of (rows ?? '').matchAll(/\('([^']+)',\s*'([^']+)'\)/g)) {
    if (!role || !permission) continue;
    rolePermissions.set(role, (rolePermissions.get(role) ?? new Set()).add(permission));
  }
  return rolePermissions;
}

const rolePermissions = seededRolePermissions();

/** Like the SQL repository: the distinct union over the given roles. */
const fakeRoles: RoleRepository = {
  async permissionsOfRoles(roles) {
    return [...new Set(roles.flatMap((role) => [...(rolePermissions.get(role) ?? [])]))];
  },
};

function fakeUsers(records: UserRecord[]): UserRepository {
  return {
    async findById(id) {
      return records.find((record) => record.id === id);
    },
    async findByEmail(email) {
      return records.find((record) => record.email === email.toLowerCase());
    },
    async countWithRole(role) {
      return records.filter((record) => parseRoles(record.role).includes(role as Role)).length;
    },
  };
}

const userWithRole = (id: string, role: string | null): UserRecord => ({
  id,
  name: id,
  email: `${id}@example.org`,
  image: null,
  role,
});

const service = createPermissionService({
  roles: fakeRoles,
  users: fakeUsers([
    userWithRole('partner-1', 'partner'),
    userWithRole('staff-partner-1', 'staff,partner'),
    userWithRole('no-role-1', null),
  ]),
});

const viewerWith = (...roles: Role[]): Viewer => ({
  userId: 'viewer-1',
  email: 'viewer-1@example.org',
  roles,
});

/** The permissions out of PERMISSIONS that `check` grants, in PERMISSIONS order. */
async function grantedTo(viewer: Viewer, userId = viewer.userId): Promise<Permission[]> {
  const answers = await service.check(viewer, userId, PERMISSIONS);
  return PERMISSIONS.filter((_permission, index) => answers[index]);
}

async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toMatchObject({ code });
}

describe('seed data read from the migration', () => {
  it('has permissions for every role', () => {
    expect([...rolePermissions.keys()].sort()).toEqual(['admin', 'partner', 'staff', 'user']);
  });
});

describe('permission service check', () => {
  it('answers one boolean per asked permission, in the asked order', async () => {
    const staff = viewerWith('staff');

    expect(
      await service.check(staff, staff.userId, ['delete:users', 'access:hub', 'create:site']),
    ).toEqual([false, true, true]);
    expect(
      await service.check(staff, staff.userId, ['create:site', 'delete:users', 'access:hub']),
    ).toEqual([true, false, true]);
  });

  it('gives an admin every permission', async () => {
    expect(await grantedTo(viewerWith('admin'))).toEqual([...PERMISSIONS]);
  });

  it('gives role user only create:site', async () => {
    expect(await grantedTo(viewerWith('user'))).toEqual(['create:site']);
  });

  it('gives staff access:hub but not delete:users', async () => {
    const staff = viewerWith('staff');

    expect(await service.check(staff, staff.userId, ['access:hub', 'delete:users'])).toEqual([
      true,
      false,
    ]);
  });

  it('gives a viewer with several roles the union of their permissions', async () => {
    // `user` first: looking only at the first role would grant create:site alone.
    expect(await grantedTo(viewerWith('user', 'staff'))).toEqual(
      await grantedTo(viewerWith('staff')),
    );
    expect(await grantedTo(viewerWith('user', 'staff'))).toContain('access:hub');
  });

  it('gives a viewer without roles nothing', async () => {
    expect(await grantedTo(viewerWith())).toEqual([]);
  });

  it('forbids asking about another user without update:users', async () => {
    await expectAppError(
      service.check(viewerWith('staff'), 'partner-1', ['create:site']),
      'FORBIDDEN',
    );
  });

  it('does not reveal to such a viewer whether the other user exists', async () => {
    await expectAppError(
      service.check(viewerWith('staff'), 'nobody', ['create:site']),
      'FORBIDDEN',
    );
  });

  it.each([
    ['partner-1', ['create:site']],
    [
      'staff-partner-1',
      [
        'assign-partner:user-roles',
        'update:collection',
        'update:site',
        'create:site',
        'access:hub',
        'read-draft:resource',
      ],
    ],
    ['no-role-1', []],
  ])('answers an admin about %s with that user’s roles', async (userId, expected) => {
    expect(await grantedTo(viewerWith('admin'), userId)).toEqual(expected);
  });

  it('tells an admin when the other user does not exist', async () => {
    await expectAppError(
      service.check(viewerWith('admin'), 'nobody', ['create:site']),
      'NOT_FOUND',
    );
  });
});

describe('permission service require', () => {
  it('throws FORBIDDEN when the viewer lacks the permission', async () => {
    await expectAppError(service.require(viewerWith('staff'), 'delete:users'), 'FORBIDDEN');
  });

  it('resolves when the viewer holds the permission', async () => {
    await expect(service.require(viewerWith('staff'), 'access:hub')).resolves.toBeUndefined();
  });
});

describe('parseRoles', () => {
  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['admin,staff', ['admin', 'staff']],
    [' admin , bogus ', ['admin']],
  ])('%j -> %j', (value, expected) => {
    expect(parseRoles(value)).toEqual(expected);
  });
});

describe('admin permissions and the sign-in method (decisions 0004, 0024)', () => {
  const withGoogle = createPermissionService(
    { roles: fakeRoles, users: fakeUsers([userWithRole('partner-1', 'partner')]) },
    { adminSignIn: 'google' },
  );
  const withAny = createPermissionService(
    { roles: fakeRoles, users: fakeUsers([userWithRole('partner-1', 'partner')]) },
    { adminSignIn: 'any' },
  );
  const adminBy = (signInMethod: Viewer['signInMethod']): Viewer => ({
    ...viewerWith('admin'),
    signInMethod,
  });

  it('gives an administrator signed in with Google every permission', async () => {
    const answers = await withGoogle.check(adminBy('google'), 'viewer-1', PERMISSIONS);
    expect(answers.every(Boolean)).toBe(true);
    expect(withGoogle.adminPermissionsWithheld(adminBy('google'))).toBe(false);
  });

  it('gives an administrator signed in another way the permissions of staff', async () => {
    for (const method of ['email-password', 'email-link', 'microsoft', undefined] as const) {
      const viewer = adminBy(method);
      expect(withGoogle.adminPermissionsWithheld(viewer)).toBe(true);
      const answers = await withGoogle.check(viewer, viewer.userId, PERMISSIONS);
      expect(PERMISSIONS.filter((_p, i) => answers[i])).toEqual(
        await grantedTo(viewerWith('staff')),
      );
    }
  });

  it('says why when an admin-only permission is refused for the sign-in method', async () => {
    await expectAppError(
      withGoogle.require(adminBy('email-password'), 'delete:users'),
      'ADMIN_PERMISSIONS_WITHHELD',
    );
    await expectAppError(
      withGoogle.check(adminBy('email-link'), 'partner-1', ['create:site']),
      'FORBIDDEN',
    );
    await expectAppError(
      withGoogle.require({ ...viewerWith('user'), signInMethod: 'email-password' }, 'access:hub'),
      'FORBIDDEN',
    );
  });

  it('under ADMIN_SIGN_IN=any grants every permission to an administrator signed in by email', async () => {
    for (const method of ['email-password', 'email-link', 'microsoft', undefined] as const) {
      const viewer = adminBy(method);
      expect(withAny.adminPermissionsWithheld(viewer)).toBe(false);
      expect((await withAny.check(viewer, viewer.userId, PERMISSIONS)).every(Boolean)).toBe(true);
      await withAny.require(viewer, 'impersonate:users');
    }
  });
});
