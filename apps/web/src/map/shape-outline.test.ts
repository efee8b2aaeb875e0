import { type ShapeCollection, validateShapeCollection } from '@ecotone/geometry';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { isCutAtAntimeridian, isSeamEdge, ringOutline, shapeOutlines } from './shape-outline';

const collection = (coordinates: Position[][], properties = { shapeId: 's1' }) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', id: 's1', properties, geometry: { type: 'Polygon', coordinates } }],
});

/** Through the real validation, which cuts a shape crossing 180 (decision 0008). */
const shapeOf = (geometry: unknown): ShapeCollection => {
  const checked = validateShapeCollection(geometry);
  if (!checked.valid) throw new Error(checked.reason.code);
  return checked.value;
};

/** The issue-11 Fiji square, one degree across the antimeridian (antimeridian.e2e.ts). */
const FIJI = collection([
  [
    [179.5, -17],
    [-179.5, -17],
    [-179.5, -16],
    [179.5, -16],
    [179.5, -17],
  ],
]);

const edgesOf = (lines: Position[][]) =>
  lines.flatMap((line) => line.slice(1).map((to, index) => [line[index], to] as const));
const lengthOf = (lines: Position[][]) =>
  edgesOf(lines).reduce(
    (sum, [from = [0, 0], to]) =>
      sum + Math.hypot((to[0] ?? 0) - (from[0] ?? 0), (to[1] ?? 0) - (from[1] ?? 0)),
    0,
  );

describe('shapeOutlines', () => {
  it('leaves out the seam of the Fiji square cut at 180, and keeps the rest of its boundary', () => {
    const shape = shapeOf(FIJI);
    expect(shape.features[0]?.geometry.type).toBe('MultiPolygon');
    const lines = shapeOutlines(shape).features[0]?.geometry.coordinates ?? [];
    expect(edgesOf(lines).filter(([from, to]) => isSeamEdge(from, to))).toEqual([]);
    // Each part is 0.5 x 1 degree: 3 degrees of ring each, 1 of it on the seam; 4 remain.
    expect(lengthOf(lines)).toBeCloseTo(4, 9);
    // The western and the eastern side of the square are still drawn.
    const meridians = edgesOf(lines).filter(([from, to]) => from?.[0] === to[0]);
    expect(meridians.map(([from]) => from?.[0]).sort()).toEqual([-179.5, 179.5]);
  });

  it('draws a shape away from 180 as its rings, closed', () => {
    const ring: Position[] = [
      [10, 0],
      [11, 0],
      [11, 1],
      [10, 1],
      [10, 0],
    ];
    const outline = shapeOutlines(shapeOf(collection([ring])));
    expect(outline.features[0]?.geometry.coordinates).toEqual([ring]);
  });

  it('keeps the edge of a shape that only ends on 180: its real boundary, not a cut', () => {
    const ring: Position[] = [
      [179, 0],
      [180, 0],
      [180, 1],
      [179, 1],
      [179, 0],
    ];
    const lines = shapeOutlines(collection([ring]) as ShapeCollection).features[0]?.geometry;
    expect(lines?.coordinates).toEqual([ring]);
  });

  it('outlines holes too, and keeps the id and properties the selection filters on', () => {
    const exterior: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ];
    const hole: Position[] = [
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
      [1, 1],
    ];
    const feature = shapeOutlines(collection([exterior, hole]) as ShapeCollection).features[0];
    expect(feature?.geometry.coordinates).toEqual([exterior, hole]);
    expect(feature?.id).toBe('s1');
    expect(feature?.properties).toEqual({ shapeId: 's1' });
  });
});

describe('ringOutline', () => {
  const eastPart: Position[] = [
    [180, 0],
    [180, 1],
    [179, 1],
    [179, 0],
    [180, 0],
  ];

  it('joins the edges on either side of the ring closure into one line', () => {
    expect(ringOutline(eastPart, true)).toEqual([
      [
        [180, 1],
        [179, 1],
        [179, 0],
        [180, 0],
      ],
    ]);
  });

  it('keeps every edge of a shape that is not cut', () => {
    expect(ringOutline(eastPart, false)).toEqual([eastPart]);
  });

  it('splits a ring whose seam lies in several pieces (a cut with vertices along 180)', () => {
    const ring: Position[] = [
      [179, 0],
      [180, 0],
      [180, 1],
      [179.5, 1.5],
      [180, 2],
      [180, 3],
      [179, 3],
      [179, 0],
    ];
    expect(ringOutline(ring, true)).toEqual([
      [
        [180, 1],
        [179.5, 1.5],
        [180, 2],
      ],
      [
        [180, 3],
        [179, 3],
        [179, 0],
        [180, 0],
      ],
    ]);
  });

  it('has no line for a ring lying wholly on the seam', () => {
    expect(
      ringOutline(
        [
          [180, 0],
          [180, 1],
          [-180, 1],
          [180, 0],
        ],
        true,
      ),
    ).toEqual([]);
  });
});

describe('isCutAtAntimeridian', () => {
  it('is true only with positions on both +180 and -180', () => {
    const east: Position[] = [
      [180, 0],
      [179, 0],
    ];
    const west: Position[] = [
      [-180, 0],
      [-179, 0],
    ];
    expect(isCutAtAntimeridian([east, west])).toBe(true);
    expect(isCutAtAntimeridian([east])).toBe(false);
    expect(isCutAtAntimeridian([west])).toBe(false);
  });
});
