import type { SiteListAnswer } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import type { SiteRepository } from '../repositories/site.repository.js';
import type { PermissionService } from './permission.service.js';

/**
 * Sites as step 2 of the wizard offers them: the ones the viewer may add a shapefile to, by the
 * same rule as the workflow (their creator, or any holder of `update:site`).
 */
export function createSiteService(deps: { sites: SiteRepository; permissions: PermissionService }) {
  return {
    async list(viewer: Viewer): Promise<SiteListAnswer> {
      const seesAll = await deps.permissions.can(viewer, 'update:site');
      return { sites: await deps.sites.list(seesAll ? null : viewer.userId) };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
