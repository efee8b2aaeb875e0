import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { AdminDataset } from '../../src/geography/admin-dataset.js';
import { createGeographyCache } from '../../src/geography/geography-cache.js';

/** One made-up unit in central Portugal: a 2° square, closing vertex omitted. */
const testland: AdminDataset = {
  units: [
    {
      code: 'PT-TEST',
      countryCode2: 'PT',
      name: { en: 'Testland', es: 'Tierra de prueba' },
      type: 'Province',
    },
  ],
  coordinates: Float64Array.from([-9, 39, -7, 39, -7, 41, -9, 41]),
  ringStart: Uint32Array.from([0, 4]),
  partRingStart: Uint32Array.from([0, 1]),
  partUnit: Uint32Array.from([0]),
};

const square: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [-8.01, 39.99],
        [-7.99, 39.99],
        [-7.99, 40.01],
        [-8.01, 40.01],
        [-8.01, 39.99],
      ],
    ],
  ],
};

describe('createGeographyCache', () => {
  it('describes shapes with the admin lookup it holds', { timeout: 60_000 }, async () => {
    const cache = createGeographyCache({ dataset: testland });
    const areas = await cache.admin.areasOf(square);
    expect(areas.states.map((state) => state.code)).toEqual(['PT-TEST']);
    // Named from the cache's dataset, not from Natural Earth (which says Coimbra here).
    const described = await cache.shapes.describe(square);
    expect(described.countryCode).toBe('PRT');
    expect(described.region).toEqual({ en: 'Testland', es: 'Tierra de prueba' });
  });
});
