import { describe, expect, it } from 'vitest';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import { wetlandsCarbonTool } from '../../src/carbon/wetlands-carbon.tool.js';
import { grid, rasterSource, toolContext, uniform } from './fixtures.js';

/**
 * Mangrove golden case over 30 years, IPCC climate 10 (tropical wet: mangrove AGB 192 t d.m./ha,
 * R 0.49, CF 0.451; soil accumulation 1.62 tC/ha/yr mangroves, 0.91 tidal marsh):
 *
 *   mangrove   wetland    AGB
 *   1 1 0 0    0 0 1 1    50 50 0 0
 *   1 1 0 0    0 0 1 1    50 50 0 0
 *   0 0 0 0    0 0 0 0     0 ...
 *   0 0 0 0    0 0 0 0
 */
const rasters = {
  mangroveExtent: grid([1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  wetlandExtent: grid([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]),
  abovegroundBiomass: grid([50, 50, 0, 0, 50, 50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  soilOrganicCarbon: uniform(100),
  soilType: uniform(6),
  climateZone: uniform(10),
};

describe('wetlandsCarbonTool, 4 x 4 mangrove and tidal marsh restoration', () => {
  it('grows mangrove biomass to the Tier 1 stock over 20 years and accumulates soil carbon', async () => {
    const result = await wetlandsCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    const biomass = 192 - 50; // t d.m./ha added by year 20
    const mangrove = biomass * 0.451 + biomass * 0.49 * 0.451 + 1.62 * 30;
    const marsh = 0.91 * 30;
    const byType = Object.fromEntries(
      values.carbonChangeDatasets.map((dataset) => [dataset.type, dataset]),
    );
    expect(byType.mangroveRestoration?.areaHa).toBeCloseTo(4 * pixelHa, 5);
    expect(byType.mangroveRestoration?.totalCarbonChange).toBeCloseTo(4 * mangrove * pixelHa, 4);
    expect(byType.mangroveRestoration?.pools.soilOrganicCarbon).toBeCloseTo(4 * 48.6 * pixelHa, 4);
    expect(byType.wetlandRestoration?.totalCarbonChange).toBeCloseTo(4 * marsh * pixelHa, 4);
    expect(values.totalCarbonChange).toBeCloseTo(4 * (mangrove + marsh) * pixelHa, 4);
    // Year 10: half the biomass gap, 10 years of soil accumulation.
    expect(byType.mangroveRestoration?.changeTimeSeries[10]?.change).toBeCloseTo(
      4 * (71 * 0.451 + 71 * 0.49 * 0.451 + 16.2) * pixelHa,
      4,
    );
    // Baseline: SOC 100 everywhere plus the mangroves' biomass 50 x 0.451 x 1.49.
    expect(values.baselineCarbon.totalCarbon).toBeCloseTo(
      (16 * 100 + 4 * 50 * 0.451 * 1.49) * pixelHa,
      4,
    );
    expect(result.lineage.map((entry) => entry.role)).toContain('mangroveExtent');
    expect(result.methods[0]?.citation).toContain('2013 Supplement');
  });
});
