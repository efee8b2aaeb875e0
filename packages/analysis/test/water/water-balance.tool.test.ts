import { describe, expect, it } from 'vitest';
import type { WaterBalanceValues } from '../../src/time-series/time-series-values.js';
import { analysisTools } from '../../src/tools/registry.js';
import { monthlyThornthwaitePet } from '../../src/water/monthly-pet.js';
import { waterBalanceTool } from '../../src/water/water-balance.tool.js';
import { HAND_CAPACITY_MM, handTemperature, toolContext, waterSource } from './fixtures.js';
import { syntheticContext } from './synthetic-context.js';

type Values = WaterBalanceValues & { maxBalanceResidualMm: number };
const KEYS = [
  'precipitation',
  'potentialEvapotranspiration',
  'actualEvapotranspiration',
  'runoff',
] as const;

/**
 * P = AET + runoff + Δsoil + Δdetained every month. With half the available surplus running off
 * each month (water-balance.ts), the water detained after a month equals that month's runoff.
 */
function expectCloses(values: Values) {
  const months = values.monthlyValues;
  for (let i = 1; i < months.length; i++) {
    const month = months[i] as Values['monthlyValues'][number];
    const before = months[i - 1] as Values['monthlyValues'][number];
    const storage = month.soilMoisture - before.soilMoisture + (month.runoff - before.runoff);
    expect(
      Math.abs(month.precipitation - month.actualEvapotranspiration - month.runoff - storage),
    ).toBeLessThan(1e-6);
  }
  expect(values.maxBalanceResidualMm).toBeLessThan(1e-6);
}

function expectYearlyTotals(values: Values) {
  expect(values.monthlyValues).toHaveLength(values.yearlyValues.length * 12);
  values.yearlyValues.forEach((year, index) => {
    const months = values.monthlyValues.slice(index * 12, index * 12 + 12);
    expect(months.every((month) => month.date.startsWith(`${year.year}-`))).toBe(true);
    for (const key of KEYS)
      expect(months.reduce((sum, month) => sum + month[key], 0)).toBeCloseTo(year[key], 9);
    expect(months.reduce((sum, month) => sum + month.soilMoisture, 0) / 12).toBeCloseTo(
      year.soilMoisture,
      9,
    );
  });
}

describe('waterBalance on hand-made rasters', () => {
  it('runs Thornthwaite-Mather on the area means with the soil capacity, and closes', async () => {
    const result = await waterBalanceTool.run(toolContext(waterSource(), {}));
    const values = result.values as unknown as Values;
    expect(values.startDate).toBe('1986-01');
    expect(values.endDate).toBe('2025-12');
    expect(values.waterHoldingCapacityMm).toBeCloseTo(HAND_CAPACITY_MM, 9);
    expect(values.yearlyValues).toHaveLength(40);
    // PET: Thornthwaite on the same temperature every year (stored as float32), at latitude 0.
    const pet = monthlyThornthwaitePet(
      Array.from({ length: 480 }, (_, i) => Math.fround(handTemperature((i % 12) + 1))),
      0,
    );
    values.monthlyValues.forEach((month, index) => {
      expect(month.potentialEvapotranspiration).toBeCloseTo(pet[index] as number, 6);
    });
    expect(
      values.monthlyValues.every((month) => month.soilMoisture <= HAND_CAPACITY_MM + 1e-9),
    ).toBe(true);
    expect(
      values.monthlyValues.every(
        (month) => month.actualEvapotranspiration <= month.potentialEvapotranspiration + 1e-9,
      ),
    ).toBe(true);
    expectCloses(values);
    expectYearlyTotals(values);
  });

  it('draws yearly and monthly charts as line and stacked, in mm', async () => {
    const result = await waterBalanceTool.run(toolContext(waterSource(), {}));
    const values = result.values as unknown as Values;
    expect(values.charts.map((chart) => [chart.timeSeriesId, chart.chartType])).toEqual([
      ['waterBalance/yearly-line', 'line'],
      ['waterBalance/yearly-stacked', 'stacked'],
      ['waterBalance/monthly-line', 'line'],
      ['waterBalance/monthly-stacked', 'stacked'],
    ]);
    for (const chart of values.charts) {
      expect(chart.dataFields.every((field) => field.unit === 'mm')).toBe(true);
      expect(chart.dataFields.map((field) => field.dataFieldId).sort()).toEqual([
        'actualEvapotranspiration',
        'precipitation',
        'runoff',
      ]);
    }
    expect(values.charts[0]?.trendLines?.map((line) => line.dataFieldId)).toEqual([
      'precipitation',
      'actualEvapotranspiration',
      'runoff',
    ]);
    expect(result.methods.map((method) => method.citation).join(' ')).toMatch(
      /Thornthwaite, C\. W\. & Mather, J\. R\. \(1955\)/,
    );
  });

  it('uses 150 mm when the soil map is missing, and says so', async () => {
    const result = await waterBalanceTool.run(toolContext(waterSource({ soil: false }), {}));
    const values = result.values as unknown as Values;
    expect(values.waterHoldingCapacityMm).toBe(150);
    expect(result.warnings).toContainEqual({ key: 'waterMethods.warnings.defaultCapacity' });
    expectCloses(values);
  });
});

describe('waterBalance on the synthetic source (Wyoming)', () => {
  it('closes and reconciles over 40 years', async () => {
    const result = await analysisTools.waterBalance?.run(
      syntheticContext({}, new Date('2026-03-01T00:00:00Z')),
    );
    const values = result?.values as unknown as Values;
    expect(result?.synthetic).toBe(true);
    expect(values.yearlyValues).toHaveLength(40);
    expectCloses(values);
    expectYearlyTotals(values);
    const mean = (key: (typeof KEYS)[number]) =>
      values.yearlyValues.reduce((sum, year) => sum + year[key], 0) / 40;
    expect(mean('actualEvapotranspiration')).toBeLessThanOrEqual(
      mean('potentialEvapotranspiration'),
    );
    expect(mean('actualEvapotranspiration')).toBeGreaterThan(0);
    expect(result?.lineage.map((entry) => entry.role).sort()).toEqual([
      'precipitationMonthly',
      'soilWaterCapacity',
      'temperatureMonthly',
    ]);
  });
});

describe('monthlyThornthwaitePet', () => {
  it('is the context tool’s Thornthwaite PET on one year of normals', async () => {
    const { thornthwaiteMonthlyPet } = await import('../../src/context/thornthwaite.js');
    const normals = Array.from({ length: 12 }, (_, i) => handTemperature(i + 1));
    const pet = monthlyThornthwaitePet([...normals, ...normals], 44.5);
    const expected = thornthwaiteMonthlyPet(normals, 44.5);
    pet.forEach((value, index) => {
      expect(value).toBeCloseTo(expected[index % 12] as number, 10);
    });
  });
});
