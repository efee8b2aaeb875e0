import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  inverseNormalCdf,
  lnGamma,
  normalCdf,
  regularizedGammaP,
  regularizedGammaQ,
} from '../../src/time-series/special-functions.js';

/** Values from SciPy, run once (fixtures/time-series-reference.py). */
const reference = JSON.parse(
  readFileSync(new URL('../fixtures/time-series-reference.json', import.meta.url), 'utf8'),
) as Record<string, number[][]>;

const relative = (actual: number, expected: number) =>
  expected === 0 ? Math.abs(actual) : Math.abs(actual - expected) / Math.abs(expected);

describe('special functions against SciPy', () => {
  it('ln Γ', () => {
    for (const [x = 0, expected = 0] of reference.gammaln ?? []) {
      expect(Math.abs(lnGamma(x) - expected)).toBeLessThan(1e-13);
    }
    // Γ(5) = 24 exactly.
    expect(Math.exp(lnGamma(5))).toBeCloseTo(24, 11);
  });

  it('the regularised incomplete gamma, on both sides of x = a + 1', () => {
    for (const [a = 0, x = 0, expected = 0] of reference.gammainc ?? []) {
      expect(relative(regularizedGammaP(a, x), expected)).toBeLessThan(1e-12);
      expect(Math.abs(regularizedGammaQ(a, x) - (1 - expected))).toBeLessThan(1e-12);
    }
    expect(regularizedGammaP(2, 0)).toBe(0);
    expect(regularizedGammaP(2, Number.POSITIVE_INFINITY)).toBe(1);
    expect(() => regularizedGammaP(0, 1)).toThrow(RangeError);
  });

  it('Φ keeps its precision in both tails', () => {
    for (const [z = 0, expected = 0] of reference.ndtr ?? []) {
      expect(relative(normalCdf(z), expected)).toBeLessThan(1e-12);
    }
  });

  it('Φ⁻¹ is as precise as Φ, far beyond A&S 26.2.23 alone (4.5e-4)', () => {
    for (const [p = 0, expected = 0] of reference.ndtri ?? []) {
      expect(Math.abs(inverseNormalCdf(p) - expected)).toBeLessThan(1e-9);
    }
    expect(inverseNormalCdf(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(inverseNormalCdf(1)).toBe(Number.POSITIVE_INFINITY);
    expect(inverseNormalCdf(1.5)).toBeNaN();
  });
});
