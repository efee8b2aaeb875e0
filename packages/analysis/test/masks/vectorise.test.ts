import { ringAreaSquareMeters } from '@ecotone/geometry';
import type { MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { computeMaskLayer, traceRegions, traceRings } from '../../src/masks/index.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import {
  hectares,
  OPTIONS,
  ORIGIN,
  raster,
  relative,
  signal,
  testSource,
} from './mask-test-source.js';

/** A binary grid from rows of '#' (set) and '.' characters. */
function grid(rows: string[]): { set: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  const set = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) set[y * width + x] = row[x] === '#' ? 1 : 0;
  });
  return { set, width, height: rows.length };
}

const corners = (xy: Float64Array) =>
  Array.from({ length: xy.length / 2 }, (_, index) => [xy[2 * index], xy[2 * index + 1]]);

describe('pixel-region tracing', () => {
  it('a rectangle of pixels is its four corners', () => {
    const { set, width, height } = grid(['....', '.##.', '.##.', '....']);
    const rings = traceRings(set, width, height);
    expect(rings).toHaveLength(1);
    expect(corners(rings[0]?.xy as Float64Array)).toEqual([
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
    ]);
    expect(rings[0]?.doubleArea).toBe(8);
  });

  it('merges collinear edges: an L is six corners', () => {
    const { set, width, height } = grid(['#..', '#..', '###']);
    const [ring] = traceRings(set, width, height);
    expect(corners(ring?.xy as Float64Array)).toHaveLength(6);
    expect(ring?.doubleArea).toBe(10);
  });

  it('pixels touching at a corner are separate regions, rings do not cross', () => {
    const { set, width, height } = grid(['#.', '.#']);
    const regions = traceRegions(set, width, height);
    expect(regions).toHaveLength(2);
    for (const region of regions) expect(corners(region.exterior)).toHaveLength(4);
  });

  it('a hole goes to the region around it', () => {
    const { set, width, height } = grid([
      '#####',
      '#...#',
      '#.#.#',
      '#...#',
      '#####',
      '.....',
      '##...',
    ]);
    const regions = traceRegions(set, width, height);
    expect(regions.map((region) => [region.holes.length, region.pixels]).sort()).toEqual([
      [0, 1],
      [0, 2],
      [1, 16],
    ]);
  });

  it('a checkerboard traces every pixel on its own', () => {
    const { set, width, height } = grid(['#.#.', '.#.#', '#.#.', '.#.#']);
    const regions = traceRegions(set, width, height);
    expect(regions).toHaveLength(8);
    expect(regions.every((region) => region.pixels === 1 && region.holes.length === 0)).toBe(true);
  });
});

/** Whether two segments properly cross or overlap (shared endpoints of neighbours excepted). */
function crosses(a: Position, b: Position, c: Position, d: Position): boolean {
  const orient = (p: Position, q: Position, r: Position) =>
    Math.sign(
      ((q[0] as number) - (p[0] as number)) * ((r[1] as number) - (p[1] as number)) -
        ((q[1] as number) - (p[1] as number)) * ((r[0] as number) - (p[0] as number)),
    );
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

function selfIntersections(geometry: MultiPolygon | null): number {
  if (!geometry) return 0;
  const segments: [Position, Position][] = [];
  for (const polygon of geometry.coordinates)
    for (const ring of polygon)
      for (let index = 0; index + 1 < ring.length; index++)
        segments.push([ring[index] as Position, ring[index + 1] as Position]);
  let count = 0;
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const [a, b] = segments[i] as [Position, Position];
      const [c, d] = segments[j] as [Position, Position];
      if (crosses(a, b, c, d)) count++;
    }
  return count;
}

const rings = (geometry: MultiPolygon | null) => (geometry?.coordinates ?? []).flat();

describe('vectorised masks', () => {
  it('a diagonal region of 11 m pixels is simplified: no staircase', async () => {
    // 0.0001° pixels (~11 m x 8.5 m), built (6) below the diagonal of a 400 x 400 square.
    const size = { width: 400, height: 400, pixel: 0.0001 };
    const landCover = raster((column, row) => (column < row ? 6 : 2), null, size);
    const side = 0.04;
    const shape: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [ORIGIN.lon, ORIGIN.lat - side],
            [ORIGIN.lon + side, ORIGIN.lat - side],
            [ORIGIN.lon + side, ORIGIN.lat],
            [ORIGIN.lon, ORIGIN.lat],
            [ORIGIN.lon, ORIGIN.lat - side],
          ],
        ],
      ],
    };
    const mask = await computeMaskLayer({
      shape,
      layer: 'built',
      options: OPTIONS,
      sources: testSource({ landCover }),
      signal,
    });
    // The traced staircase has ~800 corners; 20 m simplification leaves the triangle.
    const vertices = rings(mask.geometry).reduce((total, ring) => total + ring.length - 1, 0);
    expect(vertices).toBeLessThanOrEqual(6);
    // The lower-left triangle of the square: half its area, within the staircase's half pixels.
    expect(relative(mask.areaHa, hectares(shape) / 2)).toBeLessThan(0.01);
    expect(selfIntersections(mask.geometry)).toBe(0);
  });

  it('drops specks and holes below 5,000 m²; keeps what is larger', async () => {
    // 0.0005° pixels (~55 m x 42 m = ~2,350 m²): isolated built pixels every 4th, one block of 10 x 10
    // with a one-pixel hole.
    const size = { width: 200, height: 200, pixel: 0.0005 };
    const landCover = raster(
      (column, row) => {
        if (column >= 100 && column < 110 && row >= 100 && row < 110)
          return column === 105 && row === 105 ? 2 : 6;
        return column % 4 === 0 && row % 4 === 0 ? 6 : 2;
      },
      null,
      size,
    );
    const shape: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [ORIGIN.lon + 0.001, ORIGIN.lat - 0.099],
            [ORIGIN.lon + 0.099, ORIGIN.lat - 0.099],
            [ORIGIN.lon + 0.099, ORIGIN.lat - 0.001],
            [ORIGIN.lon + 0.001, ORIGIN.lat - 0.001],
            [ORIGIN.lon + 0.001, ORIGIN.lat - 0.099],
          ],
        ],
      ],
    };
    const mask = await computeMaskLayer({
      shape,
      layer: 'built',
      options: OPTIONS,
      sources: testSource({ landCover }),
      signal,
    });
    expect(mask.geometry?.coordinates).toHaveLength(1);
    for (const ring of rings(mask.geometry))
      expect(Math.abs(ringAreaSquareMeters(ring))).toBeGreaterThanOrEqual(5000);
    const block = ORIGIN.lon + 100 * 0.0005;
    const top = ORIGIN.lat - 100 * 0.0005;
    const expected = hectares({
      type: 'Polygon',
      coordinates: [
        [
          [block, top - 0.005],
          [block + 0.005, top - 0.005],
          [block + 0.005, top],
          [block, top],
          [block, top - 0.005],
        ],
      ],
    });
    expect(relative(mask.areaHa, expected)).toBeLessThan(1e-9);
  });

  it('synthetic masks are valid: no ring below the tolerance, no self-intersection', async () => {
    const d = 0.045;
    const shape: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-100, 40],
            [-100 + d * 1.3, 40],
            [-100 + d * 1.3, 40 + d],
            [-100, 40 + d],
            [-100, 40],
          ],
        ],
      ],
    };
    for (const layer of ['cropland', 'wetland'] as const) {
      const mask = await computeMaskLayer({
        shape,
        layer,
        options: OPTIONS,
        sources: createSyntheticSource(),
        signal,
      });
      expect(mask.areaHa).toBeGreaterThan(0);
      expect(mask.synthetic).toBe(true);
      for (const ring of rings(mask.geometry))
        expect(Math.abs(ringAreaSquareMeters(ring))).toBeGreaterThanOrEqual(5000);
      expect(selfIntersections(mask.geometry)).toBe(0);
    }
  }, 60_000);
});
