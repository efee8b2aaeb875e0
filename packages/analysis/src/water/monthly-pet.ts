import {
  DAYS_IN_MONTH,
  heatIndex,
  meanDayLengthHours,
  thornthwaiteExponent,
  unadjustedMonthlyPet,
} from '../context/thornthwaite.js';

/**
 * Thornthwaite (1948) PET of every month of a monthly temperature series (°C, January first),
 * mm: the heat index I and exponent a from the series' mean temperature of each calendar month
 * (Thornthwaite 1948 defines I on the normal monthly temperatures), each month's PET from its own temperature, scaled by its mean
 * day length at `latitude` and its number of days (context/thornthwaite.ts, as the context tool).
 * February has 28 days in every year. A month without a temperature has no PET (NaN).
 */
export function monthlyThornthwaitePet(
  temperatures: readonly number[],
  latitude: number,
): number[] {
  const sums = new Array<number>(12).fill(0);
  const counts = new Array<number>(12).fill(0);
  temperatures.forEach((celsius, index) => {
    if (!Number.isFinite(celsius)) return;
    sums[index % 12] = (sums[index % 12] as number) + celsius;
    counts[index % 12] = (counts[index % 12] as number) + 1;
  });
  const normals = sums.map((sum, month) => sum / Math.max(1, counts[month] as number));
  const heat = heatIndex(normals);
  const exponent = thornthwaiteExponent(heat);
  const scale = Array.from(
    { length: 12 },
    (_, month) => (meanDayLengthHours(latitude, month) / 12) * ((DAYS_IN_MONTH[month] ?? 30) / 30),
  );
  return temperatures.map((celsius, index) =>
    Number.isFinite(celsius)
      ? unadjustedMonthlyPet(celsius, heat, exponent) * (scale[index % 12] as number)
      : Number.NaN,
  );
}
