import { describe, expect, it } from 'vitest';
import { generateDistricts } from '../test/generate-districts.js';
import { ClipperLib } from './clipper.js';
import { clipperGrid } from './clipper-grid.js';
import { polygonsOf } from './shape-parts.js';
import { cancelSharedEdges } from './shared-edges.js';

/** A counter-clockwise square path with corners (x, y) and (x + side, y + side). */
const square = (x: number, y: number, side = 10): ClipperLib.Path => [
  { X: x, Y: y },
  { X: x + side, Y: y },
  { X: x + side, Y: y + side },
  { X: x, Y: y + side },
];

const area = (paths: ClipperLib.Path[]) =>
  paths.reduce((sum, path) => sum + ClipperLib.Clipper.Area(path), 0);

describe('cancelSharedEdges', () => {
  it('hands paths without shared borders back as they are', () => {
    const paths = [square(0, 0), square(5, 5), square(30, 0)];
    expect(cancelSharedEdges(paths)).toBe(paths);
  });

  it('leaves only the outline of four squares in a block', () => {
    const paths = cancelSharedEdges([square(0, 0), square(10, 0), square(0, 10), square(10, 10)]);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(8);
    expect(area(paths)).toBe(400);
  });

  it('removes a hole together with the polygon that fills it exactly', () => {
    const hole = [...square(10, 10)].reverse();
    const paths = cancelSharedEdges([square(0, 0, 30), hole, square(10, 10)]);
    expect(paths).toEqual([square(0, 0, 30)]);
  });

  it('keeps an edge that two polygons run the same way (an overlap, not a border)', () => {
    const paths = cancelSharedEdges([square(0, 0), square(0, 0), square(10, 0)]);
    expect(area(paths)).toBe(300);
    expect(paths.reduce((sum, path) => sum + path.length, 0)).toBe(10);
  });

  it('hands Clipper only the outline and the gap of 11 districts with shared borders', () => {
    const borderEdges = 31;
    const districts = generateDistricts({
      seed: 4,
      center: [-99.6, 19.4],
      columns: 4,
      rows: 3,
      cellMeters: 10_000,
      verticesPerBorder: borderEdges - 1,
      gaps: [[1, 1]],
    });
    const rings = districts.features.flatMap((feature) => polygonsOf(feature.geometry).flat());
    const grid = clipperGrid(rings);
    const paths = cancelSharedEdges(rings.map(grid.toPath));
    const edges = paths.reduce((sum, path) => sum + path.length, 0);
    expect(rings.reduce((sum, ring) => sum + ring.length - 1, 0)).toBe(11 * 4 * borderEdges);
    expect(edges).toBe((2 * (4 + 3) + 4) * borderEdges);
  });
});
