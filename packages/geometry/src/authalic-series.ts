/**
 * Taylor series, around one latitude, of the function q(φ) behind the authalic (equal-area)
 * latitude: the WGS 84 ellipsoid's area between the equator and latitude φ, per radian of
 * longitude, is (a²/2)·q(φ). Built once per ring by `geodesic-area.ts`, so that each vertex
 * costs one polynomial instead of a sine, an inverse hyperbolic tangent and a division.
 */

/** Flattening and first eccentricity squared of WGS 84 (the ellipsoid of GeoJSON, RFC 7946). */
const FLATTENING = 1 / 298.257223563;
export const E2 = FLATTENING * (2 - FLATTENING);

/** Terms of the series: degree 6 is exact to ~1e-14 within `SERIES_REACH` of the centre. */
export const SERIES_TERMS = 7;
/** Farther than this (radians, ~1.1°) from the centre latitude, q is evaluated directly. */
export const SERIES_REACH = 0.02;

/** q as a function of s = sin φ; atanh(e·s)/e summed as a series in e²s² (< 0.0067). */
export function authalicQ(s: number): number {
  const x = E2 * s * s;
  const atanhOverE =
    1 +
    x * (1 / 3 + x * (1 / 5 + x * (1 / 7 + x * (1 / 9 + x * (1 / 11 + x * (1 / 13 + x / 15))))));
  return (1 - E2) * (s / (1 - x) + s * atanhOverE);
}

function multiply(a: Float64Array, b: Float64Array): Float64Array {
  const product = new Float64Array(SERIES_TERMS);
  for (let i = 0; i < SERIES_TERMS; i++) {
    for (let j = 0; i + j < SERIES_TERMS; j++) {
      product[i + j] = (product[i + j] as number) + (a[i] as number) * (b[j] as number);
    }
  }
  return product;
}

function reciprocal(a: Float64Array): Float64Array {
  const result = new Float64Array(SERIES_TERMS);
  const a0 = a[0] as number;
  result[0] = 1 / a0;
  for (let k = 1; k < SERIES_TERMS; k++) {
    let sum = 0;
    for (let j = 1; j <= k; j++) sum += (a[j] as number) * (result[k - j] as number);
    result[k] = -sum / a0;
  }
  return result;
}

/**
 * Coefficients c[k] with q(φ0 + δ) - q(φ0) = Σ c[k]·δ^k, from q'(φ) = 2(1-e²)·cos φ / W⁴ where
 * W² = 1 - e²·sin²φ, by arithmetic on truncated power series (exact, not fitted).
 */
export function authalicSeries(latitudeRadians: number): Float64Array {
  const s0 = Math.sin(latitudeRadians);
  const c0 = Math.cos(latitudeRadians);
  const derivatives = [s0, c0, -s0, -c0];
  const sine = new Float64Array(SERIES_TERMS);
  const cosine = new Float64Array(SERIES_TERMS);
  let factorial = 1;
  for (let k = 0; k < SERIES_TERMS; k++) {
    if (k > 0) factorial *= k;
    sine[k] = (derivatives[k % 4] as number) / factorial;
    cosine[k] = (derivatives[(k + 1) % 4] as number) / factorial;
  }
  const w2 = multiply(sine, sine).map((term, k) => (k === 0 ? 1 : 0) - E2 * term);
  const inverseW2 = reciprocal(w2);
  const derivative = multiply(cosine, multiply(inverseW2, inverseW2));
  const series = new Float64Array(SERIES_TERMS);
  for (let k = 0; k + 1 < SERIES_TERMS; k++) {
    series[k + 1] = (2 * (1 - E2) * (derivative[k] as number)) / (k + 1);
  }
  return series;
}
