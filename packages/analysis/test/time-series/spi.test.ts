import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  droughtEvents,
  fitGamma,
  MIN_GAMMA_SAMPLES,
  runningSums,
  SPI_LIMIT,
  spiClass,
  standardizedPrecipitationIndex,
} from '../../src/time-series/spi.js';

/** 40 years of monthly precipitation with dry months, and SciPy's SPI of it, run once. */
const reference = JSON.parse(
  readFileSync(new URL('../fixtures/time-series-reference.json', import.meta.url), 'utf8'),
) as { precip: number[] } & Record<string, number[][]>;

describe('SPI (McKee et al. 1993) against an independent SciPy implementation', () => {
  for (const k of [1, 3, 12, 48]) {
    it(`matches at the ${k}-month timescale`, () => {
      const { values } = standardizedPrecipitationIndex(reference.precip, k);
      for (const [index = 0, expected = 0] of reference[`spi${k}`] ?? []) {
        expect(Math.abs((values[index] ?? Number.NaN) - expected)).toBeLessThan(1e-9);
      }
      // The first k − 1 months have no k-month sum.
      expect(values.slice(0, k - 1).every(Number.isNaN)).toBe(true);
    });
  }

  it('is about standard normal over its calibration period', () => {
    const { values } = standardizedPrecipitationIndex(reference.precip, 3);
    const defined = values.filter(Number.isFinite);
    const mean = defined.reduce((sum, value) => sum + value, 0) / defined.length;
    const variance = defined.reduce((sum, value) => sum + (value - mean) ** 2, 0) / defined.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.1);
  });

  it('counts zero sums in q and maps a zero month to Φ⁻¹(q)', () => {
    // One calendar month is dry in 4 of 40 years: q = 0.1 and a dry year's SPI is Φ⁻¹(0.1).
    const monthly = Array.from({ length: 480 }, (_, i) =>
      i % 12 === 0 ? (i / 12 < 4 ? 0 : 10 + ((i * 7919) % 97)) : 50 + ((i * 104729) % 61),
    );
    const { values, fits } = standardizedPrecipitationIndex(monthly, 1);
    expect(fits[0]?.zeroProbability).toBeCloseTo(0.1, 12);
    expect(values[0]).toBeCloseTo(-1.2815515655446004, 9);
  });

  it('calibrates on the period asked for and leaves sparse months undefined', () => {
    const whole = standardizedPrecipitationIndex(reference.precip, 12);
    const part = standardizedPrecipitationIndex(reference.precip, 12, {
      calibration: { from: 120, to: 480 },
    });
    expect(part.values[300]).not.toBeCloseTo(whole.values[300] ?? 0, 6);
    expect(fitGamma(Array(MIN_GAMMA_SAMPLES - 1).fill(5))).toBeNull();
    expect(fitGamma(Array(MIN_GAMMA_SAMPLES + 5).fill(5))).toBeNull();
  });

  it('clips at ±3.09 and starts a record in any calendar month', () => {
    const monthly = [...reference.precip];
    monthly[200] = 5000;
    const { values } = standardizedPrecipitationIndex(monthly, 1);
    expect(values[200]).toBe(SPI_LIMIT);
    const shifted = standardizedPrecipitationIndex(reference.precip.slice(5), 3, { startMonth: 5 });
    const original = standardizedPrecipitationIndex(reference.precip, 3);
    // Same calendar months, different fits only through the five months left out.
    expect(shifted.values[100]).toBeCloseTo(original.values[105] ?? 0, 1);
  });

  it('sums k months, a missing month making the sum missing', () => {
    expect(runningSums([1, 2, 3, Number.NaN, 5, 6], 2)).toEqual([
      Number.NaN,
      3,
      5,
      Number.NaN,
      Number.NaN,
      11,
    ]);
    expect(() => runningSums([1], 0)).toThrow(RangeError);
  });
});

describe('SPI classes and drought events', () => {
  it('classes at their edges (WMO-No. 1090)', () => {
    expect([2, 1.99, 1.5, 1.49, 1, 0.99, -0.99, -1, -1.49, -1.5, -1.99, -2].map(spiClass)).toEqual([
      'extremelyWet',
      'veryWet',
      'veryWet',
      'moderatelyWet',
      'moderatelyWet',
      'nearNormal',
      'nearNormal',
      'moderatelyDry',
      'moderatelyDry',
      'severelyDry',
      'severelyDry',
      'extremelyDry',
    ]);
    expect(spiClass(Number.NaN)).toBeNull();
  });

  it('an event is a run below 0 that reaches −1; its magnitude sums |SPI|', () => {
    const spi = [0.5, -0.2, -1.2, -0.4, 0.1, -0.5, -0.8, 0.3, -1.5, Number.NaN, -2];
    expect(droughtEvents(spi)).toEqual([
      { start: 1, end: 3, magnitude: expect.closeTo(1.8, 12), peak: -1.2 },
      { start: 8, end: 8, magnitude: 1.5, peak: -1.5 },
      { start: 10, end: 10, magnitude: 2, peak: -2 },
    ]);
  });
});
