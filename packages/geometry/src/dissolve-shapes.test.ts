import { describe, expect, it } from 'vitest';
import { generateDistricts } from '../test/generate-districts.js';
import { generateDrawnPolygons, generateRanch } from '../test/generate-shapes.js';
import { clockwise, collectionOf, polygonFeature, squareRing } from '../test/test-shapes.js';
import { reduceRings } from './chord-reduction.js';
import { ClipperLib } from './clipper.js';
import { clipperGrid } from './clipper-grid.js';
import { polygonsFromPaths } from './clipper-output.js';
import { dissolveShapes } from './dissolve-shapes.js';
import { FastClipper } from './fast-clipper.js';
import { geodesicAreaSquareMeters } from './geodesic-area.js';
import { isValidAsIs } from './polygon-validity.js';
import { polygonsOf } from './shape-parts.js';
import type { ShapeCollection } from './types.js';

const dissolvedPolygons = (collection: ShapeCollection) => {
  const output = dissolveShapes(collection);
  expect(output.features).toHaveLength(1);
  return polygonsOf(output.features[0]?.geometry ?? { type: 'MultiPolygon', coordinates: [] });
};

/** The union without chord reduction: every vertex goes through Clipper. */
function fullUnion(collection: ShapeCollection) {
  const roleRings = collection.features.flatMap((feature) =>
    polygonsOf(feature.geometry).flatMap((rings) =>
      rings.map((ring, index) => ({ ring, exterior: index === 0 })),
    ),
  );
  const reduction = reduceRings(
    roleRings,
    clipperGrid(roleRings.map(({ ring }) => ring)),
    Number.POSITIVE_INFINITY,
  );
  const clipper = new FastClipper();
  clipper.AddPaths(reduction.paths, ClipperLib.PolyType.ptSubject, true);
  const solution: ClipperLib.Paths = [];
  const fill = ClipperLib.PolyFillType.pftPositive;
  clipper.Execute(ClipperLib.ClipType.ctUnion, solution, fill, fill);
  return polygonsFromPaths(solution, reduction.toRing);
}

const vertexSet = (polygons: number[][][][]) =>
  new Set(polygons.flat(2).map((position) => position.join()));

describe('dissolveShapes', () => {
  it('unites overlapping polygons into one feature with empty properties', () => {
    const output = dissolveShapes(
      collectionOf(
        polygonFeature([squareRing(0, 0, 800)], { a: 1 }),
        polygonFeature([squareRing(400, 400, 800)], { b: 2 }),
      ),
    );
    expect(output.features).toHaveLength(1);
    expect(output.features[0]?.properties).toEqual({});
    const [polygon] = polygonsOf(
      output.features[0]?.geometry ?? { type: 'Polygon', coordinates: [] },
    );
    expect(polygon?.[0]).toHaveLength(9);
  });

  it('keeps a hole nothing covers, and fills a hole another polygon covers', () => {
    const donut = polygonFeature([squareRing(0, 0, 1000), clockwise(squareRing(400, 400, 200))]);
    expect(dissolvedPolygons(collectionOf(donut))[0]).toHaveLength(2);
    const plug = polygonFeature([squareRing(350, 350, 300)]);
    expect(dissolvedPolygons(collectionOf(donut, plug))[0]).toHaveLength(1);
  });

  it('keeps an island inside a hole as a polygon of its own', () => {
    const donut = polygonFeature([squareRing(0, 0, 2000), clockwise(squareRing(400, 400, 1200))]);
    const island = polygonFeature([
      squareRing(700, 700, 600),
      clockwise(squareRing(900, 900, 200)),
    ]);
    const polygons = dissolvedPolygons(collectionOf(donut, island));
    expect(polygons.map((rings) => rings.length)).toEqual([2, 2]);
  });

  it('splits polygons touching at one corner into valid parts', () => {
    const polygons = dissolvedPolygons(
      collectionOf(
        polygonFeature([squareRing(0, 0, 500)]),
        polygonFeature([squareRing(500, 500, 500)]),
      ),
    );
    expect(polygons).toHaveLength(2);
    expect(isValidAsIs(polygons)).toBe(true);
  });

  it('returns no feature for nothing', () => {
    expect(dissolveShapes(collectionOf()).features).toEqual([]);
  });

  it('does not change its input', () => {
    const input = collectionOf(
      polygonFeature([squareRing(0, 0, 800)]),
      polygonFeature([squareRing(400, 400, 800)]),
    );
    const before = JSON.stringify(input);
    dissolveShapes(input);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('gives exactly the full union with chord reduction on a ranch and 80 drawn polygons', () => {
    const center = [-104.62, 38.71];
    const ranch = generateRanch({
      seed: 9,
      center,
      radiusMeters: 3000,
      vertices: 12_000,
      holes: 10,
      islands: 4,
    });
    const all = collectionOf(ranch, ...generateDrawnPolygons(13, center, 3500, 80));
    const reduced = dissolvedPolygons(all);
    const full = fullUnion(all);
    expect(reduced.length).toBe(full.length);
    expect(vertexSet(reduced)).toEqual(vertexSet(full));
    const area = (polygons: number[][][][]) =>
      geodesicAreaSquareMeters({ type: 'MultiPolygon', coordinates: polygons });
    expect(Math.abs(area(reduced) - area(full))).toBeLessThan(1e-6);
  });

  it('dissolves districts with shared borders into their outline, with a hole at the gap', () => {
    const options = {
      seed: 3,
      center: [-99.6, 19.4],
      columns: 4,
      rows: 3,
      cellMeters: 10_000,
      verticesPerBorder: 30,
    };
    const districts = generateDistricts({ ...options, gaps: [[2, 1]] });
    const gap = generateDistricts(options).features.find(
      (feature) => feature.properties?.district === '2-1',
    );
    for (const feature of districts.features) {
      expect(isValidAsIs(polygonsOf(feature.geometry))).toBe(true);
    }
    const polygons = dissolvedPolygons(districts);
    expect(polygons).toHaveLength(1);
    const [outline = [], hole = [], ...others] = polygons[0] ?? [];
    expect(others).toEqual([]);
    // Only the outer borders and the gap's borders are left: no sliver, no inner vertex.
    expect(outline).toHaveLength(2 * (4 + 3) * 31 + 1);
    expect(hole).toHaveLength(4 * 31 + 1);
    const area = (rings: number[][][]) =>
      geodesicAreaSquareMeters({ type: 'Polygon', coordinates: rings });
    const sum = districts.features.reduce(
      (total, feature) => total + geodesicAreaSquareMeters(feature.geometry),
      0,
    );
    expect(Math.abs(area([outline, hole]) - sum) / sum).toBeLessThan(1e-9);
    const gapArea = geodesicAreaSquareMeters(gap?.geometry ?? { type: 'Polygon', coordinates: [] });
    expect(Math.abs(area([[...hole].reverse()]) - gapArea) / gapArea).toBeLessThan(1e-9);
  });

  it('keeps every vertex of a ranch that nothing overlaps, exactly', () => {
    const ranch = generateRanch({
      seed: 5,
      center: [-104.6, 38.7],
      radiusMeters: 3000,
      vertices: 4000,
      holes: 5,
      islands: 3,
    });
    const polygons = dissolvedPolygons(collectionOf(ranch));
    expect(vertexSet(polygons)).toEqual(vertexSet(polygonsOf(ranch.geometry)));
  });
});
