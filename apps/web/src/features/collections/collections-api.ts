import {
  type Collection,
  type CollectionItemType,
  type CollectionListAnswer,
  collectionListAnswerSchema,
  collectionSchema,
} from '@ecotone/contracts';
import { api, apiRequest } from '../../api/client';

const collectionPath = (id: string) => `/api/collection/${encodeURIComponent(id)}`;

export const collectionQueryKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  one: (id: string) => ['collections', 'one', id] as const,
};

export const fetchCollections = (signal?: AbortSignal): Promise<CollectionListAnswer> =>
  api.get('/api/collections', { schema: collectionListAnswerSchema, signal });

export const fetchCollection = (id: string, signal?: AbortSignal): Promise<Collection> =>
  api.get(collectionPath(id), { schema: collectionSchema, signal });

/** POST /api/collections (update:collection); `private` makes the viewer its owner. */
export const createCollection = (collectionName: string, isPrivate: boolean): Promise<Collection> =>
  api.post(
    '/api/collections',
    { collectionName, private: isPrivate },
    { schema: collectionSchema },
  );

export const renameCollection = (id: string, collectionName: string): Promise<Collection> =>
  apiRequest(collectionPath(id), {
    method: 'PATCH',
    body: { collectionName },
    schema: collectionSchema,
  });

export const deleteCollection = (id: string): Promise<void> => api.delete(collectionPath(id));

export interface NewItem {
  itemType: CollectionItemType;
  itemId: string;
}

export const addCollectionItems = (id: string, items: readonly NewItem[]): Promise<Collection> =>
  api.put(`${collectionPath(id)}/items`, { items }, { schema: collectionSchema });

export const removeCollectionItem = (id: string, itemId: string): Promise<Collection> =>
  apiRequest(`${collectionPath(id)}/items`, {
    method: 'DELETE',
    body: { itemId },
    schema: collectionSchema,
  });
