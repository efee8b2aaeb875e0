import {
  type AccessLevel,
  type Collection,
  type CollectionItemType,
  type CollectionListAnswer,
  includesAccess,
} from '@ecotone/contracts';
import type { AccessPolicy, AccessSubject } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { AccessRepository } from '../repositories/access.repository.js';
import type { CollectionRepository } from '../repositories/collection.repository.js';
import type { PermissionService } from './permission.service.js';

/** The permission that makes and edits collections. */
export const EDIT_COLLECTIONS = 'update:collection' as const;

/**
 * Collections (docs/sharing.md; specs/2 section 3): reading follows the access policy; editing
 * (rename, items, delete) needs update:collection and full access (creator, owner, staff or a
 * full grant).
 */
export function createCollectionService(deps: {
  collections: CollectionRepository;
  access: AccessRepository;
  accessPolicy: AccessPolicy;
  permissions: Pick<PermissionService, 'can' | 'require'>;
}) {
  async function canEdit(viewer: Viewer, level: AccessLevel): Promise<boolean> {
    return level === 'full' && (await deps.permissions.can(viewer, EDIT_COLLECTIONS));
  }

  async function answer(viewer: Viewer, id: string, level: AccessLevel): Promise<Collection> {
    const record = await deps.collections.find(id);
    if (!record) throw new AppError('NOT_FOUND');
    return {
      ...record,
      collectionItems: await deps.collections.items(id),
      accessLevel: level,
      canEdit: await canEdit(viewer, level),
    };
  }

  /** The editor's check: 404 without access, 403 with it but not enough to edit. */
  async function requireEditor(viewer: Viewer, id: string) {
    const who = await deps.accessPolicy.subject(viewer);
    const level = await deps.accessPolicy.require(who, 'collection', id);
    if (!(await canEdit(viewer, level))) throw new AppError('FORBIDDEN');
    return { who, level };
  }

  /** Refuses an item the viewer cannot read (404) or that a collection may not hold (409). */
  async function checkItem(
    who: AccessSubject,
    collectionId: string,
    item: { itemType: CollectionItemType; itemId: string },
  ) {
    if (item.itemType === 'collection' && item.itemId === collectionId)
      throw new AppError('COLLECTION_ITEM_NOT_ALLOWED');
    if ((await deps.accessPolicy.levelOf(who, item.itemType, item.itemId)) === 'none')
      throw new AppError('NOT_FOUND');
    if (item.itemType !== 'site') return;
    const site = await deps.collections.siteFacts(item.itemId);
    if (site?.parentProjectId) throw new AppError('COLLECTION_ITEM_NOT_ALLOWED');
    if (!site?.primaryAssessmentId) throw new AppError('SITE_HAS_NO_PRIMARY_ASSESSMENT');
  }

  return {
    /** GET /api/collections: the ones the viewer can read. */
    async list(viewer: Viewer): Promise<CollectionListAnswer> {
      const who = await deps.accessPolicy.subject(viewer);
      const records = await deps.collections.readable(who.userId, who.readsEverything);
      const collections = [];
      for (const record of records) {
        const accessLevel = await deps.accessPolicy.levelOf(who, 'collection', record.collectionId);
        if (includesAccess(accessLevel, 'no-financials'))
          collections.push({ ...record, accessLevel });
      }
      return { collections };
    },

    /** GET /api/collection/{id}. */
    async get(viewer: Viewer, id: string): Promise<Collection> {
      const who = await deps.accessPolicy.subject(viewer);
      return answer(viewer, id, await deps.accessPolicy.require(who, 'collection', id));
    },

    /** POST /api/collections (update:collection): `private` makes the viewer its owner. */
    async create(
      viewer: Viewer,
      body: { collectionName: string; private: boolean },
    ): Promise<Collection> {
      await deps.permissions.require(viewer, EDIT_COLLECTIONS);
      const id = await deps.collections.create({
        name: body.collectionName,
        ownerUserId: body.private ? viewer.userId : null,
        createdBy: viewer.userId,
      });
      return answer(viewer, id, 'full');
    },

    /** PATCH /api/collection/{id}: renames it. */
    async rename(viewer: Viewer, id: string, name: string): Promise<Collection> {
      const { level } = await requireEditor(viewer, id);
      await deps.collections.rename(id, name);
      return answer(viewer, id, level);
    },

    /** DELETE /api/collection/{id}: with its grants and the items pointing at it. */
    async remove(viewer: Viewer, id: string): Promise<void> {
      await requireEditor(viewer, id);
      await deps.collections.inTransaction(async (tx) => {
        await deps.access.on(tx).deleteGrantsOn('collection', id);
        await deps.collections.on(tx).delete(id);
      });
    },

    /**
     * PUT /api/collection/{id}/items: adds items the viewer can read, skipping those already in;
     * a shared collection's new items' assessments become shared.
     */
    async addItems(
      viewer: Viewer,
      id: string,
      items: readonly { itemType: CollectionItemType; itemId: string }[],
    ): Promise<Collection> {
      const { who, level } = await requireEditor(viewer, id);
      for (const item of items) await checkItem(who, id, item);
      const shared =
        (
          await deps.access.grantsOn(
            [{ resourceType: 'collection', resourceId: id, title: '', direct: true }],
            null,
          )
        ).length > 0;
      await deps.collections.inTransaction(async (tx) => {
        const collections = deps.collections.on(tx);
        for (const item of items) await collections.addItem(id, item.itemType, item.itemId);
        if (shared) await deps.access.on(tx).markAssessmentsShared('collection', id);
      });
      return answer(viewer, id, level);
    },

    /** DELETE /api/collection/{id}/items: removes one item. */
    async removeItem(viewer: Viewer, id: string, itemId: string): Promise<Collection> {
      const { level } = await requireEditor(viewer, id);
      await deps.collections.removeItem(id, itemId);
      return answer(viewer, id, level);
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
