import type { Position } from 'geojson';
import { bboxOf } from './bbox-of.js';
import { douglasPeucker } from './douglas-peucker.js';
import { metricFrame } from './metric-frame.js';
import type { Ring } from './ring-helpers.js';
import { mapFeaturePolygons, type PolygonRings } from './shape-parts.js';
import { preserveTopology } from './simplify-topology.js';
import type { ShapeCollection } from './types.js';

/** Copies of the kept positions of a ring (all of them without flags). */
function keptPositions(ring: Ring, kept: Uint8Array | undefined): Ring {
  const result: Ring = [];
  for (let index = 0; index < ring.length; index++) {
    const position = ring[index] as Position;
    if (!kept || kept[index]) result.push([position[0] as number, position[1] as number]);
  }
  return result;
}

function simplifiedPolygons(
  polygons: PolygonRings[],
  project: (ring: Ring) => Float64Array,
  tolerance: number,
): PolygonRings[] {
  const works = polygons.flatMap((rings) =>
    rings.map((ring) => {
      const xy = project(ring);
      return { xy, kept: douglasPeucker(xy, tolerance) };
    }),
  );
  preserveTopology(works);
  let next = 0;
  return polygons.map((rings) => rings.map((ring) => keptPositions(ring, works[next++]?.kept)));
}

/**
 * Douglas-Peucker simplification with a promise in true metres: the Hausdorff distance between
 * each ring and its simplification never exceeds `toleranceMeters` on the WGS 84 ellipsoid.
 * Runs in the server's clean-up (20 m) after dissolve. Works in a local Mercator plane and
 * divides the tolerance by that plane's largest shrinkage over the shape (`metric-frame.ts`).
 * Rings keep at least three corners, and a shortcut that would cross another edge of the same
 * feature, or pass a hole or island on the wrong side, gets its farthest dropped vertex back
 * (`simplify-topology.ts`), so valid input stays valid. Expects closed rings (run
 * `repairShapes` first).
 */
export function simplifyShapes(
  collection: ShapeCollection,
  toleranceMeters: number,
): ShapeCollection {
  if (!(toleranceMeters > 0) || collection.features.length === 0) {
    return mapFeaturePolygons(collection, (polygons) =>
      polygons.map((rings) => rings.map((ring) => ring.map(([x = 0, y = 0]) => [x, y]))),
    );
  }
  const [west, south, east, north] = bboxOf(collection);
  const frame = metricFrame(south, north, (west + east) / 2);
  const tolerance = toleranceMeters * frame.minimumScale;
  return mapFeaturePolygons(collection, (polygons) =>
    simplifiedPolygons(polygons, frame.project, tolerance),
  );
}
