import { describe, expect, it } from 'vitest';
import { collectionOf, polygonFeature, ringsOf } from '../test/test-shapes.js';
import { MASK_DECIMALS, roundCoordinates, SHAPE_DECIMALS } from './round-coordinates.js';

describe('roundCoordinates', () => {
  it('has the spec precisions: shape 6 decimals, custom mask 5', () => {
    expect(SHAPE_DECIMALS).toBe(6);
    expect(MASK_DECIMALS).toBe(5);
  });

  it('rounds to printable decimals', () => {
    const ring = [
      [-104.1234564999, 38.0000005],
      [-104.1, 38.1],
      [-104.0, 38.0],
      [-104.1234564999, 38.0000005],
    ];
    const [rounded] = ringsOf(roundCoordinates(collectionOf(polygonFeature([ring])), 6));
    expect(JSON.stringify(rounded?.[0])).toBe('[-104.123456,38.000001]');
  });

  it('removes points merged by rounding and rings that collapse', () => {
    const ring = [
      [0, 0],
      [0.0000001, 0.0000001],
      [1, 0],
      [1, 1],
      [0, 0.0000004],
      [0, 0],
    ];
    const sliver = [
      [0.5, 0.5],
      [0.5000001, 0.5],
      [0.5, 0.5000001],
      [0.5, 0.5],
    ];
    const output = roundCoordinates(
      collectionOf(polygonFeature([ring, sliver]), polygonFeature([sliver])),
      6,
    );
    expect(output.features).toHaveLength(1);
    expect(ringsOf(output)).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
  });

  it('refuses a decimals count that is not a whole number from 0 to 15', () => {
    const shape = collectionOf(
      polygonFeature([
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ]),
    );
    expect(() => roundCoordinates(shape, 2.5)).toThrow(RangeError);
    expect(() => roundCoordinates(shape, -1)).toThrow(RangeError);
  });
});
