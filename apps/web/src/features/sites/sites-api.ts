import {
  deleteSiteAnswerSchema,
  projectListAnswerSchema,
  type SiteAnswer,
  type SitesPageAnswer,
  siteAnswerSchema,
  sitesPageAnswerSchema,
  type UpdateSiteBody,
  updateSiteAnswerSchema,
} from '@ecotone/contracts';
import { api, apiRequest } from '../../api/client';

// The sites pages are lazy chunks that bring zod, so answers are checked against the contracts.

export const siteQueryKeys = {
  all: ['sites'] as const,
  list: ['sites', 'list'] as const,
  site: (siteId: string) => ['sites', 'site', siteId] as const,
  projects: ['sites', 'projects'] as const,
};

const sitePath = (siteId: string) => `/api/site/${encodeURIComponent(siteId)}`;

export const fetchSitesPage = (signal?: AbortSignal): Promise<SitesPageAnswer> =>
  api.get('/api/sites', { schema: sitesPageAnswerSchema, signal });

/** 404 NOT_FOUND when the viewer has no access and the site is not reserved. */
export const fetchSite = (siteId: string, signal?: AbortSignal): Promise<SiteAnswer> =>
  api.get(sitePath(siteId), { schema: siteAnswerSchema, signal });

export const fetchProjects = (signal?: AbortSignal) =>
  api.get('/api/projects', { schema: projectListAnswerSchema, signal });

export type UpdateSiteAnswer = ReturnType<typeof updateSiteAnswerSchema.parse>;
export const updateSite = (siteId: string, body: UpdateSiteBody): Promise<UpdateSiteAnswer> =>
  apiRequest(sitePath(siteId), { method: 'PATCH', body, schema: updateSiteAnswerSchema });

export type DeleteSiteAnswer = ReturnType<typeof deleteSiteAnswerSchema.parse>;
export const deleteSite = (
  siteId: string,
  replacementSiteId: string | null,
): Promise<DeleteSiteAnswer> =>
  apiRequest(sitePath(siteId), {
    method: 'DELETE',
    body: { replacementSiteId },
    schema: deleteSiteAnswerSchema,
  });
