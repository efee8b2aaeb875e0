import { INLINE_GEOJSON_MAX_BYTES, type WorkflowRunRequest } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { shapeTransferOf } from './shape-transfer';

const requestWith = (geoJson: unknown): WorkflowRunRequest => ({
  workflowName: 'create-shape-and-assessment',
  workflowParams: { requestId: '6a2f41a3-c54c-4b6a-9a7c-1c4f6b0d2e11', geoJson },
  workflowDataBucketInfo: null,
});

/** A collection whose JSON is exactly `bytes` long, padded with a name property. */
function collectionOfBytes(bytes: number, padding = 'x'): unknown {
  const empty = { type: 'FeatureCollection', features: [], properties: { name: '' } };
  const base = JSON.stringify(empty).length;
  const fill = padding.repeat((bytes - base) / new TextEncoder().encode(padding).byteLength);
  return { ...empty, properties: { name: fill } };
}

describe('shapeTransferOf', () => {
  it('sends a shape up to the limit inline', () => {
    expect(shapeTransferOf(requestWith(collectionOfBytes(INLINE_GEOJSON_MAX_BYTES)))).toEqual({
      kind: 'inline',
    });
  });

  it('uploads a larger shape first, as the document { geoJson }', () => {
    const geoJson = collectionOfBytes(INLINE_GEOJSON_MAX_BYTES + 1);
    const transfer = shapeTransferOf(requestWith(geoJson));
    expect(transfer.kind).toBe('upload');
    if (transfer.kind !== 'upload') return;
    expect(JSON.parse(transfer.document)).toEqual({ geoJson });
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 'é' is two bytes: half as many characters reach the same size in bytes.
    const geoJson = collectionOfBytes(INLINE_GEOJSON_MAX_BYTES + 2, 'é');
    expect(JSON.stringify(geoJson).length).toBeLessThan(INLINE_GEOJSON_MAX_BYTES);
    expect(shapeTransferOf(requestWith(geoJson)).kind).toBe('upload');
  });

  it('sends an imported shapefile (no geometry) inline', () => {
    expect(shapeTransferOf(requestWith(null))).toEqual({ kind: 'inline' });
    expect(shapeTransferOf(requestWith(undefined))).toEqual({ kind: 'inline' });
  });
});
