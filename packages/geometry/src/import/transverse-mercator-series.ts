/**
 * Coefficients of the 6th-order Krüger series for the ellipsoidal transverse Mercator
 * (Poder & Engsager; the same series as PROJ's and proj4js's `etmerc`, which proj4js uses for
 * every "Transverse_Mercator" WKT): accurate to well under a millimetre across a UTM zone.
 */
export interface TransverseMercatorSeries {
  /** Normalised meridian quadrant times scale: northing = a * (qn * ξ + zb). */
  qn: number;
  zb: number;
  /** Gauss–Krüger (ξ, η) to conformal sphere. */
  utg: readonly number[];
  /** Conformal latitude to geodetic latitude. */
  cgb: readonly number[];
}

/** Clenshaw summation of Σ c[k] sin(2(k+1)·x), with `twoX` = 2x. */
function clenshawSin(coefficients: readonly number[], twoX: number): number {
  const cos2 = 2 * Math.cos(twoX);
  let current = 0;
  let previous = 0;
  for (let k = coefficients.length - 1; k >= 0; k--) {
    const next = -previous + cos2 * current + (coefficients[k] ?? 0);
    previous = current;
    current = next;
  }
  return Math.sin(twoX) * current;
}

const powers = (n: number) => [n, n ** 2, n ** 3, n ** 4, n ** 5, n ** 6] as const;

function geodeticToConformal(n: number): number[] {
  const [n1, n2, n3, n4, n5, n6] = powers(n);
  return [
    n1 * (-2 + n * (2 / 3 + n * (4 / 3 + n * (-82 / 45 + n * (32 / 45 + n * (4642 / 4725)))))),
    n2 * (5 / 3 + n * (-16 / 15 + n * (-13 / 9 + n * (904 / 315 + n * (-1522 / 945))))),
    n3 * (-26 / 15 + n * (34 / 21 + n * (8 / 5 + n * (-12686 / 2835)))),
    n4 * (1237 / 630 + n * (-12 / 5 + n * (-24832 / 14175))),
    n5 * (-734 / 315 + n * (109598 / 31185)),
    n6 * (444337 / 155925),
  ];
}

function conformalToGeodetic(n: number): number[] {
  const [n1, n2, n3, n4, n5, n6] = powers(n);
  return [
    n1 * (2 + n * (-2 / 3 + n * (-2 + n * (116 / 45 + n * (26 / 45 + n * (-2854 / 675)))))),
    n2 * (7 / 3 + n * (-8 / 5 + n * (-227 / 45 + n * (2704 / 315 + n * (2323 / 945))))),
    n3 * (56 / 15 + n * (-136 / 35 + n * (-1262 / 105 + n * (73814 / 2835)))),
    n4 * (4279 / 630 + n * (-332 / 35 + n * (-399572 / 14175))),
    n5 * (4174 / 315 + n * (-144838 / 6237)),
    n6 * (601676 / 22275),
  ];
}

function gaussKrugerToSphere(n: number): number[] {
  const [n1, n2, n3, n4, n5, n6] = powers(n);
  return [
    n1 *
      (-0.5 +
        n * (2 / 3 + n * (-37 / 96 + n * (1 / 360 + n * (81 / 512 + n * (-96199 / 604800)))))),
    n2 * (-1 / 48 + n * (-1 / 15 + n * (437 / 1440 + n * (-46 / 105 + n * (1118711 / 3870720))))),
    n3 * (-17 / 480 + n * (37 / 840 + n * (209 / 4480 + n * (-5569 / 90720)))),
    n4 * (-4397 / 161280 + n * (11 / 504 + n * (830251 / 7257600))),
    n5 * (-4583 / 161280 + n * (108847 / 3991680)),
    n6 * (-20648693 / 638668800),
  ];
}

function sphereToGaussKruger(n: number): number[] {
  const [n1, n2, n3, n4, n5, n6] = powers(n);
  return [
    n1 *
      (0.5 + n * (-2 / 3 + n * (5 / 16 + n * (41 / 180 + n * (-127 / 288 + n * (7891 / 37800)))))),
    n2 * (13 / 48 + n * (-3 / 5 + n * (557 / 1440 + n * (281 / 630 + n * (-1983433 / 1935360))))),
    n3 * (61 / 240 + n * (-103 / 140 + n * (15061 / 26880 + n * (167603 / 181440)))),
    n4 * (49561 / 161280 + n * (-179 / 168 + n * (6601661 / 7257600))),
    n5 * (34729 / 80640 + n * (-3418889 / 1995840)),
    n6 * (212378941 / 319334400),
  ];
}

/** Runs once per projection; `es` is the ellipsoid's eccentricity squared, angles in radians. */
export function transverseMercatorSeries(
  es: number,
  scale: number,
  originLatitude: number,
): TransverseMercatorSeries {
  const flattening = es / (1 + Math.sqrt(1 - es));
  const n = flattening / (2 - flattening);
  const n2 = n * n;
  const qn = (scale / (1 + n)) * (1 + n2 * (1 / 4 + n2 * (1 / 64 + n2 / 256)));
  const originConformal = originLatitude + clenshawSin(geodeticToConformal(n), 2 * originLatitude);
  const zb = -qn * (originConformal + clenshawSin(sphereToGaussKruger(n), 2 * originConformal));
  return { qn, zb, utg: gaussKrugerToSphere(n), cgb: conformalToGeodetic(n) };
}
