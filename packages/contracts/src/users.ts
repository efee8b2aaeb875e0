import { LANGUAGES } from '@ecotone/i18n';
import { z } from 'zod';
import { FEATURE_FLAGS, ROLES } from './permissions.js';
import { SSO_PROVIDERS } from './sign-in.js';
import {
  ACCESS_LEVELS,
  ACCESS_RESOURCE_TYPES,
  IMPERSONATION_SESSION_MINUTES,
  INVITABLE_ROLES,
  USER_LIST_MAX_PAGE_SIZE,
  USER_LIST_SORTS,
  USER_NAME_MAX,
} from './user-constants.js';

export * from './user-constants.js';

// User administration (issue 19; specs/2 sections 2-8, docs/users.md). `ecotoneUserId` is the
// spec's `{product}UserId`.

const userId = z.string().min(1).max(200);
const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
/** A display name: trimmed, control characters removed (issue 11), 1-100 characters left. */
const displayName = z
  .string()
  .transform((value) => value.replace(/\p{Cc}/gu, '').trim())
  .pipe(z.string().min(1).max(USER_NAME_MAX));
const optionalNamePart = z
  .string()
  .transform((value) => value.replace(/\p{Cc}/gu, '').trim())
  .pipe(z.string().max(USER_NAME_MAX))
  .optional();

/** Where an account stands: `invited` until the invitee has set a password or signed in. */
export const userStatusSchema = z.enum(['active', 'invited']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** GET /api/users query: search matches name or email (case-insensitive substring). */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(USER_LIST_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(USER_LIST_MAX_PAGE_SIZE).default(25),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** One row of the user table. */
export const userSummarySchema = z.object({
  ecotoneUserId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  /** Single-sign-on identities linked to the account (the icons next to the email). */
  sso: z.array(z.enum(SSO_PROVIDERS)),
  status: userStatusSchema,
  createdAt: z.iso.datetime(),
  /** The newest session's start; null when the user never signed in. */
  lastSignInAt: z.iso.datetime().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/users (update:users). */
export const userListAnswerSchema = z.object({
  users: z.array(userSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type UserListAnswer = z.infer<typeof userListAnswerSchema>;

/** GET /api/user/by-email/{email} (update:users): 404 NOT_FOUND when no account has it. */
export const userByEmailAnswerSchema = z.object({ ecotoneUserId: z.string() });
export type UserByEmailAnswer = z.infer<typeof userByEmailAnswerSchema>;

export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export const accessResourceTypeSchema = z.enum(ACCESS_RESOURCE_TYPES);

/** One grant: specs/2 section 3, "Access source". */
export const accessSourceSchema = z.object({
  resourceType: accessResourceTypeSchema,
  resourceId: z.string(),
  accessLevel: accessLevelSchema,
});
export type AccessSource = z.infer<typeof accessSourceSchema>;

/** Resource id -> the user's level there and the resource's title. */
const accessLevelMapSchema = z.record(
  z.string(),
  z.object({ accessLevel: accessLevelSchema, resourceTitle: z.string() }),
);

/**
 * GET /api/user/{id}/extended-info (update:users): the profile dialog's content. The access
 * part: `accessSources` are the user's direct grants, `accessLevels` their effective level per
 * resource (direct or inherited, docs/sharing.md), `effectiveAccessLevel` the highest of them.
 */
export const userExtendedInfoSchema = z.object({
  ecotoneUserId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  sso: z.array(z.enum(SSO_PROVIDERS)),
  /** Whether the account has a password (email sign-in); invitees get one when they accept. */
  hasPassword: z.boolean(),
  notionUrl: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  flags: z.array(z.enum(FEATURE_FLAGS)),
  status: userStatusSchema,
  /** When the pending invitation's link stops working; null unless `status` is invited. */
  invitationExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  accessSources: z.array(accessSourceSchema),
  effectiveAccessLevel: accessLevelSchema,
  accessLevels: z.object({
    portfolio: accessLevelMapSchema,
    project: accessLevelMapSchema,
    collection: accessLevelMapSchema,
    site: accessLevelMapSchema,
    assessment: accessLevelMapSchema,
  }),
});
export type UserExtendedInfo = z.infer<typeof userExtendedInfoSchema>;

/** One role as the viewer may assign it (specs/2 section 3, "Role entry"). */
export const roleEntrySchema = z.object({
  role: z.enum(ROLES),
  /** False: shown greyed out (the viewer may assign partner roles only, or the invitee's list). */
  selectable: z.boolean(),
  /** What the role may do, in the request's language. */
  description: z.string(),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

/**
 * GET /api/user/all-roles (assign-partner:user-roles or assign-any:user-roles), query
 * `forInvite=true` for an email that is not a user yet: then only INVITABLE_ROLES are
 * selectable.
 */
export const allRolesQuerySchema = z.object({
  forInvite: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const allRolesAnswerSchema = z.object({ roles: z.array(roleEntrySchema) });
export type AllRolesAnswer = z.infer<typeof allRolesAnswerSchema>;

/**
 * POST /api/user/invite (update:users; roles need the matching assign permission). Makes an
 * account without a password and mails the invitee a link (7 days) in `language`, which signs
 * them in once they have set a password. 409 USER_ALREADY_EXISTS for an email that has an
 * account (the dialog then offers to update their access instead).
 */
export const inviteUserBodySchema = z.object({
  email,
  firstName: optionalNamePart,
  lastName: optionalNamePart,
  roles: z.array(z.enum(INVITABLE_ROLES)).max(INVITABLE_ROLES.length).default(['user']),
  /** Grants per resource, given when the account is made (docs/sharing.md); `none` entries are skipped. */
  accessLevels: z.array(accessSourceSchema).max(200).default([]),
  /** The invitation mail's language, and the new account's; the inviter's by default. */
  language: z.enum(LANGUAGES).optional(),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;
export const inviteUserAnswerSchema = z.object({ ecotoneUserId: z.string() });
export type InviteUserAnswer = z.infer<typeof inviteUserAnswerSchema>;

/** POST /api/user/{id}/resend-invite: a new link (older ones stop working); 409 INVITATION_NOT_PENDING. */
export const resendInviteAnswerSchema = z.object({ invitationExpiresAt: z.iso.datetime() });

/**
 * POST /api/user/invitation/check (anonymous): whether an invitation link still works, and
 * whose it is. 400 INVITATION_INVALID for an unknown, used, superseded or expired token.
 */
export const invitationTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
export const invitationCheckAnswerSchema = z.object({
  email: z.string(),
  name: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InvitationCheckAnswer = z.infer<typeof invitationCheckAnswerSchema>;

/**
 * POST /api/user/invitation/accept (anonymous): sets the invitee's password (8-128 characters,
 * as sign-up), marks the invitation used and signs them in (the answer sets the session cookie).
 */
export const acceptInvitationBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(8).max(128),
  /** The invitee may correct the name the inviter typed. */
  name: displayName.optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
export const acceptInvitationAnswerSchema = z.object({ ecotoneUserId: z.string() });

/**
 * PUT /api/user/{id} (update:users; PATCH is the same): name, email and notion link. Name and
 * email only for users without single sign-on (403 PROFILE_MANAGED_BY_SSO), email unique (409
 * USER_ALREADY_EXISTS). Answers the extended info.
 */
export const updateUserBodySchema = z
  .object({
    name: displayName.optional(),
    email: email.optional(),
    notionUrl: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable()
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to update' });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/**
 * POST /api/user/{id}/roles: the user's whole role list. With only assign-partner:user-roles
 * the viewer may add or remove `partner` and nothing else (403 FORBIDDEN otherwise). Nobody
 * removes the last administrator's admin role (409 LAST_ADMINISTRATOR). Answers the roles.
 */
export const setUserRolesBodySchema = z.object({
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
});
export const userRolesAnswerSchema = z.object({ roles: z.array(z.enum(ROLES)) });

/**
 * DELETE /api/user/{id} (delete:users): the account is anonymised, not removed (decision 0023):
 * sign-in, sessions, flags, preferences and pending invitations go, and what the user created
 * stays with the "Deleted user" record. Not oneself (409 CANNOT_DELETE_SELF), not the last
 * administrator (409 LAST_ADMINISTRATOR). 204.
 */

/**
 * POST /api/auth/admin/impersonate (impersonate:users): a one-time link (5 minutes) that signs
 * whoever opens it in as the user for IMPERSONATION_SESSION_MINUTES, marked in the UI and
 * written to the audit log. Not oneself and not an administrator (403 FORBIDDEN).
 */
export const impersonateBodySchema = z.object({ ecotoneUserId: userId });
export const impersonateAnswerSchema = z.object({ loginUrl: z.url() });
export type ImpersonateAnswer = z.infer<typeof impersonateAnswerSchema>;

/** How long an impersonated session lasts. */
export const IMPERSONATION_MINUTES = IMPERSONATION_SESSION_MINUTES;

/** One line of the impersonation audit log. */
export const impersonationLogEntrySchema = z.object({
  id: z.string(),
  adminUserId: z.string(),
  adminName: z.string(),
  adminEmail: z.string(),
  targetUserId: z.string(),
  targetName: z.string(),
  targetEmail: z.string(),
  /** When the link was made. */
  createdAt: z.iso.datetime(),
  /** When the link was opened (the impersonated session began); null if never. */
  usedAt: z.iso.datetime().nullable(),
  /** When the impersonated session ended (return, sign-out, expiry); null while it lasts. */
  endedAt: z.iso.datetime().nullable(),
  /** The address that opened the link. */
  usedFromIp: z.string().nullable(),
});
export type ImpersonationLogEntry = z.infer<typeof impersonationLogEntrySchema>;

/** GET /api/admin/impersonations (impersonate:users), newest first, paged as the user list. */
export const impersonationLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(USER_LIST_MAX_PAGE_SIZE).default(25),
});
export const impersonationLogAnswerSchema = z.object({
  entries: z.array(impersonationLogEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ImpersonationLogAnswer = z.infer<typeof impersonationLogAnswerSchema>;

/**
 * GET /api/admin/settings (update:users): the rules an administrator should see, starting with
 * how admin permissions are granted (ADMIN_SIGN_IN; decision 0004 as amended by 0024).
 */
export const adminSettingsSchema = z.object({
  /** `google`: admin permissions only in sessions signed in with Google; `any`: every method. */
  adminSignIn: z.enum(['google', 'any']),
  googleSignInConfigured: z.boolean(),
  /** Whether the value came from ADMIN_SIGN_IN or from the default (Google configured or not). */
  adminSignInSource: z.enum(['configured', 'default']),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
