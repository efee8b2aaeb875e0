import { describe, expect, it } from 'vitest';
import type { AuthGateway } from '../auth/auth-gateway.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError, type ErrorCode } from '../errors.js';
import type { AccessRepository } from '../repositories/access.repository.js';
import type { InvitationRepository } from '../repositories/invitation.repository.js';
import type { AdminUserRow, UserAdminRepository } from '../repositories/user-admin.repository.js';
import type { UserFlagRepository } from '../repositories/user-flag.repository.js';
import type { PermissionService } from './permission.service.js';
import { createUserAdminService } from './user-admin.service.js';
import { createUserRolesService } from './user-roles.service.js';

const row = (id: string, role: string): AdminUserRow => ({
  id,
  name: id,
  email: `${id}@example.org`,
  image: null,
  role,
  notionUrl: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastSignInAt: null,
  ssoProviders: [],
  hasPassword: true,
  invited: false,
});

/** An installation with these users; records what was anonymised and which roles were set. */
function installation(users: AdminUserRow[]) {
  const done: string[] = [];
  const userAdmin = {
    findById: async (id: string) => users.find((user) => user.id === id),
    countAdministrators: async () => users.filter((user) => user.role?.includes('admin')).length,
    listRoles: async () => [],
    anonymise: async (id: string) => void done.push(`anonymise ${id}`),
    setRoles: async (id: string, roles: readonly string[]) =>
      void done.push(`roles ${id} ${roles.join(',')}`),
  } as unknown as UserAdminRepository;
  const permissions = {
    can: async () => true,
    require: async () => undefined,
    adminPermissionsWithheld: () => false,
  } as unknown as PermissionService;
  const admin = createUserAdminService({
    userAdmin,
    userFlags: {} as UserFlagRepository,
    invitations: {} as InvitationRepository,
    permissions,
    gateway: {} as AuthGateway,
    access: {} as AccessRepository,
  });
  const roles = createUserRolesService({
    userAdmin,
    permissions,
    adminSignIn: { rule: 'any', source: 'default' },
    googleSignInConfigured: false,
  });
  return { admin, roles, done };
}

const viewer: Viewer = { userId: 'viewer', email: 'viewer@example.org', roles: ['admin'] };

async function expectAppError(promise: Promise<unknown>, code: ErrorCode) {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toMatchObject({ code });
}

describe('the last administrator', () => {
  it('keeps their admin role and their account', async () => {
    const { admin, roles, done } = installation([row('only', 'admin'), row('someone', 'user')]);
    await expectAppError(roles.setRoles(viewer, 'only', ['staff']), 'LAST_ADMINISTRATOR');
    await expectAppError(admin.remove(viewer, 'only'), 'LAST_ADMINISTRATOR');
    expect(done).toEqual([]);
  });

  it('may lose them while another administrator remains', async () => {
    const { admin, roles, done } = installation([row('one', 'admin'), row('two', 'admin,staff')]);
    await roles.setRoles(viewer, 'one', ['staff', 'user']);
    await admin.remove(viewer, 'two');
    expect(done).toEqual(['roles one staff,user', 'anonymise two']);
  });

  it('never lets anyone delete themselves', async () => {
    const { admin } = installation([row('viewer', 'admin'), row('two', 'admin')]);
    await expectAppError(admin.remove(viewer, 'viewer'), 'CANNOT_DELETE_SELF');
  });
});
