import { describe, expect, it } from 'vitest';
import { clipRingToBox, distanceToRingKm, ringContains } from '../../src/geography/flat-ring.js';

const square = Float64Array.from([0, 0, 4, 0, 4, 4, 0, 4]);

describe('clipRingToBox', () => {
  it('cuts a square to the quarter inside the box, as a closed ring', () => {
    const clipped = clipRingToBox(square, { west: 2, south: 2, east: 6, north: 6 });
    expect(clipped).toEqual([
      [2, 2],
      [4, 2],
      [4, 4],
      [2, 4],
      [2, 2],
    ]);
  });

  it('returns null when the ring lies outside the box', () => {
    expect(clipRingToBox(square, { west: 5, south: 5, east: 6, north: 6 })).toBeNull();
  });

  it('interpolates crossing points on slanted edges', () => {
    const triangle = Float64Array.from([0, 0, 4, 0, 0, 4]);
    const clipped = clipRingToBox(triangle, { west: -1, south: -1, east: 2, north: 5 });
    // The hypotenuse x + y = 4 meets x = 2 at y = 2.
    expect(clipped).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 4],
      [0, 0],
    ]);
  });
});

describe('ringContains', () => {
  it('tells inside from outside', () => {
    expect(ringContains(square, 1, 1)).toBe(true);
    expect(ringContains(square, 5, 1)).toBe(false);
  });
});

describe('distanceToRingKm', () => {
  it('measures to the nearest edge: 0.1° of latitude is ~11.1 km', () => {
    const ring = Float64Array.from([0, 0, 1, 0, 1, 1, 0, 1]);
    expect(distanceToRingKm(ring, 0.5, -0.1)).toBeCloseTo(11.12, 1);
    // At 60° N a degree of longitude is half as long: 0.1° east of the edge is ~5.56 km.
    const north = Float64Array.from([0, 59, 1, 59, 1, 61, 0, 61]);
    expect(distanceToRingKm(north, 1.1, 60)).toBeCloseTo(5.56, 1);
  });
});
