import { describe, expect, it } from 'vitest';
import { normaliseValues } from './result-values.js';

describe('normaliseValues', () => {
  it('turns what tools return into plain JSON', () => {
    expect(
      normaliseValues({
        studyAreaHa: 12.5,
        aridity: Number.NaN,
        classes: new Map([[10, 3.25]]),
        monthly: new Float32Array([1.5, 2]),
        startDate: new Date('2020-01-01T00:00:00Z'),
        skipped: undefined,
        nested: [{ areaHa: Number.POSITIVE_INFINITY, name: 'landCover.classes.trees' }],
      }),
    ).toEqual({
      studyAreaHa: 12.5,
      aridity: null,
      classes: { '10': 3.25 },
      monthly: [1.5, 2],
      startDate: '2020-01-01T00:00:00.000Z',
      nested: [{ areaHa: null, name: 'landCover.classes.trees' }],
    });
  });
});
