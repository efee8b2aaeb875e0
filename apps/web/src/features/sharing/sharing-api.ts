import {
  type AccessLevel,
  type AccessResourceType,
  type ResourceMetadata,
  resourceMetadataSchema,
  type SharingAnswer,
  type SharingCandidatesAnswer,
  sharingAnswerSchema,
  sharingCandidatesAnswerSchema,
} from '@ecotone/contracts';
import { api, apiRequest } from '../../api/client';

// The Sharing panel is part of lazy pages and dialogs that bring zod with them, so answers are
// checked against the contracts' schemas (docs/architecture.md, "Bundle").

const resourcePath = (type: AccessResourceType, id: string) =>
  `/api/resource/${type}/${encodeURIComponent(id)}`;

export const sharingQueryKeys = {
  all: ['sharing'] as const,
  resource: (type: AccessResourceType, id: string) => ['sharing', type, id] as const,
  users: (type: AccessResourceType, id: string) => ['sharing', type, id, 'users'] as const,
  metadata: (type: AccessResourceType, id: string) => ['sharing', type, id, 'metadata'] as const,
  candidates: (type: AccessResourceType, id: string, search: string) =>
    ['sharing', type, id, 'candidates', search] as const,
};

export const fetchSharing = (
  type: AccessResourceType,
  id: string,
  signal?: AbortSignal,
): Promise<SharingAnswer> =>
  api.get(`${resourcePath(type, id)}/sharing`, { schema: sharingAnswerSchema, signal });

export const fetchResourceMetadata = (
  type: AccessResourceType,
  id: string,
  signal?: AbortSignal,
): Promise<ResourceMetadata> =>
  api.get(`${resourcePath(type, id)}/metadata`, { schema: resourceMetadataSchema, signal });

export const fetchSharingCandidates = (
  type: AccessResourceType,
  id: string,
  search: string,
  signal?: AbortSignal,
): Promise<SharingCandidatesAnswer> =>
  api.get(`${resourcePath(type, id)}/sharing/candidates?search=${encodeURIComponent(search)}`, {
    schema: sharingCandidatesAnswerSchema,
    signal,
  });

/** Sets the direct grant (`none` removes it); answers the whole list again. */
export const setSharingLevel = (
  type: AccessResourceType,
  id: string,
  ecotoneUserId: string,
  accessLevel: AccessLevel,
): Promise<SharingAnswer> =>
  api.put(
    `${resourcePath(type, id)}/sharing`,
    { ecotoneUserId, accessLevel },
    {
      schema: sharingAnswerSchema,
    },
  );

export const removeSharing = (
  type: AccessResourceType,
  id: string,
  ecotoneUserId: string,
): Promise<SharingAnswer> =>
  apiRequest(`${resourcePath(type, id)}/sharing`, {
    method: 'DELETE',
    body: { ecotoneUserId },
    schema: sharingAnswerSchema,
  });

export const addSharingUsers = (
  type: AccessResourceType,
  id: string,
  users: ReadonlyArray<{ ecotoneUserId: string; accessLevel: AccessLevel }>,
): Promise<SharingAnswer> =>
  api.post(`${resourcePath(type, id)}/sharing`, { users }, { schema: sharingAnswerSchema });
