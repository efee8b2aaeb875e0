import type { ToLonLat } from './import.types.js';
import {
  type TransverseMercatorSeries,
  transverseMercatorSeries,
} from './transverse-mercator-series.js';

/** An ellipsoidal transverse Mercator grid (every UTM zone is one). Angles in radians. */
export interface TransverseMercatorGrid {
  semiMajorAxis: number;
  eccentricitySquared: number;
  scale: number;
  originLatitude: number;
  centralMeridian: number;
  /** False easting and northing in metres. */
  falseEasting: number;
  falseNorthing: number;
  /** Metres per unit of the grid's coordinates (1 for metres). */
  toMeter: number;
}

const DEGREES = 180 / Math.PI;
/** proj4js's `adjust_lon` threshold, so wrapped longitudes agree with it exactly. */
// biome-ignore lint/suspicious/noApproximativeNumericConstant: proj4js's value, not Math.PI
const WRAP = 3.14159265359;
/** Beyond this Gauss–Krüger easting the series diverges; proj4js gives up at the same point. */
const EASTING_LIMIT = 2.623395162778;
/** Corrections below this (all within ~3,000 km of the central meridian) use Taylor series. */
const SMALL = 0.01;

/**
 * The Krüger correction Σ utg[k] sin(2(k+1)(ξ + iη)) by complex Clenshaw summation, from
 * sin 2ξ, cos 2ξ, sinh 2η and cosh 2η; writes (dξ, dη) into `out` (small enough to be inlined).
 */
function krugerCorrection(
  u: Float64Array,
  sin2: number,
  cos2: number,
  sinh2: number,
  cosh2: number,
  out: Float64Array,
) {
  const zr = 2 * cos2 * cosh2;
  const zi = -2 * sin2 * sinh2;
  const u5 = u[5] as number;
  const b4r = (u[4] as number) + zr * u5;
  const b4i = zi * u5;
  const b3r = (u[3] as number) + zr * b4r - zi * b4i - u5;
  const b3i = zi * b4r + zr * b4i;
  const b2r = (u[2] as number) + zr * b3r - zi * b3i - b4r;
  const b2i = zi * b3r + zr * b3i - b4i;
  const b1r = (u[1] as number) + zr * b2r - zi * b2i - b3r;
  const b1i = zi * b2r + zr * b2i - b3i;
  const b0r = (u[0] as number) + zr * b1r - zi * b1i - b2r;
  const b0i = zi * b1r + zr * b1i - b2i;
  out[0] = sin2 * cosh2 * b0r - cos2 * sinh2 * b0i;
  out[1] = sin2 * cosh2 * b0i + cos2 * sinh2 * b0r;
}

/**
 * Grid coordinates to longitude from the central meridian (radians) and the tangent of the
 * conformal latitude: the Krüger correction, then the Gudermannian of η. The corrections are
 * about 1e-3 rad, so their sine, cosine and exponential come from short Taylor series (relative
 * error < 1e-15 below SMALL) instead of more calls to Math.
 */
function gridToSphere(
  series: TransverseMercatorSeries,
  source: Float64Array,
  target: Float64Array,
  grid: TransverseMercatorGrid,
) {
  const utg = Float64Array.from(series.utg);
  const correction = new Float64Array(2);
  const unit = grid.toMeter / (grid.semiMajorAxis * series.qn);
  const eastingShift = grid.falseEasting / (grid.semiMajorAxis * series.qn);
  const northingShift =
    grid.falseNorthing / (grid.semiMajorAxis * series.qn) + series.zb / series.qn;
  for (let i = 0; i < source.length - 1; i += 2) {
    const eta = (source[i] as number) * unit - eastingShift;
    const xi = (source[i + 1] as number) * unit - northingShift;
    const sinXi = Math.sin(xi);
    const cosXi = Math.cos(xi);
    const expEta = Math.exp(eta);
    const exp2 = expEta * expEta;
    krugerCorrection(
      utg,
      2 * sinXi * cosXi,
      1 - 2 * sinXi * sinXi,
      0.5 * (exp2 - 1 / exp2),
      0.5 * (exp2 + 1 / exp2),
      correction,
    );
    const dXi = correction[0] as number;
    const dEta = correction[1] as number;
    const small = Math.abs(dXi) < SMALL && Math.abs(dEta) < SMALL;
    const d2 = dXi * dXi;
    const sinD = small ? dXi * (1 - (d2 / 6) * (1 - d2 / 20)) : Math.sin(dXi);
    const cosD = small ? 1 - (d2 / 2) * (1 - d2 / 12) : Math.cos(dXi);
    const cosSphere = cosXi * cosD - sinXi * sinD;
    const expSphere = small
      ? expEta * (1 + dEta * (1 + dEta * (0.5 + dEta * (1 / 6 + dEta * (1 / 24 + dEta / 120)))))
      : Math.exp(eta + dEta);
    // Gudermannian of η: sin gd = tanh η, cos gd = sech η.
    const squared = expSphere * expSphere;
    const sinGd = (squared - 1) / (squared + 1);
    const cosGd = (2 * expSphere) / (squared + 1);
    target[i] = Math.abs(eta) <= EASTING_LIMIT ? Math.atan2(sinGd, cosGd * cosSphere) : Number.NaN;
    // tan χ: the second pass needs χ and sin 2χ, cos 2χ, cheaper from the tangent than from χ.
    target[i + 1] =
      ((sinXi * cosD + cosXi * sinD) * cosGd) /
      Math.sqrt(sinGd * sinGd + cosGd * cosGd * cosSphere * cosSphere);
  }
}

/** Conformal to geodetic latitude (Σ cgb[k] sin(2(k+1)χ)), longitude wrapped, both to degrees. */
function sphereToDegrees(
  series: TransverseMercatorSeries,
  centralMeridian: number,
  target: Float64Array,
) {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = series.cgb;
  for (let i = 0; i < target.length - 1; i += 2) {
    const longitude = (target[i] as number) + centralMeridian;
    const tanChi = target[i + 1] as number;
    const cosChiSquared = 1 / (1 + tanChi * tanChi);
    const t = 2 * (2 * cosChiSquared - 1);
    const c4 = g4 + t * g5;
    const c3 = g3 + t * c4 - g5;
    const c2 = g2 + t * c3 - c4;
    const c1 = g1 + t * c2 - c3;
    const c0 = g0 + t * c1 - c2;
    const wrapped =
      Math.abs(longitude) <= WRAP ? longitude : longitude - Math.sign(longitude) * 2 * Math.PI;
    target[i] = wrapped * DEGREES;
    // At a pole tan χ is infinite and the series term is 0 · ∞.
    target[i + 1] = Number.isFinite(tanChi)
      ? (Math.atan(tanChi) + 2 * tanChi * cosChiSquared * c0) * DEGREES
      : Math.sign(tanChi) * 90;
  }
}

/**
 * Fast inverse transverse Mercator, used for shapefiles in UTM and other TM grids instead of
 * calling proj4 per point (which allocates and dispatches per call: about 3x slower). Same
 * series as proj4js's `etmerc`, which is what proj4js runs for a "Transverse_Mercator" .prj.
 */
export function transverseMercatorToLonLat(grid: TransverseMercatorGrid): ToLonLat {
  const series = transverseMercatorSeries(
    grid.eccentricitySquared,
    grid.scale,
    grid.originLatitude,
  );
  return (source, target) => {
    gridToSphere(series, source, target, grid);
    sphereToDegrees(series, grid.centralMeridian, target);
  };
}
