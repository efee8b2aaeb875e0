import { INLINE_GEOJSON_MAX_BYTES, type WorkflowRunRequest } from '@ecotone/contracts';

/** How the shape travels: inside the workflow request, or uploaded to storage first. */
export type ShapeTransfer = { kind: 'inline' } | { kind: 'upload'; document: string };

/**
 * specs/1 section 7: a shape whose JSON is larger than INLINE_GEOJSON_MAX_BYTES (in UTF-8
 * bytes, what travels) is uploaded first as the document `{ "geoJson": ... }`; smaller ones and
 * an imported shapefile (no geometry) go inline.
 */
export function shapeTransferOf(request: WorkflowRunRequest): ShapeTransfer {
  const { geoJson } = request.workflowParams;
  if (geoJson === null || geoJson === undefined) return { kind: 'inline' };
  const json = JSON.stringify(geoJson);
  if (new TextEncoder().encode(json).byteLength <= INLINE_GEOJSON_MAX_BYTES) {
    return { kind: 'inline' };
  }
  return { kind: 'upload', document: `{"geoJson":${json}}` };
}
