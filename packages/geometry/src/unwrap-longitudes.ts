import type { Position } from 'geojson';
import type { Ring } from './ring-helpers.js';

/**
 * A ring with its longitudes made continuous: each edge goes the short way round the globe, so
 * an edge from 179.5 to -179.5 is one degree east (across the antimeridian), not 359 degrees
 * west. `turns` counts how many times the ring goes all the way round (its closing position
 * comes back 360 degrees off its first): a ring that does encloses a pole. `roundTheGlobe` is set
 * for that, and for a ring that the short way leaves without any width although it had some (a
 * band from -180 to 180 in the plane is one meridian on the globe). An edge from 180 to -180 on
 * its own is the same meridian twice, a zero-length edge some tools write beside the cut.
 */
export interface UnwrappedRing {
  ring: Ring;
  roundTheGlobe: boolean;
  west: number;
  east: number;
}

/**
 * Whole turns (multiples of 360 degrees) to take off an edge of `delta` degrees so that it goes
 * the short way. An edge of exactly 180 degrees is ambiguous and left as drawn.
 */
function turnsToDrop(delta: number): number {
  if (delta > 180) return Math.ceil((delta - 180) / 360);
  if (delta < -180) return -Math.ceil((-delta - 180) / 360);
  return 0;
}

/**
 * The ring with continuous longitudes, placed so that its westernmost position lies in
 * [-180, 180). Positions that need no shift are the input's own (not recomputed), so a ring that
 * was already fine comes back vertex for vertex. Runs in validation, before any planar operation
 * (repair, dissolve, simplify, PostGIS) sees a ring that jumps across the antimeridian.
 */
export function unwrapLongitudes(ring: Ring): UnwrappedRing {
  const offsets: number[] = [];
  let offset = 0;
  let previous: number | undefined;
  let hadWidth = false;
  for (const position of ring) {
    const longitude = position[0] as number;
    if (previous !== undefined) {
      hadWidth ||= longitude !== previous;
      offset -= turnsToDrop(longitude - previous);
    }
    offsets.push(offset);
    previous = longitude;
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  let turns = 0;
  if (first && last) {
    // The closing edge (implicit when the ring is open) must come back to where it started.
    const closing = (first[0] as number) - (last[0] as number);
    turns = offset - turnsToDrop(closing) - (offsets[0] ?? 0);
  }
  let west = Number.POSITIVE_INFINITY;
  for (const [index, position] of ring.entries()) {
    west = Math.min(west, (position[0] as number) + 360 * (offsets[index] ?? 0));
  }
  const shift = -Math.floor((west + 180) / 360);
  let east = Number.NEGATIVE_INFINITY;
  const unwrapped = ring.map((position, index): Position => {
    const whole = (offsets[index] ?? 0) + shift;
    const longitude = whole === 0 ? (position[0] as number) : (position[0] as number) + 360 * whole;
    east = Math.max(east, longitude);
    return [longitude, position[1] as number];
  });
  const west0 = west + 360 * shift;
  const collapsed = hadWidth && east === west0;
  return { ring: unwrapped, roundTheGlobe: collapsed || turns !== 0, west: west0, east };
}

/** `ring` moved by whole turns so that its west lies in [west, west + 360): a hole beside its exterior. */
export function besideWest(unwrapped: UnwrappedRing, west: number): UnwrappedRing {
  const shift = -Math.floor((unwrapped.west - west) / 360);
  if (shift === 0) return unwrapped;
  return {
    ring: unwrapped.ring.map(([longitude = 0, latitude = 0]) => [
      longitude + 360 * shift,
      latitude,
    ]),
    roundTheGlobe: unwrapped.roundTheGlobe,
    west: unwrapped.west + 360 * shift,
    east: unwrapped.east + 360 * shift,
  };
}
