import {
  type AdminSettings,
  type AllRolesAnswer,
  adminSettingsSchema,
  allRolesAnswerSchema,
  type FeatureFlag,
  type ImpersonateAnswer,
  type ImpersonationLogAnswer,
  type InviteUserAnswer,
  type InviteUserBody,
  impersonateAnswerSchema,
  impersonationLogAnswerSchema,
  inviteUserAnswerSchema,
  type Role,
  resendInviteAnswerSchema,
  type UpdateUserBody,
  type UserByEmailAnswer,
  type UserExtendedInfo,
  type UserListAnswer,
  userByEmailAnswerSchema,
  userExtendedInfoSchema,
  userFlagsAnswerSchema,
  userListAnswerSchema,
  userRolesAnswerSchema,
} from '@ecotone/contracts';
import { api, apiRequest } from '../../api/client';
import { type UserListState, userListUrl } from './user-list-query';

// The admin pages are a lazy chunk that brings zod with it, so answers are checked against the
// contracts' schemas directly (docs/architecture.md, "Bundle").

const userPath = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;

/**
 * Query keys of user administration. Under `['admin']`, not `['user', id]`: these are other
 * people's accounts, and signing out drops the whole cache anyway.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  list: (state: UserListState) => ['admin', 'users', 'list', state] as const,
  user: (userId: string) => ['admin', 'users', 'info', userId] as const,
  roles: (forInvite: boolean) => ['admin', 'roles', forInvite] as const,
  settings: ['admin', 'settings'] as const,
  impersonations: (page: number, pageSize: number) =>
    ['admin', 'impersonations', page, pageSize] as const,
};

export const fetchUserList = (
  state: UserListState,
  signal?: AbortSignal,
): Promise<UserListAnswer> => api.get(userListUrl(state), { schema: userListAnswerSchema, signal });

export const fetchUserInfo = (userId: string, signal?: AbortSignal): Promise<UserExtendedInfo> =>
  api.get(`${userPath(userId)}/extended-info`, { schema: userExtendedInfoSchema, signal });

/** 404 NOT_FOUND when no account has the email. */
export const fetchUserByEmail = (email: string): Promise<UserByEmailAnswer> =>
  api.get(`/api/user/by-email/${encodeURIComponent(email)}`, { schema: userByEmailAnswerSchema });

export const fetchAllRoles = (forInvite: boolean): Promise<AllRolesAnswer> =>
  api.get(`/api/user/all-roles${forInvite ? '?forInvite=true' : ''}`, {
    schema: allRolesAnswerSchema,
  });

export const fetchAdminSettings = (): Promise<AdminSettings> =>
  api.get('/api/admin/settings', { schema: adminSettingsSchema });

export const fetchImpersonationLog = (
  page: number,
  pageSize: number,
): Promise<ImpersonationLogAnswer> =>
  api.get(`/api/admin/impersonations?page=${page + 1}&pageSize=${pageSize}`, {
    schema: impersonationLogAnswerSchema,
  });

export const inviteUser = (body: InviteUserBody): Promise<InviteUserAnswer> =>
  api.post('/api/user/invite', body, { schema: inviteUserAnswerSchema });

export const resendInvitation = (userId: string): Promise<{ invitationExpiresAt: string }> =>
  api.post(`${userPath(userId)}/resend-invite`, undefined, { schema: resendInviteAnswerSchema });

/** Name, email or notion link; answers the whole extended info. */
export const updateUser = (userId: string, body: UpdateUserBody): Promise<UserExtendedInfo> =>
  api.put(userPath(userId), body, { schema: userExtendedInfoSchema });

export const setUserRoles = (userId: string, roles: readonly Role[]): Promise<{ roles: Role[] }> =>
  api.post(`${userPath(userId)}/roles`, { roles }, { schema: userRolesAnswerSchema });

/** POST (on) or DELETE (off) /api/user/{id}/flags with `{ flag }`. */
export const setFlag = (userId: string, flag: FeatureFlag, enabled: boolean) =>
  apiRequest(`${userPath(userId)}/flags`, {
    method: enabled ? 'POST' : 'DELETE',
    body: { flag },
    schema: userFlagsAnswerSchema,
  });

export const deleteUser = (userId: string): Promise<void> => api.delete(userPath(userId));

export const impersonate = (ecotoneUserId: string): Promise<ImpersonateAnswer> =>
  api.post('/api/auth/admin/impersonate', { ecotoneUserId }, { schema: impersonateAnswerSchema });
