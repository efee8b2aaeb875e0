import geodesic from 'geographiclib-geodesic';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random.js';
import {
  geodesicAreaSquareMeters,
  LONG_EDGE_RADIANS,
  ringAreaSquareMeters,
} from './geodesic-area.js';

/** GeographicLib's exact geodesic polygon area, counter-clockwise positive. */
function referenceArea(ring: Position[]): number {
  const polygon = geodesic.Geodesic.WGS84.Polygon(false);
  for (const [lng = 0, lat = 0] of ring.slice(0, -1)) polygon.AddPoint(lat, lng);
  return polygon.Compute(false, true).area ?? Number.NaN;
}

/** A random star-shaped ring of about `areaSquareMeters` around (lng, lat). */
function randomRing(
  random: () => number,
  lng: number,
  lat: number,
  areaSquareMeters: number,
  vertices: number,
): Position[] {
  const radius = Math.sqrt(areaSquareMeters / Math.PI);
  const ring: Position[] = [];
  for (let index = 0; index < vertices; index++) {
    const angle = (2 * Math.PI * (index + 0.8 * random())) / vertices;
    const r = radius * (0.6 + 0.8 * random());
    ring.push([
      lng + (r * Math.cos(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)),
      lat + (r * Math.sin(angle)) / 110_600,
    ]);
  }
  ring.push([...(ring[0] as Position)]);
  return ring;
}

describe('ringAreaSquareMeters against GeographicLib', () => {
  const random = seededRandom(20240611);
  const sizes = [
    ['1 ha', 1e4],
    ['100 ha', 1e6],
    ['100 km²', 1e8],
    ['10,000 km²', 1e10],
  ] as const;
  const cases = [0, 45, 70].flatMap((lat) =>
    sizes.flatMap(([label, area]) =>
      [6, 40, 400].map((vertices) => ({ lat, label, area, vertices })),
    ),
  );

  it.each(cases)(
    '$label at $lat° with $vertices vertices: relative error ≤ 1e-7 (10 random rings)',
    ({ lat, area, vertices }) => {
      for (let trial = 0; trial < 10; trial++) {
        const ring = randomRing(random, -180 + 360 * random() * 0.99, lat, area, vertices);
        const expected = referenceArea(ring);
        expect(Math.abs(ringAreaSquareMeters(ring) - expected) / expected).toBeLessThanOrEqual(
          1e-7,
        );
      }
    },
  );

  it('is far better than 1e-7 for ranch-sized rings (edges of tens to hundreds of metres)', () => {
    let worst = 0;
    for (const lat of [0, 45, 70]) {
      for (let trial = 0; trial < 20; trial++) {
        const ring = randomRing(random, -100, lat, 5e7, 400);
        const expected = referenceArea(ring);
        worst = Math.max(worst, Math.abs(ringAreaSquareMeters(ring) - expected) / expected);
      }
    }
    expect(worst).toBeLessThan(1e-9);
  });

  it('matches a 1°×1° cell at the equator', () => {
    const cell = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    const expected = referenceArea(cell);
    expect(expected).toBeGreaterThan(1.2308e10);
    expect(Math.abs(ringAreaSquareMeters(cell) - expected) / expected).toBeLessThan(1e-12);
  });

  it('matches rings spanning far more than the series reach (10° of latitude, 500 km edges)', () => {
    const ring = [
      [10, 40],
      [15, 40],
      [15, 50],
      [10, 50],
      [10, 40],
    ];
    const expected = referenceArea(ring);
    expect(Math.abs(ringAreaSquareMeters(ring) - expected) / expected).toBeLessThan(1e-12);
  });

  it('integrates edges just under the long-edge threshold within 1e-8', () => {
    const d = (LONG_EDGE_RADIANS * 180) / Math.PI;
    for (const lat of [10, 45, 70]) {
      const triangle = [
        [0, lat],
        [d * 0.99, lat + d * 0.7],
        [-d * 0.3, lat + d * 0.99],
        [0, lat],
      ];
      const expected = referenceArea(triangle);
      expect(Math.abs(ringAreaSquareMeters(triangle) - expected) / expected).toBeLessThan(1e-8);
    }
  });

  it('is signed by winding and ignores whether the ring is closed', () => {
    const ring = randomRing(random, 20, 45, 1e6, 30);
    const area = ringAreaSquareMeters(ring);
    expect(area).toBeGreaterThan(0);
    expect(ringAreaSquareMeters([...ring].reverse())).toBeCloseTo(-area, 6);
    expect(ringAreaSquareMeters(ring.slice(0, -1))).toBeCloseTo(area, 6);
    expect(ringAreaSquareMeters(ring.slice(0, 2))).toBe(0);
  });
});

describe('geodesicAreaSquareMeters', () => {
  const outer = [
    [0, 0],
    [0.01, 0],
    [0.01, 0.01],
    [0, 0.01],
    [0, 0],
  ];
  const hole = [
    [0.002, 0.002],
    [0.002, 0.004],
    [0.004, 0.004],
    [0.004, 0.002],
    [0.002, 0.002],
  ];

  it('subtracts holes whatever their winding', () => {
    const expected = referenceArea(outer) - Math.abs(referenceArea(hole));
    const area = geodesicAreaSquareMeters({ type: 'Polygon', coordinates: [outer, hole] });
    expect(area).toBeCloseTo(expected, 3);
    expect(
      geodesicAreaSquareMeters({
        type: 'Polygon',
        coordinates: [[...outer].reverse(), [...hole].reverse()],
      }),
    ).toBeCloseTo(expected, 3);
  });

  it('sums the parts of a MultiPolygon', () => {
    const shifted = outer.map(([x = 0, y = 0]) => [x + 1, y]);
    const area = geodesicAreaSquareMeters({
      type: 'MultiPolygon',
      coordinates: [[outer], [shifted]],
    });
    expect(area).toBeCloseTo(referenceArea(outer) + referenceArea(shifted), 3);
  });
});
