import { describe, expect, it } from 'vitest';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import { grasslandCarbonTool } from '../../src/carbon/grassland-carbon.tool.js';
import { grid, NO_DATA, rasterSource, toolContext, uniform } from './fixtures.js';

/**
 * Grassland SOC stock-change golden case, 20 years, IPCC climate 11 (tropical moist: F_MG
 * improved 1.17, Table 6.2), soil class 2 (SOC_REF 47 tC/ha, Table 2.3):
 *
 *   land cover      SOC (tC/ha)
 *   10 10 10 10     50 50 50 50
 *   10 10 10 10     50 50 50 50
 *   10 10 10 10     50 50 50  -     (no SOC mapped: SOC_REF 47)
 *   12 12 12 12     30 30 30 30     (cropland: baseline only)
 */
const rasters = {
  landCover: grid([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 12, 12, 12, 12]),
  soilOrganicCarbon: grid([50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, NO_DATA, 30, 30, 30, 30]),
  soilType: uniform(2),
  climateZone: uniform(11),
};

describe('grasslandCarbonTool, 4 x 4 SOC stock change', () => {
  it('restored state 2 (Improved): SOC x (1.17 - 1) on the 12 grassland pixels over 20 years', async () => {
    const result = await grasslandCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 20, restoredState: 2 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    const perPixel = 11 * (50 * 1.17 - 50) + (47 * 1.17 - 47); // 11 x 8.5 + 7.99
    const [dataset] = values.carbonChangeDatasets;
    expect(dataset?.type).toBe('sgm');
    expect(dataset?.areaHa).toBeCloseTo(12 * pixelHa, 5);
    expect(dataset?.totalCarbonChange).toBeCloseTo(perPixel * pixelHa, 4);
    expect(dataset?.pools.soilOrganicCarbon).toBeCloseTo(perPixel * pixelHa, 4);
    expect(dataset?.changeTimeSeries[5]?.change).toBeCloseTo((perPixel * pixelHa * 5) / 20, 4);
    expect(dataset?.percent).toBeCloseTo((100 * perPixel) / (11 * 50 + 47), 4);
    expect(values.averageAnnualUnitCarbonChange).toBeCloseTo(perPixel / 16 / 20, 5);
    // Baseline: SOC of every pixel (cropland included), reconciled with the area.
    expect(values.baselineCarbon.soilOrganicCarbon).toBeCloseTo(
      (11 * 50 + 47 + 4 * 30) * pixelHa,
      4,
    );
    expect(values.yearlyCarbonStocks[20]?.pools.totalCarbon).toBeCloseTo(
      values.baselineCarbon.totalCarbon + values.totalCarbonChange,
      4,
    );
  });

  it("carries the range of Table 6.2's errors and Table 2.3's +/- 90 %", async () => {
    const result = await grasslandCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 20, restoredState: 1 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    // F_MG improved tropical 1.17 +/- 9 %, F_I high 1.11 +/- 7 %, F_LU 1 (NA); the unmapped
    // pixel's start is SOC_REF 47 +/- 90 % (4.7 or 89.3) at the same end.
    const at = (mg: number, input: number, reference: number) =>
      11 * 50 * (mg * input - 1) + reference * (mg * input - 1);
    const low = at(1.17 * 0.91, 1.11 * 0.93, 4.7);
    const high = at(1.17 * 1.09, 1.11 * 1.07, 89.3);
    expect(values.carbonChangeDatasets[0]?.uncertainty?.low).toBeCloseTo(low * pixelHa, 4);
    expect(values.carbonChangeDatasets[0]?.uncertainty?.high).toBeCloseTo(high * pixelHa, 4);
    expect(values.baselineUncertainty?.low).toBeCloseTo((11 * 50 + 4.7 + 4 * 30) * pixelHa, 4);
    expect(values.baselineUncertainty?.high).toBeCloseTo((11 * 50 + 89.3 + 4 * 30) * pixelHa, 4);
  });

  it('restored state 1 (Improved with inputs) adds F_I high 1.11, and the transition ends at 20 years', async () => {
    const result = await grasslandCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30, restoredState: 1 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    const factor = 1.17 * 1.11;
    const perPixel = 11 * 50 * (factor - 1) + 47 * (factor - 1);
    const dataset = values.carbonChangeDatasets[0];
    expect(dataset?.totalCarbonChange).toBeCloseTo(perPixel * pixelHa, 4);
    expect(dataset?.changeTimeSeries[20]?.change).toBeCloseTo(dataset?.totalCarbonChange ?? 0, 6);
    expect(result.values.restoredState).toBe(1);
  });
});
