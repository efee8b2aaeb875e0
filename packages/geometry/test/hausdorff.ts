import type { Position } from 'geojson';
import proj4 from 'proj4';

type Point = [number, number];

/**
 * The Hausdorff distance in metres between two closed rings, measured independently of the
 * code under test: in an azimuthal equidistant projection (proj4, WGS 84) centred on the rings,
 * whose distance error is below 1e-6 relative within 50 km of the centre. Each ring is sampled
 * at its vertices and every `stepMeters` along its edges; each sample's distance to the other
 * ring's segments is exact in the plane (found through a grid of `cellMeters` cells).
 */
export function hausdorffMeters(
  a: Position[],
  b: Position[],
  stepMeters = 0.5,
  cellMeters = 50,
): number {
  const [lng = 0, lat = 0] = a[0] ?? [];
  const toPlane = proj4('WGS84', `+proj=aeqd +lat_0=${lat} +lon_0=${lng} +ellps=WGS84 +units=m`);
  const planeA = a.map((position) => toPlane.forward(position.slice(0, 2)) as Point);
  const planeB = b.map((position) => toPlane.forward(position.slice(0, 2)) as Point);
  return Math.max(
    directed(planeA, new SegmentGrid(planeB, cellMeters), stepMeters),
    directed(planeB, new SegmentGrid(planeA, cellMeters), stepMeters),
  );
}

function directed(from: Point[], to: SegmentGrid, step: number): number {
  let worst = 0;
  for (let index = 0; index + 1 < from.length; index++) {
    const [ax, ay] = from[index] as Point;
    const [bx, by] = from[index + 1] as Point;
    const samples = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let sample = 0; sample <= samples; sample++) {
      const t = sample / samples;
      worst = Math.max(worst, to.distance(ax + t * (bx - ax), ay + t * (by - ay)));
    }
  }
  return worst;
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Segments of a ring bucketed by the grid cells their boxes cover. */
class SegmentGrid {
  private readonly cells = new Map<string, number[]>();

  constructor(
    private readonly ring: Point[],
    private readonly size: number,
  ) {
    for (let index = 0; index + 1 < ring.length; index++) {
      const [ax, ay] = ring[index] as Point;
      const [bx, by] = ring[index + 1] as Point;
      for (
        let i = Math.floor(Math.min(ax, bx) / size);
        i <= Math.floor(Math.max(ax, bx) / size);
        i++
      ) {
        for (
          let j = Math.floor(Math.min(ay, by) / size);
          j <= Math.floor(Math.max(ay, by) / size);
          j++
        ) {
          const key = `${i},${j}`;
          this.cells.set(key, [...(this.cells.get(key) ?? []), index]);
        }
      }
    }
  }

  /** Exact distance to the nearest segment: rings of cells are searched until none can be nearer. */
  distance(px: number, py: number): number {
    const ci = Math.floor(px / this.size);
    const cj = Math.floor(py / this.size);
    let best = Number.POSITIVE_INFINITY;
    for (let radius = 0; radius < 100_000; radius++) {
      for (let i = ci - radius; i <= ci + radius; i++) {
        for (let j = cj - radius; j <= cj + radius; j++) {
          if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== radius) continue;
          for (const index of this.cells.get(`${i},${j}`) ?? []) {
            best = Math.min(
              best,
              distanceToSegment(px, py, this.ring[index] as Point, this.ring[index + 1] as Point),
            );
          }
        }
      }
      if (best <= radius * this.size) return best;
    }
    return best;
  }
}
