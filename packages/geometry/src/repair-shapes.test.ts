import { describe, expect, it } from 'vitest';
import { generateDistricts } from '../test/generate-districts.js';
import {
  at,
  clockwise,
  collectionOf,
  polygonFeature,
  ringsOf,
  squareRing,
} from '../test/test-shapes.js';
import { isValidAsIs } from './polygon-validity.js';
import { repairShapes } from './repair-shapes.js';
import { planarDoubleArea } from './ring-helpers.js';
import { polygonsOf } from './shape-parts.js';
import type { ShapeCollection } from './types.js';

const polygonsIn = (collection: ShapeCollection) =>
  collection.features.flatMap((feature) => polygonsOf(feature.geometry));

describe('repairShapes', () => {
  it('returns a valid polygon vertex for vertex, as a copy', () => {
    const input = collectionOf(
      polygonFeature([squareRing(0, 0, 1000), clockwise(squareRing(200, 200, 100))], { id: 1 }),
    );
    const before = JSON.stringify(input);
    const output = repairShapes(input);
    expect(output).toEqual(input);
    expect(output.features[0]?.geometry).not.toBe(input.features[0]?.geometry);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('closes an open ring and removes repeated points', () => {
    const [a, b, c, d] = squareRing(0, 0, 500);
    const input = collectionOf(polygonFeature([[a, a, b, c, c, c, d].map((p) => [...(p ?? [])])]));
    expect(ringsOf(repairShapes(input))).toEqual([squareRing(0, 0, 500)]);
  });

  it('winds exteriors counter-clockwise and holes clockwise (RFC 7946)', () => {
    const input = collectionOf(
      polygonFeature([clockwise(squareRing(0, 0, 1000)), squareRing(300, 300, 100)]),
    );
    const [exterior, hole] = ringsOf(repairShapes(input));
    expect(planarDoubleArea(exterior ?? [])).toBeGreaterThan(0);
    expect(planarDoubleArea(hole ?? [])).toBeLessThan(0);
  });

  it('splits a bow-tie into two triangles meeting at the crossing', () => {
    const bowTie = [at(0, 0), at(800, 800), at(800, 0), at(0, 800), at(0, 0)];
    const output = repairShapes(collectionOf(polygonFeature([bowTie])));
    const polygons = polygonsIn(output);
    expect(polygons).toHaveLength(2);
    for (const [triangle] of polygons) {
      expect(triangle).toHaveLength(4);
      expect(planarDoubleArea(triangle ?? [])).toBeGreaterThan(0);
    }
    expect(isValidAsIs(polygons)).toBe(true);
  });

  it('cuts a hole that sticks out back to the exterior', () => {
    const input = collectionOf(
      polygonFeature([squareRing(0, 0, 1000), clockwise(squareRing(800, 300, 400))]),
    );
    const polygons = polygonsIn(repairShapes(input));
    expect(polygons).toHaveLength(1);
    expect(polygons[0]).toHaveLength(1);
    expect(polygons[0]?.[0]).toHaveLength(9);
  });

  it('merges overlapping parts of one MultiPolygon, keeping features apart', () => {
    const multi = {
      type: 'Feature' as const,
      properties: { name: 'two parts' },
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: [[squareRing(0, 0, 600)], [squareRing(300, 300, 600)]],
      },
    };
    const other = polygonFeature([squareRing(100, 100, 300)], { name: 'other' });
    const output = repairShapes(collectionOf(multi, other));
    expect(output.features.map((feature) => feature.properties?.name)).toEqual([
      'two parts',
      'other',
    ]);
    expect(output.features[0]?.geometry.type).toBe('Polygon');
    expect(output.features[1]?.geometry.coordinates).toEqual([squareRing(100, 100, 300)]);
  });

  it('merges the parts of one MultiPolygon that share borders into their outline', () => {
    const districts = generateDistricts({
      seed: 6,
      center: [-99.6, 19.4],
      columns: 3,
      rows: 3,
      cellMeters: 10_000,
      verticesPerBorder: 20,
      gaps: [[1, 1]],
    });
    const parts = districts.features.flatMap((feature) => polygonsOf(feature.geometry));
    const output = repairShapes(
      collectionOf({
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: parts },
      }),
    );
    const [outline = [], hole = [], ...others] = polygonsIn(output)[0] ?? [];
    expect(polygonsIn(output)).toHaveLength(1);
    expect(others).toEqual([]);
    expect(outline).toHaveLength(2 * (3 + 3) * 21 + 1);
    expect(hole).toHaveLength(4 * 21 + 1);
  });

  it('drops rings without area, and features left with nothing', () => {
    const flat = [at(0, 0), at(100, 0), at(200, 0), at(0, 0)];
    const input = collectionOf(
      polygonFeature([squareRing(0, 0, 500), flat]),
      polygonFeature([flat]),
    );
    const output = repairShapes(input);
    expect(output.features).toHaveLength(1);
    expect(ringsOf(output)).toEqual([squareRing(0, 0, 500)]);
  });

  it('is idempotent', () => {
    const bowTie = [at(0, 0), at(800, 800), at(800, 0), at(0, 800), at(0, 0)];
    const once = repairShapes(collectionOf(polygonFeature([bowTie])));
    expect(repairShapes(once)).toEqual(once);
  });
});
