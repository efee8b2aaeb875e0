import { describe, expect, it } from 'vitest';
import type { SoilMoisturePotentialValues } from '../../src/time-series/time-series-values.js';
import { analysisTools } from '../../src/tools/registry.js';
import { soilMoisturePotentialTool } from '../../src/water/soil-moisture-potential.tool.js';
import { HAND_CAPACITY_MM, handPrecipitation, toolContext, waterSource } from './fixtures.js';
import { syntheticContext } from './synthetic-context.js';

type Values = SoilMoisturePotentialValues & {
  yearlyPrecipitation: { year: number; precipitation: number }[];
  waterHoldingCapacityMm: number;
  meanSoilMoistureMm: number;
  relativeSoilMoisturePercent: number;
  fullSoilMonthsPercent: number;
};

describe('soilMoisturePotential on hand-made rasters', () => {
  it('averages the last five years of precipitation and runs the bucket per pixel', async () => {
    const result = await soilMoisturePotentialTool.run(toolContext(waterSource(), {}));
    const values = result.values as unknown as Values;
    expect(values.startDate).toBe('2021-01');
    expect(values.endDate).toBe('2025-12');
    // Every pixel has the same area (fixtures): the area mean is the plain mean of the 16.
    const yearly = [2021, 2022, 2023, 2024, 2025].map((year) => {
      let total = 0;
      for (let month = 1; month <= 12; month++)
        for (let cell = 0; cell < 16; cell++) total += handPrecipitation(cell, year, month) / 16;
      return total;
    });
    values.yearlyPrecipitation.forEach((entry, index) => {
      expect(entry.precipitation).toBeCloseTo(yearly[index] as number, 3);
    });
    const average = yearly.reduce((sum, value) => sum + value, 0) / 5;
    expect(values.precipitation5YearAverageMm).toBeCloseTo(average, 3);
    expect(values.waterHoldingCapacityMm).toBeCloseTo(HAND_CAPACITY_MM, 9);
    expect(values.meanSoilMoistureMm).toBeGreaterThan(0);
    expect(values.meanSoilMoistureMm).toBeLessThanOrEqual(HAND_CAPACITY_MM);
    expect(values.relativeSoilMoisturePercent).toBeCloseTo(values.meanSoilMoistureMm, 6); // 100 mm
    expect(values.fullSoilMonthsPercent).toBeGreaterThanOrEqual(0);
    expect(values.fullSoilMonthsPercent).toBeLessThanOrEqual(100);
    const [chart] = values.charts;
    expect(chart?.dataPoints.map((point) => point.timePoint)).toEqual([
      2021, 2022, 2023, 2024, 2025,
    ]);
    for (const point of chart?.dataPoints ?? [])
      expect(point.values.average).toBe(values.precipitation5YearAverageMm);
    const [layer] = result.layers;
    expect(layer?.legend.gradient?.unit).toBe('mm');
    expect(layer?.initialOpacity).toBe(0.8);
    expect(layer?.kind === 'raster' && layer.raster.data.length).toBe(16);
  });
});

describe('soilMoisturePotential on the synthetic source (Wyoming)', () => {
  it('runs on the demo data and says it is synthetic', async () => {
    const result = await analysisTools.soilMoisturePotential?.run(
      syntheticContext({}, new Date('2026-03-01T00:00:00Z')),
    );
    const values = result?.values as unknown as Values;
    expect(result?.synthetic).toBe(true);
    expect(values.precipitation5YearAverageMm).toBeGreaterThan(100);
    expect(values.waterHoldingCapacityMm).toBeGreaterThan(20);
    expect(values.relativeSoilMoisturePercent).toBeGreaterThan(0);
    expect(values.relativeSoilMoisturePercent).toBeLessThanOrEqual(100);
    expect(result?.lineage.find((entry) => entry.role === 'precipitationMonthly')?.years).toEqual([
      2021, 2025,
    ]);
  });
});
