import { describe, expect, it } from 'vitest';
import { polygonFromRings } from './polygon-from-rings.js';

type Ring = Array<[number, number]>;
const square = (x: number, y: number, size: number): Ring => [
  [x, y],
  [x, y + size],
  [x + size, y + size],
  [x + size, y],
  [x, y],
];

/** Flat coordinates and part ranges, as read-shp-polygons hands them over. */
function flatten(rings: Ring[]): [Float64Array, Array<[number, number]>] {
  const parts: Array<[number, number]> = [];
  let start = 0;
  for (const ring of rings) {
    parts.push([start, start + ring.length]);
    start += ring.length;
  }
  return [Float64Array.from(rings.flat(2)), parts];
}

describe('polygonFromRings', () => {
  it('gives each hole to the smallest outer ring containing it', () => {
    const big = square(0, 0, 10);
    const small = square(2, 2, 4);
    const hole = square(3, 3, 1).toReversed();
    const polygon = polygonFromRings(...flatten([big, hole, small]));
    // Both outer rings hold the hole (nested outers, as some files have): the innermost gets it.
    expect(polygon?.type).toBe('MultiPolygon');
    expect(polygon?.coordinates.map((rings) => rings.length)).toEqual([1, 2]);
  });

  it('writes outer rings counter-clockwise and holes clockwise', () => {
    const polygon = polygonFromRings(...flatten([square(0, 0, 10), square(2, 2, 2).toReversed()]));
    expect(polygon).toEqual({
      type: 'Polygon',
      coordinates: [square(0, 0, 10).toReversed(), square(2, 2, 2)],
    });
  });

  it('keeps a hole outside every outer ring as a polygon of its own', () => {
    const polygon = polygonFromRings(...flatten([square(0, 0, 1), square(5, 5, 1).toReversed()]));
    expect(polygon?.type).toBe('MultiPolygon');
    expect(polygon?.coordinates).toHaveLength(2);
  });

  it('closes open rings and gives null for a record without points', () => {
    const open = square(0, 0, 1).slice(0, 4);
    expect(polygonFromRings(...flatten([open]))?.coordinates[0]).toHaveLength(5);
    expect(polygonFromRings(new Float64Array(), [[0, 0]])).toBeNull();
  });
});
