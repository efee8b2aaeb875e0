import { describe, expect, it } from 'vitest';
import { labelPosition } from './use-map-sync';

describe('labelPosition', () => {
  it('puts a large feature’s name over the part of it that covers the site', () => {
    const [longitude, latitude] = labelPosition(
      [-110, 40, -100, 50],
      [-107.46, 44.5, -107.42, 44.52],
    );
    expect(longitude).toBeCloseTo(-107.44, 9);
    expect(latitude).toBeCloseTo(44.51, 9);
  });

  it('uses the middle of the feature when it does not reach the site, or there is none', () => {
    expect(labelPosition([0, 0, 2, 2], [10, 10, 11, 11])).toEqual([1, 1]);
    expect(labelPosition([0, 0, 2, 4], null)).toEqual([1, 2]);
  });
});
