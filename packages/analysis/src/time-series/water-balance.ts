/**
 * A monthly Thornthwaite-Mather water balance (Thornthwaite & Mather 1955, 1957;
 * research/data-methods.md B.11), the bucket model the context tool's PET already follows:
 * - dry month (P < PET): the accumulated potential water loss grows by PET − P and the soil
 *   keeps ST = STC·exp(−APWL/STC); AET = P + (ST before − ST after);
 * - wet month (P >= PET): AET = PET, the soil refills by P − PET up to its capacity STC, and
 *   what does not fit is surplus;
 * - runoff: half of the surplus plus the water detained from earlier months leaves each month
 *   (Thornthwaite & Mather's detention; Wolock & McCabe 1999 use the same 50 %).
 * Snow is not modelled (the USGS monthly model of McCabe & Markstrom 2007 adds it).
 * The balance closes: P = AET + runoff + Δsoil + Δdetained, every month.
 */

/** Default soil water holding capacity (mm) when the soil data gives none. */
export const DEFAULT_SOIL_CAPACITY_MM = 150;
/** Share of the available surplus that runs off each month. */
export const RUNOFF_FRACTION = 0.5;

export interface WaterBalanceMonth {
  precipitation: number;
  pet: number;
  aet: number;
  runoff: number;
  /** Soil water at the end of the month (mm). */
  soilMoisture: number;
  surplus: number;
  deficit: number;
}

export interface WaterBalanceOptions {
  capacityMm?: number;
  /** Soil water at the start (default: full). */
  initialSoilMm?: number;
  /**
   * Years of the first twelve months run first and thrown away, so the start does not depend on
   * the initial soil water (default 1; needs 12 months or more).
   */
  spinUpYears?: number;
}

/** Runs the balance over paired monthly precipitation and PET (mm). */
export function thornthwaiteMatherBalance(
  precipitation: readonly number[],
  pet: readonly number[],
  options: WaterBalanceOptions = {},
): WaterBalanceMonth[] {
  if (precipitation.length !== pet.length) throw new RangeError('P and PET differ in length');
  const capacity = options.capacityMm ?? DEFAULT_SOIL_CAPACITY_MM;
  if (!(capacity > 0)) throw new RangeError(`soil capacity ${capacity} mm is not positive`);
  const state = { soil: Math.min(capacity, options.initialSoilMm ?? capacity), detained: 0 };
  const step = (p: number, e: number): WaterBalanceMonth => {
    let aet: number;
    let surplus = 0;
    let deficit = 0;
    const before = state.soil;
    if (p < e) {
      const loss = -capacity * Math.log(Math.max(before, 1e-12) / capacity) + (e - p);
      state.soil = capacity * Math.exp(-loss / capacity);
      aet = p + (before - state.soil);
      deficit = e - aet;
    } else {
      aet = e;
      const filled = before + (p - e);
      state.soil = Math.min(capacity, filled);
      surplus = filled - state.soil;
    }
    const available = state.detained + surplus;
    const runoff = RUNOFF_FRACTION * available;
    state.detained = available - runoff;
    return { precipitation: p, pet: e, aet, runoff, soilMoisture: state.soil, surplus, deficit };
  };
  const spinUp = precipitation.length >= 12 ? (options.spinUpYears ?? 1) : 0;
  for (let year = 0; year < spinUp; year++) {
    for (let month = 0; month < 12; month++) step(precipitation[month] ?? 0, pet[month] ?? 0);
  }
  return precipitation.map((p, i) => step(p, pet[i] ?? 0));
}
