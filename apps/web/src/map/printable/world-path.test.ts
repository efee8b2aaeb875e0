import { describe, expect, it } from 'vitest';
import { worldPath } from './world-path';

describe('world path', () => {
  it('draws each ring in Web Mercator units, 1000 to the world, y down', () => {
    const path = worldPath({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-180, 0],
                [0, 0],
                [0, 85.0511287798],
                [-180, 0],
              ],
            ],
          },
        },
      ],
    });
    expect(path).toBe('M0.00 500.00L500.00 500.00L500.00 0.00L0.00 500.00Z');
  });

  it('draws every polygon of a multipolygon and skips broken rings', () => {
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    const path = worldPath({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: [[square], [square, [[0, 0]]]] },
        },
      ],
    });
    expect(path.match(/M/g)).toHaveLength(2);
  });
});
