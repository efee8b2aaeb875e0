/**
 * Permission names of specs/2 section 6. Roles map to permissions in the database
 * (`role_permission`, seeded by migration 0003); this list is the vocabulary both sides share.
 */
export const PERMISSIONS = [
  'update:users',
  'update:user-resources',
  'assign:user-flags',
  'assign-partner:user-roles',
  'assign-any:user-roles',
  'delete:users',
  'impersonate:users',
  'update:collection',
  'update:site',
  'delete:resource',
  'create:site',
  'access:hub',
  'read-draft:resource',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Roles, most powerful first. See docs/decisions/0003-roles-and-permissions.md. */
export const ROLES = ['admin', 'staff', 'partner', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** Feature flags: a fixed list (specs/2 section 6). `parcel-picker` gates the parcel tools. */
export const FEATURE_FLAGS = [
  'prefer-portfolios-page',
  'google-drive-references',
  'data-sources',
  'reports',
  'parcel-picker',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
