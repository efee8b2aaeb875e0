import { describe, expect, it } from 'vitest';
import { collectionOf, polygonFeature } from '../test/test-shapes.js';
import { bboxOf } from './bbox-of.js';

describe('bboxOf', () => {
  it('spans every position of every feature', () => {
    const shape = collectionOf(
      polygonFeature([
        [
          [-105, 38],
          [-104.5, 38],
          [-104.5, 38.5],
          [-105, 38],
        ],
      ]),
      polygonFeature([
        [
          [-104, 37],
          [-103, 37],
          [-103, 39],
          [-104, 37],
        ],
      ]),
    );
    expect(bboxOf(shape)).toEqual([-105, 37, -103, 39]);
  });

  it('throws for a collection without positions', () => {
    expect(() => bboxOf(collectionOf())).toThrow(RangeError);
  });
});
