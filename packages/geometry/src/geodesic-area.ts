import geodesic from 'geographiclib-geodesic';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { authalicQ, authalicSeries, E2, SERIES_REACH } from './authalic-series.js';
import { polygonsOf } from './shape-parts.js';

const SEMI_MAJOR_AXIS = 6378137;
const HALF_A2 = (SEMI_MAJOR_AXIS * SEMI_MAJOR_AXIS) / 2;
const DEGREE = Math.PI / 180;
/**
 * Edges spanning more than this (radians of latitude or longitude: 0.05°, ~5.5 km) are
 * integrated by GeographicLib; below it the series residual is < 5e-9 of the area even for a
 * triangle made of such edges (README, "Area accuracy"). Ranch edges are far shorter.
 */
export const LONG_EDGE_RADIANS = 0.05 * DEGREE;
const REACH_WEIGHT = (LONG_EDGE_RADIANS / SERIES_REACH) ** 2;

/** What every edge of one ring shares: the series centre and the bulge's ellipsoidal factors. */
interface RingFrame {
  lat0: number;
  s0: number;
  cos0: number;
  q0: number;
  kLatitude: number;
  kLongitude: number;
}

function frameAt(lat0: number): RingFrame {
  const s0 = Math.sin(lat0 * DEGREE);
  // The bulge's ellipsoidal factors vary by < 0.2 % over a ring: evaluated once.
  const inverseW2 = 1 / (1 - E2 * s0 * s0);
  return {
    lat0,
    s0,
    cos0: Math.cos(lat0 * DEGREE),
    q0: authalicQ(s0),
    kLatitude: ((1 - E2) * (1 - E2) * inverseW2 * inverseW2 * inverseW2) / 2,
    kLongitude: inverseW2 / 6,
  };
}

/**
 * The third-order correction of the trapezoid ∫q dλ for the geodesic's bulge, derived from
 * Clairaut's relation (README): for a northern edge heading east the geodesic runs poleward of
 * the straight line in (λ, q). `dMid` is the edge's mid-latitude offset from the frame.
 */
function bulge(frame: RingFrame, dLon: number, dLat: number, dMid: number): number {
  const sMid = frame.s0 + dMid * (frame.cos0 - (dMid * frame.s0) / 2);
  return (
    sMid * (frame.kLatitude * dLat * dLat + (1 - sMid * sMid) * frame.kLongitude * dLon * dLon)
  );
}

/** ∫(q - q0) dλ along an edge: the series for short edges, GeographicLib's S12 for long ones. */
function edgeIntegral(frame: RingFrame, from: Position, to: Position): number {
  const [lon1 = 0, lat1 = 0] = from;
  const [lon2 = 0, lat2 = 0] = to;
  const dLon = (lon2 - lon1) * DEGREE;
  const dLat = (lat2 - lat1) * DEGREE;
  if (Math.abs(dLon) > LONG_EDGE_RADIANS || Math.abs(dLat) > LONG_EDGE_RADIANS) {
    const { S12 = 0 } = geodesic.Geodesic.WGS84.Inverse(
      lat1,
      lon1,
      lat2,
      lon2,
      geodesic.Geodesic.AREA,
    );
    return S12 / HALF_A2 - frame.q0 * dLon;
  }
  const y1 = authalicQ(Math.sin(lat1 * DEGREE)) - frame.q0;
  const y2 = authalicQ(Math.sin(lat2 * DEGREE)) - frame.q0;
  const dMid = ((lat1 + lat2) / 2 - frame.lat0) * DEGREE;
  return dLon * ((y1 + y2) / 2 + bulge(frame, dLon, dLat, dMid));
}

/** The general path, edge by edge, for rings with long edges or spanning degrees of latitude. */
function carefulRingIntegral(ring: Position[], frame: RingFrame): number {
  let sum = 0;
  let previous = ring[ring.length - 1] as Position;
  for (const position of ring) {
    sum += edgeIntegral(frame, previous, position);
    previous = position;
  }
  return sum;
}

/**
 * Signed ellipsoidal (WGS 84) area of one ring in m², counter-clockwise positive, edges being
 * geodesics. Each edge is a trapezoid in the cylindrical equal-area coordinates (λ, q), which
 * are exact for area, plus the third-order term for the geodesic's bulge, so an edge's error
 * falls as the fifth power of its length. The loop below is the fast path (a degree-6 series
 * of q per vertex, no trigonometry); it hands over to `carefulRingIntegral` when an edge is long
 * or a vertex is beyond the series' reach. A ring need not be closed. Rings must not cross the
 * antimeridian nor enclose a pole (RFC 7946 splits such shapes).
 */
export function ringAreaSquareMeters(ring: Position[]): number {
  const count = ring.length;
  const last = ring[count - 1];
  if (count < 3 || !last) return 0;
  const frame = frameAt(last[1] as number);
  const { lat0, s0, cos0, kLatitude, kLongitude } = frame;
  const c = authalicSeries(lat0 * DEGREE);
  const c1 = c[1] as number;
  const c2 = c[2] as number;
  const c3 = c[3] as number;
  const c4 = c[4] as number;
  const c5 = c[5] as number;
  const c6 = c[6] as number;
  let lon1 = last[0] as number;
  let d1 = 0;
  let y1 = 0;
  let sum = 0;
  let worst = 0;
  for (let index = 0; index < count; index++) {
    const position = ring[index] as Position;
    const lon2 = position[0] as number;
    const d2 = ((position[1] as number) - lat0) * DEGREE;
    const y2 = d2 * (c1 + d2 * (c2 + d2 * (c3 + d2 * (c4 + d2 * (c5 + d2 * c6)))));
    const dLon = (lon2 - lon1) * DEGREE;
    const dLat = d2 - d1;
    worst = Math.max(worst, dLon * dLon + dLat * dLat + d2 * d2 * REACH_WEIGHT);
    const dMid = (d1 + d2) / 2;
    const sMid = s0 + dMid * (cos0 - (dMid * s0) / 2);
    const edgeBulge =
      sMid * (kLatitude * dLat * dLat + (1 - sMid * sMid) * kLongitude * dLon * dLon);
    sum += dLon * ((y1 + y2) / 2 + edgeBulge);
    lon1 = lon2;
    d1 = d2;
    y1 = y2;
  }
  if (worst > LONG_EDGE_RADIANS * LONG_EDGE_RADIANS) sum = carefulRingIntegral(ring, frame);
  return -HALF_A2 * sum;
}

/**
 * Area of a polygon or multipolygon on the WGS 84 ellipsoid in m²: exteriors minus holes,
 * whatever their winding. Runs wherever an area is shown or compared with a tolerance.
 */
export function geodesicAreaSquareMeters(geometry: Polygon | MultiPolygon): number {
  let total = 0;
  for (const [exterior = [], ...holes] of polygonsOf(geometry)) {
    total += Math.abs(ringAreaSquareMeters(exterior));
    for (const hole of holes) total -= Math.abs(ringAreaSquareMeters(hole));
  }
  return total;
}
