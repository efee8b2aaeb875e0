import { describe, expect, it } from 'vitest';
import { carbonInputsTool } from '../../src/carbon/carbon-inputs.tool.js';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import { grid, rasterSource, toolContext, uniform } from './fixtures.js';

/** Half forest (MODIS 2, AGB 100), half grassland (10, AGB 4), warm temperate moist (1). */
const rasters = {
  landCover: grid([2, 2, 2, 2, 2, 2, 2, 2, 10, 10, 10, 10, 10, 10, 10, 10]),
  abovegroundBiomass: grid([100, 100, 100, 100, 100, 100, 100, 100, 4, 4, 4, 4, 4, 4, 4, 4]),
  soilOrganicCarbon: grid([80, 80, 80, 80, 80, 80, 80, 80, 40, 40, 40, 40, 40, 40, 40, 40]),
  soilType: uniform(1),
  climateZone: uniform(1),
  ecologicalZone: uniform(31),
  temperatureMean: uniform(14.5),
  precipitationAnnual: uniform(1100),
};

describe('carbonInputsTool', () => {
  it('baseline stocks by pool over the study area and the shared site values', async () => {
    const result = await carbonInputsTool.run(toolContext(rasterSource(rasters), {}));
    const values = result.values as unknown as CarbonValues & Record<string, unknown>;
    const pixelHa = values.studyAreaHa / 16;
    // Temperate oceanic (FAO 31): CF 0.48; R 0.46 below 75 t d.m./ha, 0.23 from 75 to 150.
    expect(values.baselineCarbon.aboveGroundBiomass).toBeCloseTo(8 * (100 + 4) * 0.48 * pixelHa, 4);
    expect(values.baselineCarbon.belowGroundBiomass).toBeCloseTo(
      8 * (100 * 0.23 + 4 * 0.46) * 0.48 * pixelHa,
      4,
    );
    // Litter: warm temperate moist broadleaf 13 tC/ha on the forest only (Table 2.2).
    expect(values.baselineCarbon.deadwoodAndLitter).toBeCloseTo(8 * 13 * pixelHa, 4);
    expect(values.baselineCarbon.soilOrganicCarbon).toBeCloseTo(8 * (80 + 40) * pixelHa, 4);
    const pools = values.baselineCarbon;
    expect(pools.totalCarbon).toBeCloseTo(
      (pools.aboveGroundBiomass ?? 0) +
        (pools.belowGroundBiomass ?? 0) +
        (pools.deadwoodAndLitter ?? 0) +
        (pools.soilOrganicCarbon ?? 0),
      4,
    );
    expect(values.carbonChangeDatasets).toEqual([]);
    expect(values.meanTemperature).toBeCloseTo(14.5, 3);
    expect(values.annualPrecipitation).toBe(1100);
    expect(values.initialSoilOrganicCarbon).toBeCloseTo(60, 3);
    expect(values.sand).toBeNull();
    expect(result.layers[0]?.id).toBe('carbonStock');
  });
});
