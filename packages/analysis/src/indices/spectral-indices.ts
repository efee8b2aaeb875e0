/**
 * Spectral indices of surface reflectance (research/data-methods.md B.3 and B.12). Inputs are
 * reflectances (0..1, after each product's scale and offset); a result is NaN where the
 * denominator is 0 or an input is missing.
 */

/** NDVI = (NIR − Red) / (NIR + Red) (Rouse et al. 1974). */
export function ndvi(nir: number, red: number): number {
  const sum = nir + red;
  return sum === 0 ? Number.NaN : (nir - red) / sum;
}

/** EVI = 2.5·(NIR − Red) / (NIR + 6·Red − 7.5·Blue + 1) (Huete et al. 2002). */
export function evi(nir: number, red: number, blue: number): number {
  const denominator = nir + 6 * red - 7.5 * blue + 1;
  return denominator === 0 ? Number.NaN : (2.5 * (nir - red)) / denominator;
}

/** EVI2 = 2.5·(NIR − Red) / (NIR + 2.4·Red + 1), without a blue band (Jiang et al. 2008). */
export function evi2(nir: number, red: number): number {
  const denominator = nir + 2.4 * red + 1;
  return denominator === 0 ? Number.NaN : (2.5 * (nir - red)) / denominator;
}

/** NBR = (NIR − SWIR2) / (NIR + SWIR2) (Key & Benson 2006). */
export function nbr(nir: number, swir2: number): number {
  const sum = nir + swir2;
  return sum === 0 ? Number.NaN : (nir - swir2) / sum;
}

/** dNBR × 1000 = (NBR before − NBR after) × 1000, the scale of the severity table. */
export function dnbrScaled(nbrBefore: number, nbrAfter: number): number {
  return (nbrBefore - nbrAfter) * 1000;
}

/**
 * The seven burn severity levels of specs/3 (1..7) from dNBR × 1000: the USGS FIREMON table of
 * Key & Benson (2006), as the UN-SPIDER Recommended Practice on burn severity tabulates it:
 * 1 enhanced regrowth, high (−500 to −251); 2 enhanced regrowth, low (−250 to −101);
 * 3 unburned (−100 to +99); 4 low severity (+100 to +269); 5 moderate-low (+270 to +439);
 * 6 moderate-high (+440 to +659); 7 high (+660 to +1300). Values between two integer rows go
 * to the upper one (−250.5 is level 1); values beyond the table's ends take its end levels.
 * Null where dNBR is missing.
 */
export function burnSeverityLevel(dnbrTimes1000: number): 1 | 2 | 3 | 4 | 5 | 6 | 7 | null {
  if (!Number.isFinite(dnbrTimes1000)) return null;
  if (dnbrTimes1000 < -250) return 1;
  if (dnbrTimes1000 < -100) return 2;
  if (dnbrTimes1000 < 100) return 3;
  if (dnbrTimes1000 < 270) return 4;
  if (dnbrTimes1000 < 440) return 5;
  if (dnbrTimes1000 < 660) return 6;
  return 7;
}
