import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../../shapes/editable-shape';
import { sentPercent, type UploadState, uploadStages, visibleUploadState } from './upload-progress';

const shape = (id: string): EditableShape => ({
  id,
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
});

const added = (ids: string[]): UploadState => ({
  status: 'added',
  outcome: {
    shapes: ids.map(shape),
    layers: [
      {
        name: 'ranch',
        file: 'ranch.shp',
        featureCount: ids.length,
        geometryTypes: { Polygon: ids.length },
      },
    ],
    warnings: [],
    skippedFeatures: 0,
    dissolveError: null,
  },
});

describe('visibleUploadState', () => {
  it('forgets "Shapes added to the map" once none of its shapes is on the map', () => {
    expect(visibleUploadState(added(['a']), [])).toEqual({ status: 'idle' });
    expect(visibleUploadState(added(['a']), [shape('drawn')])).toEqual({ status: 'idle' });
  });

  it('keeps it while one of its shapes is still there', () => {
    const state = added(['a', 'b']);
    expect(visibleUploadState(state, [shape('b'), shape('drawn')])).toBe(state);
  });

  it('leaves every other state alone', () => {
    const failed: UploadState = { status: 'failed', message: 'broken' };
    expect(visibleUploadState(failed, [])).toBe(failed);
    const review: UploadState = { ...added(['a']), status: 'review' } as UploadState;
    expect(visibleUploadState(review, [])).toBe(review);
  });
});

describe('upload progress', () => {
  it('has a clean-up stage unless the original shape is kept', () => {
    expect(uploadStages(false)).toEqual(['sending', 'reading', 'cleaning']);
    expect(uploadStages(true)).toEqual(['sending', 'reading']);
  });

  it('gives the share sent in whole percent', () => {
    expect(sentPercent(null)).toBe(0);
    expect(sentPercent({ sentBytes: 0, totalBytes: 0 })).toBe(0);
    expect(sentPercent({ sentBytes: 333, totalBytes: 1000 })).toBe(33);
    expect(sentPercent({ sentBytes: 1000, totalBytes: 1000 })).toBe(100);
  });
});
