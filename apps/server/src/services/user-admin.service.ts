import {
  FEATURE_FLAGS,
  type FeatureFlag,
  SSO_PROVIDERS,
  type SsoProviderName,
  type UpdateUserBody,
  type UserExtendedInfo,
  type UserListAnswer,
  type UserListQuery,
  type UserSummary,
} from '@ecotone/contracts';
import { highestAccess } from '../access/access-policy.js';
import type { AuthGateway } from '../auth/auth-gateway.js';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { AccessRepository } from '../repositories/access.repository.js';
import type { InvitationRepository } from '../repositories/invitation.repository.js';
import type { AdminUserRow, UserAdminRepository } from '../repositories/user-admin.repository.js';
import type { UserFlagRepository } from '../repositories/user-flag.repository.js';
import type { PermissionService } from './permission.service.js';
import { isDuplicateKey } from './unique-key.js';

const knownFlags = new Set<string>(FEATURE_FLAGS);
const knownProviders = new Set<string>(SSO_PROVIDERS);

export function userSummaryOf(row: AdminUserRow): UserSummary {
  return {
    ecotoneUserId: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    roles: parseRoles(row.role),
    sso: row.ssoProviders.filter((p): p is SsoProviderName => knownProviders.has(p)),
    status: row.invited ? 'invited' : 'active',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

type AccessPart = Pick<UserExtendedInfo, 'accessSources' | 'effectiveAccessLevel' | 'accessLevels'>;

/**
 * The user table and profile dialog (specs/2 sections 2-8; docs/users.md): list, look-up, the
 * profile's details and their edits, deletion. Everything here needs `update:users` (deletion:
 * `delete:users`); a deleted or unknown user is NOT_FOUND.
 */
export function createUserAdminService(deps: {
  userAdmin: UserAdminRepository;
  userFlags: UserFlagRepository;
  invitations: InvitationRepository;
  permissions: PermissionService;
  gateway: AuthGateway;
  access: AccessRepository;
}) {
  /**
   * The profile's access part (docs/sharing.md): the direct grants, every resource they reach
   * with the highest level there, and the highest of all.
   */
  async function accessOf(userId: string): Promise<AccessPart> {
    const grants = await deps.access.grantsOf(userId);
    const reached = await deps.access.reachedBy(userId);
    const accessLevels: AccessPart['accessLevels'] = {
      portfolio: {},
      project: {},
      collection: {},
      site: {},
      assessment: {},
    };
    for (const row of reached)
      accessLevels[row.resourceType][row.resourceId] = {
        accessLevel: row.accessLevel,
        resourceTitle: row.resourceTitle,
      };
    return {
      accessSources: grants.map(({ resourceType, resourceId, accessLevel }) => ({
        resourceType,
        resourceId,
        accessLevel,
      })),
      effectiveAccessLevel: highestAccess(reached.map((row) => row.accessLevel)),
      accessLevels,
    };
  }

  async function existing(userId: string): Promise<AdminUserRow> {
    const row = await deps.userAdmin.findById(userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function extendedInfoOf(row: AdminUserRow): Promise<UserExtendedInfo> {
    const flags = await deps.userFlags.flagsOf(row.id);
    const expiry = row.invited ? await deps.invitations.pendingExpiry(row.id) : undefined;
    const { ecotoneUserId, ...summary } = userSummaryOf(row);
    return {
      ecotoneUserId,
      ...summary,
      hasPassword: row.hasPassword,
      notionUrl: row.notionUrl,
      flags: flags.filter((flag): flag is FeatureFlag => knownFlags.has(flag)),
      invitationExpiresAt: expiry?.toISOString() ?? null,
      ...(await accessOf(row.id)),
    };
  }

  return {
    /** GET /api/users: one page, searched by name or email and sorted. */
    async list(viewer: Viewer, query: UserListQuery): Promise<UserListAnswer> {
      await deps.permissions.require(viewer, 'update:users');
      const { rows, total } = await deps.userAdmin.list({
        search: query.search || undefined,
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { users: rows.map(userSummaryOf), total, page: query.page, pageSize: query.pageSize };
    },

    /** GET /api/user/by-email/{email}. */
    async byEmail(viewer: Viewer, email: string): Promise<{ ecotoneUserId: string }> {
      await deps.permissions.require(viewer, 'update:users');
      const row = await deps.userAdmin.findByEmail(email);
      if (!row) throw new AppError('NOT_FOUND');
      return { ecotoneUserId: row.id };
    },

    /** GET /api/user/{id}/extended-info: the profile dialog's content. */
    async extendedInfo(viewer: Viewer, userId: string): Promise<UserExtendedInfo> {
      await deps.permissions.require(viewer, 'update:users');
      return extendedInfoOf(await existing(userId));
    },

    /**
     * PUT and PATCH /api/user/{id}: name and email only without single sign-on (they come from
     * the provider then), email unique; the notion link always.
     */
    async update(
      viewer: Viewer,
      userId: string,
      body: UpdateUserBody & { name?: string; email?: string },
    ): Promise<UserExtendedInfo> {
      await deps.permissions.require(viewer, 'update:users');
      const row = await existing(userId);
      const changes = {
        ...(body.name !== undefined && body.name !== row.name ? { name: body.name } : {}),
        ...(body.email !== undefined && body.email !== row.email ? { email: body.email } : {}),
      };
      if (Object.keys(changes).length > 0) {
        if (row.ssoProviders.length > 0) throw new AppError('PROFILE_MANAGED_BY_SSO');
        if (changes.email && (await deps.userAdmin.findByEmail(changes.email)))
          throw new AppError('USER_ALREADY_EXISTS');
        try {
          await deps.gateway.updateProfile(userId, changes);
        } catch (error) {
          if (isDuplicateKey(error)) throw new AppError('USER_ALREADY_EXISTS');
          throw error;
        }
      }
      if (body.notionUrl !== undefined) await deps.userAdmin.setNotionUrl(userId, body.notionUrl);
      return extendedInfoOf(await existing(userId));
    },

    /**
     * DELETE /api/user/{id}: anonymises the account (decision 0023). Never oneself, never the
     * last administrator.
     */
    async remove(viewer: Viewer, userId: string): Promise<void> {
      await deps.permissions.require(viewer, 'delete:users');
      if (userId === viewer.userId) throw new AppError('CANNOT_DELETE_SELF');
      const row = await existing(userId);
      if (
        parseRoles(row.role).includes('admin') &&
        (await deps.userAdmin.countAdministrators()) <= 1
      )
        throw new AppError('LAST_ADMINISTRATOR');
      await deps.userAdmin.anonymise(userId);
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
