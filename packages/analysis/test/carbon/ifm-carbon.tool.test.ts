import { describe, expect, it } from 'vitest';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import { ifmCarbonTool } from '../../src/carbon/ifm-carbon.tool.js';
import { grid, rasterSource, toolContext, uniform } from './fixtures.js';

/**
 * IFM golden case with logging factor 0.5 over 30 years. FAO zone 11 (tropical rainforest, in
 * Africa: G_W 7.6 / 3.5 t d.m./ha/yr, Table 4.9 (Updated); R 0.37, CF 0.47). Forest (MODIS 2) of
 * age 10 and 40 years:
 *
 *   land cover      forest age      AGB
 *    2  2  2  2     10 10 40 40     150 ...
 *    2  2  2  2     10 10 40 40
 *   10 10 10 10      0  0  0  0       0 ...
 *   10 10 10 10      0  0  0  0
 */
const rasters = {
  landCover: grid([2, 2, 2, 2, 2, 2, 2, 2, 10, 10, 10, 10, 10, 10, 10, 10]),
  forestAge: grid([10, 10, 40, 40, 10, 10, 40, 40, 0, 0, 0, 0, 0, 0, 0, 0]),
  abovegroundBiomass: grid([150, 150, 150, 150, 150, 150, 150, 150, 0, 0, 0, 0, 0, 0, 0, 0]),
  soilOrganicCarbon: uniform(60),
  soilType: uniform(2),
  ecologicalZone: uniform(11),
  climateZone: uniform(11),
};

describe('ifmCarbonTool, 4 x 4 with logging factor 0.5', () => {
  it('keeps half the sustained-yield harvest as standing biomass', async () => {
    const result = await ifmCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30, loggingFactor: 0.5 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    // Age 10: years 1-10 reach ages 11-20 (7.6 t d.m./ha/yr), years 11-30 ages 21-40 (3.5).
    const young = 0.5 * (10 * 7.6 + 20 * 3.5); // 73 t d.m./ha kept
    // Age 40: all 30 years at 3.5.
    const old = 0.5 * 30 * 3.5; // 52.5
    const perHa = (kept: number) => kept * 0.47 * (1 + 0.37);
    const total = 4 * perHa(young) + 4 * perHa(old);
    const [dataset] = values.carbonChangeDatasets;
    expect(dataset?.type).toBe('ifm');
    expect(dataset?.areaHa).toBeCloseTo(8 * pixelHa, 5);
    expect(dataset?.totalCarbonChange).toBeCloseTo(total * pixelHa, 4);
    expect(dataset?.pools.aboveGroundBiomass).toBeCloseTo(4 * (young + old) * 0.47 * pixelHa, 4);
    // The avoided harvest is reported, not added twice to the total.
    expect(dataset?.pools.loggedBiomass).toBeCloseTo(total * pixelHa, 4);
    expect(dataset?.pools.totalCarbon).toBeCloseTo(total * pixelHa, 4);
    // Year 10: both ages kept 0.5 x 10 x (7.6 | 3.5).
    expect(dataset?.changeTimeSeries[10]?.change).toBeCloseTo(
      (4 * perHa(0.5 * 76) + 4 * perHa(0.5 * 35)) * pixelHa,
      4,
    );
    expect(result.warnings.map((warning) => warning.key)).not.toContain(
      'carbonMethods.warnings.noForestAge',
    );
  });

  it('logging factor 0 changes nothing; no forest age map means every stand is older than 20', async () => {
    const none = await ifmCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30, loggingFactor: 0 }),
    );
    expect((none.values as unknown as CarbonValues).totalCarbonChange).toBe(0);
    const { forestAge: _age, ...withoutAge } = rasters;
    const result = await ifmCarbonTool.run(
      toolContext(rasterSource(withoutAge), { projectDuration: 30, loggingFactor: 1 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    expect(values.totalCarbonChange).toBeCloseTo(8 * 30 * 3.5 * 0.47 * 1.37 * pixelHa, 4);
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'carbonMethods.warnings.noForestAge',
    );
  });
});
