import type { Permission } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import type { PermissionService } from '../services/permission.service.js';

/**
 * Who may use a site: add a shapefile to it in the wizard (docs/workflow.md) and see it in step
 * 2's list. Its creator may, and holders of USE_EVERY_SITE may use every one. Callers answer
 * NOT_FOUND to everyone else, so nobody learns that a site exists.
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

export function mayUseSite(user: SiteUser, site: { createdBy: string }): boolean {
  return site.createdBy === user.userId || user.usesEverySite;
}

/** The same rule as a list's filter: only this creator's sites, or null for all of them. */
export function listedSiteCreator(user: SiteUser): string | null {
  return user.usesEverySite ? null : user.userId;
}
