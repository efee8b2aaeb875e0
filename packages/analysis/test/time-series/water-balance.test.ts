import { describe, expect, it } from 'vitest';
import { thornthwaiteMatherBalance } from '../../src/time-series/water-balance.js';

describe('Thornthwaite-Mather monthly water balance', () => {
  it('a hand-computed 12-month case (STC 100 mm, starting full, no spin-up)', () => {
    const precipitation = [120, 100, 80, 40, 20, 10, 0, 10, 40, 90, 130, 150];
    const pet = [10, 20, 40, 70, 100, 120, 130, 110, 80, 40, 20, 10];
    const months = thornthwaiteMatherBalance(precipitation, pet, {
      capacityMm: 100,
      spinUpYears: 0,
    });
    // January: wet, soil full, surplus 110; runoff = half of it, 55 detained.
    expect(months[0]).toMatchObject({ aet: 10, surplus: 110, runoff: 55, soilMoisture: 100 });
    // February: surplus 80; runoff = (55 + 80) / 2.
    expect(months[1]).toMatchObject({ surplus: 80, runoff: 67.5 });
    // March: surplus 40; runoff = (67.5 + 40) / 2.
    expect(months[2]?.runoff).toBeCloseTo(53.75, 12);
    // April: dry by 30: APWL 30, ST = 100·e^(−0.3), AET = 40 + (100 − ST).
    const april = 100 * Math.exp(-0.3);
    expect(months[3]?.soilMoisture).toBeCloseTo(april, 12);
    expect(months[3]?.aet).toBeCloseTo(40 + (100 - april), 12);
    expect(months[3]?.deficit).toBeCloseTo(70 - (40 + (100 - april)), 12);
    // May: APWL 30 + 80 = 110.
    const may = 100 * Math.exp(-1.1);
    expect(months[4]?.soilMoisture).toBeCloseTo(may, 12);
    expect(months[4]?.aet).toBeCloseTo(20 + (april - may), 12);
    // October: wet by 50, refilling: no surplus until the soil is full.
    const september = months[8]?.soilMoisture ?? 0;
    expect(months[9]?.soilMoisture).toBeCloseTo(Math.min(100, september + 50), 12);
    expect(months[9]?.surplus).toBeCloseTo(Math.max(0, september + 50 - 100), 12);
  });

  it('closes: P = AET + runoff + Δsoil + Δdetained, each month and over the years', () => {
    const precipitation = Array.from(
      { length: 120 },
      (_, i) => 60 + 55 * Math.cos(i / 1.9) + (i % 7),
    );
    const pet = Array.from({ length: 120 }, (_, i) => 70 + 60 * Math.sin((2 * Math.PI * i) / 12));
    const months = thornthwaiteMatherBalance(precipitation, pet, { capacityMm: 150 });
    let detained = 0;
    let soil = Number.NaN;
    months.forEach((month, i) => {
      const detainedAfter = detained + month.surplus - month.runoff;
      if (i > 0) {
        const residual =
          month.precipitation -
          month.aet -
          month.runoff -
          (month.soilMoisture - soil) -
          (detainedAfter - detained);
        expect(Math.abs(residual)).toBeLessThan(1e-9);
      }
      soil = month.soilMoisture;
      detained = detainedAfter;
      expect(month.aet).toBeLessThanOrEqual(month.pet + 1e-9);
      expect(month.soilMoisture).toBeLessThanOrEqual(150);
    });
  });

  it('spins up so the result does not hang on the starting soil water', () => {
    // A wet season (June to August) refills the soil whatever it held before.
    const precipitation = [5, 5, 10, 20, 60, 150, 220, 180, 90, 20, 5, 5];
    const pet = [30, 40, 60, 80, 100, 110, 120, 110, 90, 60, 40, 30];
    const dry = thornthwaiteMatherBalance(precipitation, pet, { initialSoilMm: 0, spinUpYears: 3 });
    const wet = thornthwaiteMatherBalance(precipitation, pet, {
      initialSoilMm: 150,
      spinUpYears: 3,
    });
    expect(dry[0]?.soilMoisture).toBeCloseTo(wet[0]?.soilMoisture ?? 0, 3);
    expect(() => thornthwaiteMatherBalance([1], [1, 2])).toThrow(RangeError);
  });
});
