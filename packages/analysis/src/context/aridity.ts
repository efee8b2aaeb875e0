/**
 * The aridity index AI = P / PET (annual) and its UNEP classes: Middleton & Thomas (1992),
 * World Atlas of Desertification, UNEP; thresholds as used by the Global Aridity Index v3
 * (Zomer, Xu & Trabucco 2022, Scientific Data 9:409).
 */

export const ARIDITY_CLASSES = ['hyperArid', 'arid', 'semiArid', 'drySubHumid', 'humid'] as const;
export type AridityClass = (typeof ARIDITY_CLASSES)[number];

/** Lower bounds of every class but the first, in the order of ARIDITY_CLASSES. */
const UPPER_BOUNDS: readonly number[] = [0.05, 0.2, 0.5, 0.65];

/**
 * PET below 1 mm/yr (polar and high-mountain cells whose months all freeze) would make the index
 * infinite; it is floored there, so such cells read as very humid, which is what they are.
 */
export const MINIMUM_PET_MM = 1;

export function aridityIndex(precipitationMm: number, petMm: number): number {
  return precipitationMm / Math.max(petMm, MINIMUM_PET_MM);
}

/** hyper-arid < 0.05 <= arid < 0.20 <= semi-arid < 0.50 <= dry sub-humid < 0.65 <= humid. */
export function aridityClass(index: number): AridityClass {
  if (Number.isNaN(index)) throw new RangeError('The aridity index is not a number');
  const position = UPPER_BOUNDS.findIndex((bound) => index < bound);
  return ARIDITY_CLASSES[position === -1 ? ARIDITY_CLASSES.length - 1 : position] as AridityClass;
}

/** The class as the search engine's 1..5 (hyper-arid .. humid, specs/3 section 9). */
export function aridityClassNumber(aridity: AridityClass): number {
  return ARIDITY_CLASSES.indexOf(aridity) + 1;
}
