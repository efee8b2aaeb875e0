import type { ShapeCollection } from '@ecotone/geometry';
import { totalAreaHectares } from '@ecotone/geometry';
import { describe, expect, it } from 'vitest';
import { forLocating, GEOGRAPHY_VERTEX_BUDGET } from './geography-task.js';

/** A wavy ring of `n` vertices around a Wyoming point, about 110 km across. */
function wavyShape(n: number): ShapeCollection {
  const ring = Array.from({ length: n + 1 }, (_, i) => {
    const angle = (2 * Math.PI * (i % n)) / n;
    const radius = 0.5 + 0.01 * Math.sin(angle * 500);
    return [-107.4 + radius * Math.cos(angle), 43 + radius * 0.7 * Math.sin(angle)];
  });
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
    ],
  };
}

const vertices = (shape: ShapeCollection) =>
  shape.features.reduce(
    (sum, feature) =>
      sum +
      (feature.geometry.type === 'Polygon' ? (feature.geometry.coordinates[0]?.length ?? 0) : 0),
    0,
  );

describe('forLocating', () => {
  it('leaves a shape within the vertex budget as it is', () => {
    const shape = wavyShape(500);
    expect(forLocating(shape)).toBe(shape);
  });

  it('simplifies a large drawn boundary to about the budget, keeping its area', () => {
    const shape = wavyShape(60_000);
    const located = forLocating(shape);
    expect(vertices(located)).toBeLessThan(GEOGRAPHY_VERTEX_BUDGET);
    expect(vertices(located)).toBeGreaterThan(100);
    const before = totalAreaHectares(shape);
    expect(Math.abs(totalAreaHectares(located) - before) / before).toBeLessThan(0.005);
  });
});
