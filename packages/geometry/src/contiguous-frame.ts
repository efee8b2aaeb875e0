import type { MultiPolygon, Polygon, Position } from 'geojson';
import { emptyExtent, extendExtent } from './extent.js';
import { polygonsOf } from './shape-parts.js';
import type { BBox } from './types.js';

/**
 * A shape in one piece of the plane: a shape cut at the antimeridian (RFC 7946 section 3.1.9)
 * has its western parts moved east by 360 degrees, so the Fiji square is [179.5, 180.5] wide, not
 * [-180, 180]. `bbox` is [west, south, east, north] with west in [-180, 180) and east up to 540
 * (RFC 7946 section 5.2 writes such a box with east < west; here east is west plus the width).
 */
export interface ContiguousShape {
  shape: MultiPolygon;
  bbox: BBox;
}

const polygonExtent = (rings: Position[][]) => extendExtent(emptyExtent(), rings[0] ?? []);

/**
 * The shape in its narrowest longitude frame: either as it is, or with every part that lies west
 * of the prime meridian moved by +360 degrees, whichever spans fewer degrees of longitude. Runs
 * where a shape is turned into a window on the world (the analyses' data requests, the geography
 * lookup's simplification), so that a shape across the antimeridian asks for about its own
 * width, never for a band round the globe. Expects a validated (cut) shape.
 */
export function contiguousFrame(geometry: Polygon | MultiPolygon): ContiguousShape {
  const polygons = polygonsOf(geometry);
  const extents = polygons.map(polygonExtent);
  const plain = emptyExtent();
  const moved = emptyExtent();
  for (const extent of extents) {
    const shift = extent.east <= 0 ? 360 : 0;
    plain.west = Math.min(plain.west, extent.west);
    plain.east = Math.max(plain.east, extent.east);
    moved.west = Math.min(moved.west, extent.west + shift);
    moved.east = Math.max(moved.east, extent.east + shift);
    plain.south = Math.min(plain.south, extent.south);
    plain.north = Math.max(plain.north, extent.north);
  }
  const { south, north } = plain;
  // Only a shape wider than half the globe can be narrower moved (comparing widths alone would
  // move a whole western shape by 360 on a rounding difference).
  const plainWidth = plain.east - plain.west;
  if (plainWidth <= 180 || moved.east - moved.west >= plainWidth) {
    return {
      shape: { type: 'MultiPolygon', coordinates: polygons },
      bbox: [plain.west, south, plain.east, north],
    };
  }
  const coordinates = polygons.map((rings, index) =>
    (extents[index]?.east ?? 0) <= 0
      ? rings.map((ring) => ring.map(([x = 0, y = 0]): Position => [x + 360, y]))
      : rings,
  );
  return {
    shape: { type: 'MultiPolygon', coordinates },
    bbox: [moved.west, south, moved.east, north],
  };
}
