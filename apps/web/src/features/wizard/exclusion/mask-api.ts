import type {
  AssetRelationshipAnswer,
  CreateMaskAnswer,
  CreateMaskBody,
  MaskLayer,
  MaskOptions,
  MaskPreviewSummaryAnswer,
  MaskPreviewSummaryBody,
} from '@ecotone/contracts';
import { roundCoordinates, SHAPE_DECIMALS, type ShapeCollection } from '@ecotone/geometry';
import { api } from '../../../api/client';
import type { EditableShape } from '../../../shapes/editable-shape';
import { toCollection } from '../shape-history';
import { wizardSchema } from '../wizard-schema';

/**
 * The exclusion masks' calls (specs/1 section 7; contracts masks.ts; docs/masks-web.md), all in
 * one place: one layer of the preview, the merged summary, and the coverage check of the
 * non-grassland layer. The shape goes as the submission sends it (6 decimals).
 */

export const shapeForMasks = (shapes: readonly EditableShape[]): ShapeCollection =>
  roundCoordinates(toCollection(shapes), SHAPE_DECIMALS);

/** POST /api/shape-file/create-mask-from-geojson: one layer under the preview set `maskId`. */
export function createMaskLayer(
  request: {
    geojson: ShapeCollection;
    maskLayer: MaskLayer;
    maskId: string | null;
    maskOptions: MaskOptions;
  },
  signal?: AbortSignal,
): Promise<CreateMaskAnswer> {
  const body: CreateMaskBody = { ...request, compressed: false, shapeHash: null };
  return api.post('/api/shape-file/create-mask-from-geojson', body, {
    schema: wizardSchema('createMaskAnswerSchema'),
    signal,
  });
}

/** POST /api/shape-file/mask-preview-summary: the merged mask and the three areas. */
export function maskPreviewSummary(
  request: {
    geojson: ShapeCollection;
    maskId: string | null;
    masks: readonly MaskLayer[];
    customMask: ShapeCollection | null;
  },
  signal?: AbortSignal,
): Promise<MaskPreviewSummaryAnswer> {
  const body: MaskPreviewSummaryBody = { ...request, masks: [...request.masks], compressed: false };
  return api.post('/api/shape-file/mask-preview-summary', body, {
    schema: wizardSchema('maskPreviewSummaryAnswerSchema'),
    signal,
  });
}

/**
 * POST /api/shape-file/geojson-asset-relationship: whether the non-grassland coverage holds the
 * whole shape (specs/1 section 7: asked for that layer only; the others count as covered).
 */
export function nonGrasslandCoverage(
  geojson: ShapeCollection,
  signal?: AbortSignal,
): Promise<AssetRelationshipAnswer> {
  return api.post(
    '/api/shape-file/geojson-asset-relationship',
    { geojson, assetName: 'nonGrasslandCoverage' },
    { schema: wizardSchema('assetRelationshipAnswerSchema'), signal },
  );
}
