import type { Position } from 'geojson';
import type { ShapeCollection, ShapeFeature } from '../src/types.js';
import { seededRandom } from './seeded-random.js';

const METERS_PER_DEGREE = 111_320;

/** Options for one star-shaped ring (simple by construction: one radius per angle). */
export interface StarOptions {
  center: Position;
  radiusMeters: number;
  vertices: number;
  /** Relative amplitude of the large wiggles (0..0.5). */
  wiggle: number;
  /** Per-vertex radial noise in metres, like a hand-traced or GPS-walked fence line. */
  jitterMeters: number;
  clockwise?: boolean;
}

/** A closed star-shaped ring around `center`, counter-clockwise unless `clockwise`. */
export function starRing(random: () => number, options: StarOptions): Position[] {
  const { center, radiusMeters, vertices, wiggle, jitterMeters } = options;
  const [lng0 = 0, lat0 = 0] = center;
  const cosLat = Math.cos((lat0 * Math.PI) / 180);
  const waves = [2, 3, 5, 7, 11, 17, 29].map((frequency, index) => ({
    frequency,
    phase: random() * 2 * Math.PI,
    amplitude: (wiggle * (random() + 0.5)) / (index + 1.5),
  }));
  const ring: Position[] = [];
  for (let index = 0; index < vertices; index++) {
    const angle = (2 * Math.PI * index) / vertices;
    let radius = radiusMeters;
    for (const wave of waves)
      radius += radiusMeters * wave.amplitude * Math.sin(wave.frequency * angle + wave.phase);
    radius = Math.max(radius, radiusMeters * 0.2) + (random() - 0.5) * 2 * jitterMeters;
    ring.push([
      lng0 + (radius * Math.cos(angle)) / (METERS_PER_DEGREE * cosLat),
      lat0 + (radius * Math.sin(angle)) / METERS_PER_DEGREE,
    ]);
  }
  if (options.clockwise) ring.reverse();
  ring.push([...(ring[0] as Position)]);
  return ring;
}

/** A point `meters` away from `center` in direction `angle` (radians from east). */
export function offset(center: Position, meters: number, angle: number): Position {
  const [lng0 = 0, lat0 = 0] = center;
  const cosLat = Math.cos((lat0 * Math.PI) / 180);
  return [
    lng0 + (meters * Math.cos(angle)) / (METERS_PER_DEGREE * cosLat),
    lat0 + (meters * Math.sin(angle)) / METERS_PER_DEGREE,
  ];
}

export interface RanchOptions {
  seed: number;
  center: Position;
  radiusMeters: number;
  /** Vertices of the main boundary; holes and islands scale with it. */
  vertices: number;
  holes: number;
  islands: number;
  /** Radial noise of the main boundary in metres (default 3). */
  jitterMeters?: number;
}

/** Holes spread over the inner half of the ranch, apart from each other; every fourth is tiny. */
function ranchHoles(random: () => number, options: RanchOptions): Position[][] {
  const { center, radiusMeters, vertices } = options;
  const holes: Position[][] = [];
  const placed: { at: Position; radius: number }[] = [];
  for (let attempt = 0; holes.length < options.holes && attempt < 1000; attempt++) {
    const radius = holes.length % 4 === 0 ? 25 + random() * 10 : 60 + random() * 240;
    const at = offset(center, random() * radiusMeters * 0.45, random() * 2 * Math.PI);
    if (placed.some((other) => distanceMeters(at, other.at) <= 1.6 * (radius + other.radius))) {
      continue;
    }
    placed.push({ at, radius });
    const holeVertices = Math.max(12, Math.round(vertices / 150));
    holes.push(
      starRing(random, {
        center: at,
        radiusMeters: radius,
        vertices: holeVertices,
        wiggle: 0.2,
        jitterMeters: 1,
        clockwise: true,
      }),
    );
  }
  return holes;
}

/** Detached paddocks in a circle around the ranch; every third is tiny. */
function ranchIslands(random: () => number, options: RanchOptions): Position[][][] {
  const { center, radiusMeters, vertices, islands } = options;
  return Array.from({ length: islands }, (_, index) => {
    const tiny = index % 3 === 2;
    const radius = tiny ? 30 : 300 + random() * 900;
    const distance = radiusMeters * 1.9 + radius * 1.5 + index * 50;
    const at = offset(center, distance, (2 * Math.PI * index) / islands);
    const islandVertices = tiny ? 24 : Math.max(16, Math.round(vertices / 24));
    return [
      starRing(random, {
        center: at,
        radiusMeters: radius,
        vertices: islandVertices,
        wiggle: 0.15,
        jitterMeters: 2,
      }),
    ];
  });
}

/**
 * A ranch-like MultiPolygon: a main parcel with a wiggly, noisy boundary, holes (ponds, excluded
 * homesteads, a few below 5,000 m²) and islands (detached paddocks, a few tiny), all disjoint.
 */
export function generateRanch(options: RanchOptions): ShapeFeature {
  const random = seededRandom(options.seed);
  const holes = ranchHoles(random, options);
  const boundary = starRing(random, {
    center: options.center,
    radiusMeters: options.radiusMeters,
    vertices: options.vertices,
    wiggle: 0.3,
    jitterMeters: options.jitterMeters ?? 3,
  });
  return {
    type: 'Feature',
    properties: { name: 'Generated ranch' },
    geometry: {
      type: 'MultiPolygon',
      coordinates: [[boundary, ...holes], ...ranchIslands(random, options)],
    },
  };
}

function distanceMeters(a: Position, b: Position): number {
  const cosLat = Math.cos((((a[1] ?? 0) + (b[1] ?? 0)) / 2) * (Math.PI / 180));
  const dx = ((a[0] ?? 0) - (b[0] ?? 0)) * METERS_PER_DEGREE * cosLat;
  const dy = ((a[1] ?? 0) - (b[1] ?? 0)) * METERS_PER_DEGREE;
  return Math.hypot(dx, dy);
}

/** `count` small drawn or uploaded polygons scattered over and around the ranch, overlapping. */
export function generateDrawnPolygons(
  seed: number,
  center: Position,
  spreadMeters: number,
  count: number,
): ShapeFeature[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    type: 'Feature',
    properties: { drawn: index },
    geometry: {
      type: 'Polygon',
      coordinates: [
        starRing(random, {
          center: offset(center, Math.sqrt(random()) * spreadMeters, random() * 2 * Math.PI),
          radiusMeters: 50 + random() * 550,
          vertices: 5 + Math.floor(random() * 12),
          wiggle: 0.25,
          jitterMeters: 0,
        }),
      ],
    },
  }));
}

/** The benchmark's input: a ~50,000-vertex ranch and 200 overlapping drawn polygons. */
export function benchmarkShapes(): {
  ranch: ShapeCollection;
  drawn: ShapeCollection;
  all: ShapeCollection;
} {
  const center: Position = [-104.62, 38.71];
  const ranchFeature = generateRanch({
    seed: 7,
    center,
    radiusMeters: 6000,
    vertices: 36_000,
    holes: 24,
    islands: 6,
  });
  const drawnFeatures = generateDrawnPolygons(11, center, 7000, 200);
  return {
    ranch: { type: 'FeatureCollection', features: [ranchFeature] },
    drawn: { type: 'FeatureCollection', features: drawnFeatures },
    all: { type: 'FeatureCollection', features: [ranchFeature, ...drawnFeatures] },
  };
}

/** Vertices of a collection, closing positions included. */
export function vertexCount(collection: ShapeCollection): number {
  let count = 0;
  for (const feature of collection.features) {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const rings of polygons) for (const ring of rings) count += ring.length;
  }
  return count;
}
