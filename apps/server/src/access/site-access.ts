import type { Permission } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import type { PermissionService } from '../services/permission.service.js';

/**
 * The site list's old rule (its creator; holders of USE_EVERY_SITE every site), kept only for
 * services/site.service.ts until the sites list moves onto the one access policy
 * (access/access-policy.ts, docs/access-policy.md). Every single-site check asks the policy.
 */

/** The permission that opens every site to its holder. */
export const USE_EVERY_SITE: Permission = 'update:site';

/** What the rule needs to know about who asks. */
export interface SiteUser {
  userId: string;
  /** Holds USE_EVERY_SITE. */
  usesEverySite: boolean;
}

/** The viewer as the rule sees them; the permission is asked here, once (before a transaction). */
export async function siteUser(
  viewer: Viewer,
  permissions: Pick<PermissionService, 'can'>,
): Promise<SiteUser> {
  return { userId: viewer.userId, usesEverySite: await permissions.can(viewer, USE_EVERY_SITE) };
}

/** The same rule as a list's filter: only this creator's sites, or null for all of them. */
export function listedSiteCreator(user: SiteUser): string | null {
  return user.usesEverySite ? null : user.userId;
}
