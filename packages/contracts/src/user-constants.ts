// User administration vocabularies without zod (the web app's admin pages read them; issue 19).
import type { Role } from './permissions.js';

/** Access levels, lowest first; a higher level includes the lower ones (specs/2 section 6). */
export const ACCESS_LEVELS = ['none', 'no-financials', 'basic', 'full'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** What access can be granted on (specs/2 section 3, "Entity kinds for sharing"). */
export const ACCESS_RESOURCE_TYPES = [
  'portfolio',
  'project',
  'collection',
  'site',
  'assessment',
] as const;
export type AccessResourceType = (typeof ACCESS_RESOURCE_TYPES)[number];

/**
 * The roles an invitation may give to an email that is not a platform user yet (specs/2 section
 * 5, "a fixed small list"; docs/users.md).
 */
export const INVITABLE_ROLES = ['user', 'partner'] as const satisfies readonly Role[];

/** The user table's sort keys. */
export const USER_LIST_SORTS = ['name', 'email', 'createdAt', 'lastSignInAt'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];
export const USER_LIST_MAX_PAGE_SIZE = 100;

export const USER_NAME_MAX = 100;

/** How long an invitation link works. */
export const INVITATION_VALIDITY_DAYS = 7;
/** How long an impersonation link may wait to be opened, and the session it opens lasts. */
export const IMPERSONATION_LINK_MINUTES = 5;
export const IMPERSONATION_SESSION_MINUTES = 60;
