/**
 * Thornthwaite (1948) potential evapotranspiration from twelve monthly mean temperatures, with
 * the Willmott, Rowe & Mintz (1985) quadratic for hot months. Runs for the synthetic demo climate
 * and for any climatology that has monthly temperatures but no PET layer.
 *
 * Thornthwaite, C. W. (1948). An approach toward a rational classification of climate.
 *   Geographical Review 38(1), 55-94.
 * Willmott, C. J., Rowe, C. M. & Mintz, Y. (1985). Climatology of the terrestrial seasonal water
 *   cycle. Journal of Climatology 5, 589-606.
 */

export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Day of the year of each month's 15th (non-leap year), where its mean day length is taken. */
const MID_MONTH_DAY = [15, 46, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349] as const;
/** Above this monthly mean (°C) the power law overshoots; Willmott et al. use a quadratic. */
export const HOT_MONTH_CELSIUS = 26.5;

/** Annual heat index I = Σ (T/5)^1.514 over months with T > 0. */
export function heatIndex(monthlyCelsius: readonly number[]): number {
  let index = 0;
  for (const temperature of monthlyCelsius)
    if (temperature > 0) index += (temperature / 5) ** 1.514;
  return index;
}

/** Thornthwaite's exponent a(I). */
export function thornthwaiteExponent(heat: number): number {
  return 6.75e-7 * heat ** 3 - 7.71e-5 * heat ** 2 + 1.792e-2 * heat + 0.49239;
}

/**
 * Mean daylight hours of `month` (0 = January) at `latitude`: the sunset hour angle of FAO-56
 * (Allen et al. 1998, eqs. 24, 25 and 34) on the month's 15th. Polar day and night clamp to
 * 24 and 0 hours.
 */
export function meanDayLengthHours(latitude: number, month: number): number {
  const day = MID_MONTH_DAY[month] ?? 15;
  const declination = 0.409 * Math.sin(((2 * Math.PI) / 365) * day - 1.39);
  const cosine = -Math.tan((latitude * Math.PI) / 180) * Math.tan(declination);
  const sunsetHourAngle = Math.acos(Math.max(-1, Math.min(1, cosine)));
  return (24 / Math.PI) * sunsetHourAngle;
}

/**
 * Unadjusted PET of one month (mm for a 30-day month of 12-hour days): 16·(10T/I)^a below
 * 26.5 °C, −415.85 + 32.24T − 0.43T² above, 0 at or below freezing.
 */
export function unadjustedMonthlyPet(celsius: number, heat: number, exponent: number): number {
  if (celsius <= 0 || heat <= 0) return 0;
  if (celsius > HOT_MONTH_CELSIUS) return -415.85 + 32.24 * celsius - 0.43 * celsius * celsius;
  return 16 * ((10 * celsius) / heat) ** exponent;
}

/**
 * Monthly PET in mm for twelve monthly mean temperatures (January first) at `latitude`:
 * the unadjusted value scaled by (L/12)·(N/30), L the mean day length and N the days of the month.
 */
export function thornthwaiteMonthlyPet(
  monthlyCelsius: readonly number[],
  latitude: number,
): number[] {
  if (monthlyCelsius.length !== 12) throw new RangeError('Thornthwaite needs 12 monthly values');
  const heat = heatIndex(monthlyCelsius);
  const exponent = thornthwaiteExponent(heat);
  return monthlyCelsius.map((celsius, month) => {
    const dayLength = meanDayLengthHours(latitude, month);
    const days = DAYS_IN_MONTH[month] ?? 30;
    return unadjustedMonthlyPet(celsius, heat, exponent) * (dayLength / 12) * (days / 30);
  });
}

/** Annual PET in mm: the sum of the twelve monthly values. */
export function thornthwaiteAnnualPet(monthlyCelsius: readonly number[], latitude: number): number {
  return thornthwaiteMonthlyPet(monthlyCelsius, latitude).reduce((sum, value) => sum + value, 0);
}
