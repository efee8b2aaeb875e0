import {
  type AccessLevel,
  type AccessResourceType,
  type ResourceListAnswer,
  resourceListAnswerSchema,
  type SharingAnswer,
  sharingAnswerSchema,
} from '@ecotone/contracts';
import { api } from './client';

// The resource list (pickers) and the one sharing write the collection editor and the admin
// profile share. Lazy pages only: they bring zod with them (docs/architecture.md, "Bundle").

export const resourceQueryKeys = {
  list: ['resources', 'list'] as const,
};

/** GET /api/resource: what the viewer can see (portfolios, projects, collections, sites). */
export const fetchResources = (signal?: AbortSignal): Promise<ResourceListAnswer> =>
  api.get('/api/resource', { schema: resourceListAnswerSchema, signal });

const sharingPath = (type: AccessResourceType, id: string) =>
  `/api/resource/${type}/${encodeURIComponent(id)}/sharing`;

/** PUT /api/resource/{type}/{id}/sharing: sets a user's direct level; `none` removes it. */
export const setAccessLevel = (
  type: AccessResourceType,
  id: string,
  ecotoneUserId: string,
  accessLevel: AccessLevel,
): Promise<SharingAnswer> =>
  api.put(sharingPath(type, id), { ecotoneUserId, accessLevel }, { schema: sharingAnswerSchema });
