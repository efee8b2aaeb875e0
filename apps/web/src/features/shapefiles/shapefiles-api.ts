import {
  type ShapefileDetail,
  type ShapefileListAnswer,
  shapefileDetailSchema,
  shapefileListAnswerSchema,
} from '@ecotone/contracts';
import type { ShapeCollection } from '@ecotone/geometry';
import { api } from '../../api/client';
import { geometryClient } from '../../workers/geometry-client';
import { listUrl, type ShapefileListState } from './list-query';

/** TanStack Query keys of this feature, so the wizard can refresh the list after a submission. */
export const shapefileQueryKeys = {
  all: ['shapefiles'] as const,
  list: (state: ShapefileListState) => ['shapefiles', 'list', state] as const,
  detail: (shapefileId: string) => ['shapefiles', 'detail', shapefileId] as const,
  geojson: (shapefileId: string) => ['shapefiles', 'geojson', shapefileId] as const,
};

export function fetchShapefileList(
  state: ShapefileListState,
  signal?: AbortSignal,
): Promise<ShapefileListAnswer> {
  return api.get(listUrl(state), { schema: shapefileListAnswerSchema, signal });
}

export function fetchShapefileDetail(
  shapefileId: string,
  signal?: AbortSignal,
): Promise<ShapefileDetail> {
  return api.get(`/api/shape-file/${encodeURIComponent(shapefileId)}`, {
    schema: shapefileDetailSchema,
    signal,
  });
}

/**
 * GET /api/shapefile/{id}/geojson: the stored FeatureCollection, checked and decoded by the
 * geometry worker (off the UI thread; a large shape takes a while to parse). Features that are
 * not polygons are dropped there, as for an upload.
 */
export async function fetchShapefileGeoJson(
  shapefileId: string,
  signal?: AbortSignal,
): Promise<ShapeCollection> {
  const answer = await api.get<unknown>(
    `/api/shapefile/${encodeURIComponent(shapefileId)}/geojson`,
    { signal },
  );
  return (await geometryClient.decode(answer, false)).collection;
}
