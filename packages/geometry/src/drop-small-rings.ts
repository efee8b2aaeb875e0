import { geodesicAreaSquareMeters, ringAreaSquareMeters } from './geodesic-area.js';
import { geometryOf, type PolygonRings, polygonsOf, withPolygons } from './shape-parts.js';
import type { ShapeCollection, ShapeFeature } from './types.js';

interface Candidate {
  feature: number;
  rings: PolygonRings;
  netArea: number;
}

/** The polygon without holes smaller than the minimum, and what it then covers. */
function withoutSmallHoles(
  [exterior = [], ...holes]: PolygonRings,
  minimum: number,
  feature: number,
): Candidate {
  const rings = [
    exterior,
    ...holes.filter((hole) => Math.abs(ringAreaSquareMeters(hole)) >= minimum),
  ];
  return { feature, rings, netArea: geodesicAreaSquareMeters(geometryOf([rings])) };
}

/**
 * Drops holes, then polygons (islands), whose ellipsoidal area is below
 * `minimumAreaSquareMeters`. Runs in the server's clean-up (5,000 m²) after simplify, so slivers
 * and specks left by tracing do not become separate analysis units. A hole is measured by its
 * own ring; a polygon by what it covers once its small holes are gone. The shape never
 * vanishes: if every polygon is below the minimum, the largest one stays (with its holes
 * filtered), because an assessment needs an area. Features left without polygons are removed.
 */
export function dropSmallRings(
  collection: ShapeCollection,
  minimumAreaSquareMeters: number,
): ShapeCollection {
  const candidates = collection.features.flatMap((feature, index) =>
    polygonsOf(feature.geometry).map((rings) =>
      withoutSmallHoles(rings, minimumAreaSquareMeters, index),
    ),
  );
  let kept = candidates.filter((candidate) => candidate.netArea >= minimumAreaSquareMeters);
  if (kept.length === 0 && candidates.length > 0) {
    const largest = candidates.reduce((best, candidate) =>
      candidate.netArea > best.netArea ? candidate : best,
    );
    kept = [largest];
  }
  const features: ShapeFeature[] = [];
  collection.features.forEach((feature, index) => {
    const polygons = kept
      .filter((candidate) => candidate.feature === index)
      .map(({ rings }) => rings.map((ring) => ring.map(([x = 0, y = 0]) => [x, y])));
    if (polygons.length > 0) features.push(withPolygons(feature, polygons));
  });
  return { type: 'FeatureCollection', features };
}
