/**
 * The `readMaskBody` compute task (a shape-pool thread): the JSON body of a mask route
 * (create-mask-from-geojson, mask-preview-summary, geojson-asset-relationship) parsed and checked
 * against its schema, its shape (inflated when `compressed`) validated, repaired and dissolved
 * into one MultiPolygon, and an uploaded mask (`customMask`) likewise. The HTTP thread gets back
 * the small rest of the body and the polygons as JSON text; a refusal comes back as data.
 */
import {
  type AssetRelationshipBody,
  assetRelationshipBodySchema,
  type CreateMaskBody,
  createMaskBodySchema,
  type MaskPreviewSummaryBody,
  maskPreviewSummaryBodySchema,
  UPLOAD_LIMITS,
} from '@ecotone/contracts';
import type { AppErrorData } from '../errors.js';
import { polygonsText } from '../services/mask-geometry.js';
import { invalidShapeData } from '../services/valid-shape.js';
import { readGeoJsonField, readJsonBody } from './json-body-reader.js';

export type MaskRoute = 'createMask' | 'previewSummary' | 'assetRelationship';

export interface MaskBodyInput {
  /** The request's body as it arrived (moved here, not copied). */
  body: Uint8Array;
  route: MaskRoute;
}

type Refused = { ok: false; error: AppErrorData };

export type MaskBodyOutput =
  | Refused
  | {
      ok: true;
      route: 'createMask';
      body: Omit<CreateMaskBody, 'geojson'>;
      shapeText: string;
    }
  | {
      ok: true;
      route: 'previewSummary';
      body: Omit<MaskPreviewSummaryBody, 'geojson' | 'customMask'>;
      shapeText: string;
      /** The uploaded mask as one MultiPolygon (JSON text), not yet clipped; null: none. */
      customMaskText: string | null;
    }
  | {
      ok: true;
      route: 'assetRelationship';
      body: Omit<AssetRelationshipBody, 'geojson'>;
      shapeText: string;
    };

const SCHEMAS = {
  createMask: createMaskBodySchema,
  previewSummary: maskPreviewSummaryBodySchema,
  assetRelationship: assetRelationshipBodySchema,
} as const;

/** The body's shape as one MultiPolygon's JSON text, or why not (400 INVALID_SHAPE). */
function shapeTextOf(geojson: unknown, compressed: boolean): { ok: true; text: string } | Refused {
  const field = readGeoJsonField(geojson, compressed, UPLOAD_LIMITS.jsonBodyBytes);
  if (!field.ok) return field;
  const polygons = polygonsText(field.value);
  if (!polygons.ok) return { ok: false, error: invalidShapeData(polygons.reason) };
  return polygons;
}

export function readMaskBody(input: MaskBodyInput): MaskBodyOutput {
  const read = readJsonBody(input.body, SCHEMAS[input.route]);
  if (!read.ok) return read;
  const value = read.value as { geojson: unknown; compressed?: boolean | null };
  const shape = shapeTextOf(value.geojson, value.compressed ?? false);
  if (!shape.ok) return shape;
  const shapeText = shape.text;
  switch (input.route) {
    case 'createMask': {
      const { geojson: _, ...body } = read.value as CreateMaskBody;
      return { ok: true, route: input.route, body, shapeText };
    }
    case 'assetRelationship': {
      const { geojson: _, ...body } = read.value as AssetRelationshipBody;
      return { ok: true, route: input.route, body, shapeText };
    }
    case 'previewSummary': {
      const { geojson: _, customMask, ...body } = read.value as MaskPreviewSummaryBody;
      if (customMask == null)
        return { ok: true, route: input.route, body, shapeText, customMaskText: null };
      const mask = polygonsText(customMask);
      if (!mask.ok)
        return {
          ok: false,
          error: {
            code: 'INVALID_MASK',
            params: {},
            reason: { namespace: 'geometry', ...mask.reason },
          },
        };
      return { ok: true, route: input.route, body, shapeText, customMaskText: mask.text };
    }
  }
}
