import { describe, expect, it } from 'vitest';
import {
  heatIndex,
  meanDayLengthHours,
  thornthwaiteAnnualPet,
  thornthwaiteExponent,
  thornthwaiteMonthlyPet,
} from '../../src/context/thornthwaite.js';

/**
 * Figures computed by hand (calculator) from Thornthwaite's (1948) formulas as written in
 * research/data-methods.md B.1, not copied from a published table:
 *   T = 20 °C every month: i = (20/5)^1.514 = 4^1.514 = 8.156781, I = 12·i = 97.88138,
 *   a = 6.75e-7·I³ − 7.71e-5·I² + 1.792e-2·I + 0.49239 = 2.140748,
 *   unadjusted PET = 16·(10·20/I)^a = 73.86830 mm.
 * At the equator every day lasts 12 h, so PET_m = 73.86830 · N_m / 30 and the year is
 * 73.86830 · 365 / 30 = 898.7309 mm.
 * Willmott et al. (1985) for T = 30 °C: −415.85 + 32.24·30 − 0.43·900 = 164.35 mm.
 */
describe('Thornthwaite PET', () => {
  const twenty = Array.from({ length: 12 }, () => 20);

  it('matches the hand computation of I, a and PET', () => {
    expect(heatIndex(twenty)).toBeCloseTo(97.88138, 4);
    expect(thornthwaiteExponent(97.88137756782629)).toBeCloseTo(2.140748, 5);
    const monthly = thornthwaiteMonthlyPet(twenty, 0);
    expect(monthly[0]).toBeCloseTo((73.8683 * 31) / 30, 3);
    expect(monthly[1]).toBeCloseTo((73.8683 * 28) / 30, 3);
    expect(thornthwaiteAnnualPet(twenty, 0)).toBeCloseTo(898.7309, 3);
  });

  it('uses the Willmott quadratic above 26.5 °C', () => {
    const hot = [30, ...Array.from({ length: 11 }, () => 20)];
    expect(thornthwaiteMonthlyPet(hot, 0)[0]).toBeCloseTo((164.35 * 31) / 30, 6);
  });

  it('gives nothing for freezing months and a year without warmth', () => {
    const cold = [-5, -3, 0, 4, 8, 12, 15, 14, 10, 5, 0, -4];
    const monthly = thornthwaiteMonthlyPet(cold, 50);
    expect(monthly[0]).toBe(0);
    expect(monthly[2]).toBe(0);
    expect(monthly[6]).toBeGreaterThan(0);
    expect(
      thornthwaiteAnnualPet(
        Array.from({ length: 12 }, () => -10),
        70,
      ),
    ).toBe(0);
  });

  it('has 12-hour days at the equator, polar day and polar night', () => {
    for (let month = 0; month < 12; month++)
      expect(meanDayLengthHours(0, month)).toBeCloseTo(12, 10);
    expect(meanDayLengthHours(80, 5)).toBe(24);
    expect(meanDayLengthHours(80, 11)).toBe(0);
    expect(meanDayLengthHours(45, 5)).toBeGreaterThan(15);
    expect(meanDayLengthHours(-45, 5)).toBeLessThan(9);
  });

  it('refuses anything but twelve months', () => {
    expect(() => thornthwaiteMonthlyPet([10, 10], 0)).toThrow(RangeError);
  });
});
