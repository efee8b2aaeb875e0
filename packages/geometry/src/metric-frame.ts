import type { Position } from 'geojson';
import { E2 } from './authalic-series.js';
import type { Ring } from './ring-helpers.js';

const SEMI_MAJOR_AXIS = 6378137;
const DEGREE = Math.PI / 180;
/** Mercator's isometric latitude is infinite at the poles; shapes stop a metre short of them. */
const LATITUDE_LIMIT = 89.99999;

/**
 * A local metric plane for one set of shapes: the ellipsoidal Mercator projection, scaled to be
 * true at the shapes' middle latitude. Mercator is conformal, so its scale is the same in every
 * direction at a point; it grows away from the equator. `minimumScale` is the smallest scale
 * (projected metres per true metre) over the shapes' latitudes, so a distance measured in the
 * plane, divided by it, bounds the true distance from above. Simplify divides its tolerance
 * the other way to keep its promise in true metres.
 */
export interface MetricFrame {
  /** A ring as flat [x0, y0, x1, y1, ...] metres. */
  project(ring: Ring): Float64Array;
  minimumScale: number;
}

const clampLatitude = (latitude: number): number =>
  Math.max(-LATITUDE_LIMIT, Math.min(LATITUDE_LIMIT, latitude));

/**
 * Isometric latitude ψ(φ) = atanh(sin φ) - e·atanh(e·sin φ), the second term as a series in
 * e²·sin²φ (< 0.0067, so 7 terms reach double precision).
 */
function isometricLatitude(latitude: number): number {
  const clamped =
    latitude > LATITUDE_LIMIT || latitude < -LATITUDE_LIMIT ? clampLatitude(latitude) : latitude;
  const s = Math.sin(clamped * DEGREE);
  const x = E2 * s * s;
  const eAtanhES =
    E2 * s * (1 + x * (1 / 3 + x * (1 / 5 + x * (1 / 7 + x * (1 / 9 + x * (1 / 11 + x / 13))))));
  return 0.5 * Math.log((1 + s) / (1 - s)) - eAtanhES;
}

/** Radius of the parallel at `latitude` (N·cos φ), in metres. */
function parallelRadius(latitude: number): number {
  const radians = clampLatitude(latitude) * DEGREE;
  const s = Math.sin(radians);
  return (SEMI_MAJOR_AXIS * Math.cos(radians)) / Math.sqrt(1 - E2 * s * s);
}

/** The frame for shapes spanning latitudes south..north, centred on longitude `centre`. */
export function metricFrame(south: number, north: number, centre: number): MetricFrame {
  const middle = (south + north) / 2;
  const radius = parallelRadius(middle);
  const psi0 = isometricLatitude(middle);
  // The parallel radius is largest nearest the equator, where the scale is therefore smallest.
  const nearestEquator = south <= 0 && north >= 0 ? 0 : Math.min(Math.abs(south), Math.abs(north));
  const xScale = radius * DEGREE;
  const project = (ring: Ring): Float64Array => {
    const xy = new Float64Array(ring.length * 2);
    for (let index = 0; index < ring.length; index++) {
      const position = ring[index] as Position;
      xy[2 * index] = xScale * ((position[0] as number) - centre);
      xy[2 * index + 1] = radius * (isometricLatitude(position[1] as number) - psi0);
    }
    return xy;
  };
  return { project, minimumScale: radius / parallelRadius(nearestEquator) };
}
