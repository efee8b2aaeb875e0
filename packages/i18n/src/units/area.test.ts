import { describe, expect, it } from 'vitest';
import { acresToHectares, hectaresToAcres } from './area.js';
import type { Acres, Hectares } from './brands.js';

describe('area', () => {
  it('converts parcel acreage with the parcel-search factor 0.404686', () => {
    expect(acresToHectares(1 as Acres)).toBe(0.404686);
    expect(acresToHectares(250 as Acres)).toBeCloseTo(101.1715, 10);
  });

  it('converts hectares to acres with the display factor 2.47105', () => {
    expect(hectaresToAcres(1 as Hectares)).toBe(2.47105);
  });
});
