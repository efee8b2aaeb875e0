import { describe, expect, it } from 'vitest';
import { areaMakeup } from './shapefile-list.service.js';

describe('areaMakeup', () => {
  it('takes the merged mask out of the total', () => {
    expect(areaMakeup(80, 20)).toEqual({ projectAreaHa: 60, projectAreaPercent: 75 });
  });

  it('leaves the whole shape when there is no mask', () => {
    expect(areaMakeup(88.2, null)).toEqual({ projectAreaHa: 88.2, projectAreaPercent: 100 });
  });

  it('never goes below 0 when the mask measures larger than the shape', () => {
    expect(areaMakeup(10, 10.4)).toEqual({ projectAreaHa: 0, projectAreaPercent: 0 });
  });

  it('answers 0 % of an empty shape instead of dividing by 0', () => {
    expect(areaMakeup(0, null)).toEqual({ projectAreaHa: 0, projectAreaPercent: 0 });
  });
});
