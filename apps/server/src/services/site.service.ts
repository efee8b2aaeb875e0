import type { SiteListAnswer } from '@ecotone/contracts';
import { listedSiteCreator, siteUser } from '../access/site-access.js';
import type { Viewer } from '../auth/viewer.js';
import type { SiteRepository } from '../repositories/site.repository.js';
import type { PermissionService } from './permission.service.js';

/**
 * Sites as step 2 of the wizard offers them: the ones the viewer may add a shapefile to, by the
 * same rule as the workflow (access/site-access.ts).
 */
export function createSiteService(deps: { sites: SiteRepository; permissions: PermissionService }) {
  return {
    async list(viewer: Viewer): Promise<SiteListAnswer> {
      const user = await siteUser(viewer, deps.permissions);
      return { sites: await deps.sites.list(listedSiteCreator(user)) };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
