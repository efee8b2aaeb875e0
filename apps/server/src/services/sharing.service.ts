import {
  type AccessLevel,
  type AccessResourceType,
  accessRank,
  OFFERED_ACCESS_LEVELS,
  RESOURCE_PICKER_MAX,
  type ResourceListAnswer,
  type ResourceMetadata,
  type SharingAnswer,
  type SharingCandidatesAnswer,
  type SharingSource,
  type SharingUser,
} from '@ecotone/contracts';
import { type AccessPolicy, type AccessSubject, highestAccess } from '../access/access-policy.js';
import { isInternalEmail } from '../access/assessment-access.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { AccessRepository } from '../repositories/access.repository.js';
import type {
  PublishState,
  ShareableResource,
  SharingRepository,
} from '../repositories/sharing.repository.js';
import type { PermissionService } from './permission.service.js';

/** The permission that lets its holder change who has access to anything they can see. */
export const SHARE_EVERYTHING = 'update:user-resources' as const;
/** The permission that edits, publishes and invalidates portfolios, projects and sites. */
export const EDIT_RESOURCES = 'update:site' as const;

const CANDIDATES_MAX = 20;

const publishStateOf = (
  resource: { resourceType: 'portfolio' | 'project'; resourceId: string },
  state: PublishState,
) => ({
  resourceType: resource.resourceType,
  resourceId: resource.resourceId,
  publishedAt: state.publishedAt?.toISOString() ?? null,
  invalidatedAt: state.invalidatedAt?.toISOString() ?? null,
});

/** Why a resource cannot be shared at all (specs/2 section 5), or null. */
export function notShareableReason(
  resource: ShareableResource,
): ResourceMetadata['notShareableReason'] {
  if (resource.ownerUserId) return { kind: 'ownedCollection' };
  if (resource.visibility && resource.visibility !== 'external')
    return { kind: 'visibility', visibility: resource.visibility };
  return null;
}

/** Direct, "Via <type>" or "Multiple sources" (specs/2 section 2). */
export function sourceLabel(
  sources: readonly SharingSource[],
): Pick<SharingUser, 'label' | 'viaType'> {
  const inherited = sources.filter((source) => !source.direct);
  if (inherited.length === 0) return { label: 'direct', viaType: null };
  const types = new Set(inherited.map((source) => source.resourceType));
  const [viaType] = types;
  if (inherited.length === sources.length && types.size === 1 && viaType)
    return { label: 'via', viaType };
  return { label: 'multiple', viaType: null };
}

/**
 * The Sharing panel (specs/2 sections 4-6; docs/sharing.md): who holds access to a resource and
 * how, and the direct grants a sharer sets. Reading and changing the list needs full access to
 * the resource or `update:user-resources`; the levels follow the one access policy.
 */
export function createSharingService(deps: {
  sharing: SharingRepository;
  access: AccessRepository;
  accessPolicy: AccessPolicy;
  permissions: Pick<PermissionService, 'can' | 'require'>;
  internalEmailDomains: readonly string[];
}) {
  const internal = (email: string) => isInternalEmail(email, deps.internalEmailDomains);

  async function existing(type: AccessResourceType, id: string): Promise<ShareableResource> {
    const resource = await deps.sharing.resource(type, id);
    if (!resource) throw new AppError('NOT_FOUND');
    return resource;
  }

  /** Whether the viewer may change who has access, given their level there. */
  async function mayShare(viewer: Viewer, level: AccessLevel): Promise<boolean> {
    return level === 'full' || (await deps.permissions.can(viewer, SHARE_EVERYTHING));
  }

  /** The sharer's check: 404 without access, 403 when they may read but not share. */
  async function requireSharer(viewer: Viewer, type: AccessResourceType, id: string) {
    const resource = await existing(type, id);
    const who = await deps.accessPolicy.subject(viewer);
    const level = await deps.accessPolicy.levelOf(who, type, id);
    if (await mayShare(viewer, level)) return { resource, who };
    throw new AppError(level === 'none' ? 'NOT_FOUND' : 'FORBIDDEN');
  }

  async function sharingList(type: AccessResourceType, id: string): Promise<SharingAnswer> {
    const ancestors = await deps.access.ancestors(type, id);
    const grants = await deps.access.grantsOn(ancestors, null);
    const titles = new Map(ancestors.map((a) => [`${a.resourceType}:${a.resourceId}`, a]));
    const users = await deps.sharing.activeUsers([...new Set(grants.map((g) => g.userId))]);
    const minimumLevels: Record<string, AccessLevel> = {};
    const rows: SharingUser[] = users.map((user) => {
      const sources: SharingSource[] = grants
        .filter((grant) => grant.userId === user.id)
        .map((grant) => {
          const ancestor = titles.get(`${grant.resourceType}:${grant.resourceId}`);
          return {
            resourceType: grant.resourceType,
            resourceId: grant.resourceId,
            resourceTitle: ancestor?.title ?? '',
            accessLevel: grant.accessLevel,
            direct: ancestor?.direct ?? false,
          };
        })
        .sort((a, b) => Number(b.direct) - Number(a.direct));
      const inherited = highestAccess(sources.filter((s) => !s.direct).map((s) => s.accessLevel));
      if (inherited !== 'none') minimumLevels[user.id] = inherited;
      return {
        ecotoneUserId: user.id,
        name: user.name,
        email: user.email,
        accessLevel: highestAccess(sources.map((source) => source.accessLevel)),
        ...sourceLabel(sources),
        sources,
        internal: internal(user.email),
      };
    });
    return { users: rows, minimumLevels };
  }

  /**
   * Sets direct grants in one transaction: each level offered for the type, each user existing
   * and not deleted, none below what a parent already gives the user, the resource shareable.
   */
  async function setGrants(
    viewer: Viewer,
    type: AccessResourceType,
    id: string,
    changes: readonly { ecotoneUserId: string; accessLevel: AccessLevel }[],
  ): Promise<SharingAnswer> {
    const { resource } = await requireSharer(viewer, type, id);
    for (const change of changes)
      if (!OFFERED_ACCESS_LEVELS[type].includes(change.accessLevel))
        throw new AppError('ACCESS_LEVEL_NOT_OFFERED', { level: change.accessLevel });
    if (changes.some((change) => change.accessLevel !== 'none') && notShareableReason(resource))
      throw new AppError('RESOURCE_NOT_SHAREABLE');
    const ancestors = (await deps.access.ancestors(type, id)).filter((a) => !a.direct);
    for (const change of changes) {
      if (!(await deps.sharing.activeUser(change.ecotoneUserId))) throw new AppError('NOT_FOUND');
      if (change.accessLevel === 'none') continue;
      const inherited = highestAccess(
        (await deps.access.grantsOn(ancestors, change.ecotoneUserId)).map((g) => g.accessLevel),
      );
      if (accessRank(change.accessLevel) < accessRank(inherited))
        throw new AppError('ACCESS_BELOW_MINIMUM', { level: inherited });
    }
    await deps.sharing.inTransaction(async (tx) => {
      const access = deps.access.on(tx);
      for (const change of changes)
        await access.setGrant({
          userId: change.ecotoneUserId,
          resourceType: type,
          resourceId: id,
          accessLevel: change.accessLevel,
          grantedBy: viewer.userId,
        });
      if (changes.some((change) => change.accessLevel !== 'none'))
        await access.markAssessmentsShared(type, id);
    });
    return sharingList(type, id);
  }

  return {
    /** GET /api/resource/{type}/{id}/sharing. */
    async list(viewer: Viewer, type: AccessResourceType, id: string): Promise<SharingAnswer> {
      await requireSharer(viewer, type, id);
      return sharingList(type, id);
    },

    /** PUT /api/resource/{type}/{id}/sharing: one user's direct grant (`none` removes it). */
    put: (
      viewer: Viewer,
      type: AccessResourceType,
      id: string,
      body: { ecotoneUserId: string; accessLevel: AccessLevel },
    ) => setGrants(viewer, type, id, [body]),

    /** DELETE /api/resource/{type}/{id}/sharing: removes one user's direct grant. */
    remove: (viewer: Viewer, type: AccessResourceType, id: string, userId: string) =>
      setGrants(viewer, type, id, [{ ecotoneUserId: userId, accessLevel: 'none' }]),

    /** POST /api/resource/{type}/{id}/sharing: adds several users. */
    add: (
      viewer: Viewer,
      type: AccessResourceType,
      id: string,
      users: readonly { ecotoneUserId: string; accessLevel: AccessLevel }[],
    ) => setGrants(viewer, type, id, users),

    /**
     * An invitation's access levels (POST /api/user/invite), checked before the account is made:
     * `none` entries are skipped; an unknown resource is 400 RESOURCE_NOT_FOUND, one the viewer may
     * not share 403, a level not offered 400, a resource not shareable 409. Answers the grants to
     * give.
     */
    async checkInviteGrants(
      viewer: Viewer,
      grants: readonly {
        resourceType: AccessResourceType;
        resourceId: string;
        accessLevel: AccessLevel;
      }[],
    ) {
      const given = grants.filter((grant) => grant.accessLevel !== 'none');
      if (given.length === 0) return [];
      const who = await deps.accessPolicy.subject(viewer);
      for (const grant of given) {
        const resource = await deps.sharing.resource(grant.resourceType, grant.resourceId);
        if (!resource) throw new AppError('RESOURCE_NOT_FOUND');
        const level = await deps.accessPolicy.levelOf(who, grant.resourceType, grant.resourceId);
        if (!(await mayShare(viewer, level)))
          throw new AppError(level === 'none' ? 'RESOURCE_NOT_FOUND' : 'FORBIDDEN');
        if (!OFFERED_ACCESS_LEVELS[grant.resourceType].includes(grant.accessLevel))
          throw new AppError('ACCESS_LEVEL_NOT_OFFERED', { level: grant.accessLevel });
        if (notShareableReason(resource)) throw new AppError('RESOURCE_NOT_SHAREABLE');
      }
      return given;
    },

    /** Gives checked grants to a new user, in one transaction (assessments reached become shared). */
    async giveGrants(
      userId: string,
      grants: readonly {
        resourceType: AccessResourceType;
        resourceId: string;
        accessLevel: AccessLevel;
      }[],
      grantedBy: string,
    ): Promise<void> {
      if (grants.length === 0) return;
      await deps.sharing.inTransaction(async (tx) => {
        const access = deps.access.on(tx);
        for (const grant of grants) {
          await access.setGrant({ ...grant, userId, grantedBy });
          await access.markAssessmentsShared(grant.resourceType, grant.resourceId);
        }
      });
    },

    /** GET /api/resource/{type}/{id}/sharing/candidates. */
    async candidates(
      viewer: Viewer,
      type: AccessResourceType,
      id: string,
      search: string,
    ): Promise<SharingCandidatesAnswer> {
      await requireSharer(viewer, type, id);
      const users = await deps.sharing.searchUsers(search, CANDIDATES_MAX);
      return {
        users: users.map((user) => ({
          ecotoneUserId: user.id,
          name: user.name,
          email: user.email,
          internal: internal(user.email),
        })),
      };
    },

    /** GET /api/resource/{type}/{id}/metadata: needs read access. */
    async metadata(
      viewer: Viewer,
      type: AccessResourceType,
      id: string,
    ): Promise<ResourceMetadata> {
      const who = await deps.accessPolicy.subject(viewer);
      const accessLevel = await deps.accessPolicy.require(who, type, id);
      const resource = await existing(type, id);
      return {
        resourceType: type,
        resourceId: id,
        title: resource.title,
        accessLevel,
        canShare: await mayShare(viewer, accessLevel),
        notShareableReason: notShareableReason(resource),
      };
    },

    /** GET /api/resource/{type}/{id}/collections: needs read access. */
    async collectionsOf(viewer: Viewer, type: AccessResourceType, id: string) {
      await deps.accessPolicy.require(await deps.accessPolicy.subject(viewer), type, id);
      return { collections: await deps.sharing.collectionsHolding(type, id) };
    },

    /** GET /api/resource: what the viewer can read, for pickers. */
    async readable(viewer: Viewer): Promise<ResourceListAnswer> {
      const who: AccessSubject = await deps.accessPolicy.subject(viewer);
      return deps.sharing.readable(who.userId, who.readsEverything, RESOURCE_PICKER_MAX);
    },

    /** POST /api/resource/invalidate (update:site). */
    async invalidate(
      viewer: Viewer,
      body: { resourceType: 'portfolio' | 'project'; resourceId: string },
    ) {
      await deps.permissions.require(viewer, EDIT_RESOURCES);
      const state = await deps.sharing.invalidate(body.resourceType, body.resourceId);
      if (!state) throw new AppError('NOT_FOUND');
      return { resources: [publishStateOf(body, state)] };
    },

    /** POST /api/resource/publish (update:site): all of them, or none when one is missing. */
    async publish(
      viewer: Viewer,
      resources: readonly { resourceType: 'portfolio' | 'project'; resourceId: string }[],
    ) {
      await deps.permissions.require(viewer, EDIT_RESOURCES);
      return deps.sharing.inTransaction(async (tx) => {
        const statements = deps.sharing.on(tx);
        const states = [];
        for (const resource of resources) {
          const state = await statements.publish(resource.resourceType, resource.resourceId);
          if (!state) throw new AppError('NOT_FOUND');
          states.push(publishStateOf(resource, state));
        }
        return { resources: states };
      });
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
