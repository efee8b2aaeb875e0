import { describe, expect, it } from 'vitest';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import { forestCarbonTool } from '../../src/carbon/forest-carbon.tool.js';
import { DataUnavailableError } from '../../src/sources/data-source.js';
import { GOLDEN_AREA_HA, grid, NO_DATA, rasterSource, toolContext, uniform } from './fixtures.js';

/**
 * Reforestation golden case, 30 years. MODIS land cover (10 grassland, 12 cropland, 2 evergreen
 * broadleaf forest, 17 water), one FAO zone (11 tropical rainforest) and IPCC climate (11
 * tropical moist), soil class 2 (low-activity clay: SOC_REF 47 tC/ha) except under water:
 *
 *   land cover      SOC (tC/ha)     AGB (t d.m./ha)
 *   10 10 10 10     40 40 40 40       0   0   0   0
 *   12 12 12 12     30 30 30 30       0   0   0   0
 *    2  2  2  2     60 60 60 60     200 200 200 200
 *   17 17 17 17      -  -  -  -       0   0   0   0
 */
const rows = (a: number, b: number, c: number, d: number) =>
  grid([a, a, a, a, b, b, b, b, c, c, c, c, d, d, d, d]);
const landCover = rows(10, 12, 2, 17);
const soc = rows(40, 30, 60, NO_DATA);
const agb = rows(0, 0, 200, 0);
const soil = rows(2, 2, 2, NO_DATA);
const rasters = {
  landCover,
  soilOrganicCarbon: soc,
  abovegroundBiomass: agb,
  soilType: soil,
  ecologicalZone: uniform(11),
  climateZone: uniform(11),
};

describe('forestCarbonTool, 4 x 4 reforestation over 30 years', () => {
  it('adds growth, litter and SOC change on the 8 non-forest land pixels', async () => {
    const result = await forestCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    expect(values.studyAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    // Per hectare: G_W 10 t d.m./ha/yr for 20 years then 3.1 (Table 4.9), CF 0.47, R 0.37.
    const agbChange = (20 * 10 + 10 * 3.1) * 0.47; // 108.57
    const bgbChange = (20 * 10 + 10 * 3.1) * 0.37 * 0.47; // 40.1709
    const litter = 2.1; // Table 2.2 tropical broadleaf, reached after 20 years
    const grassland = agbChange + bgbChange + litter + (47 - 40);
    const cropland = agbChange + bgbChange + litter + (47 - 30);
    const [dataset] = values.carbonChangeDatasets;
    expect(values.carbonChangeDatasets).toHaveLength(1);
    expect(dataset?.type).toBe('reforestation');
    expect(dataset?.areaHa).toBeCloseTo(8 * pixelHa, 5);
    expect(dataset?.totalCarbonChange).toBeCloseTo((4 * grassland + 4 * cropland) * pixelHa, 3);
    expect(dataset?.totalUnitCarbonChange).toBeCloseTo((grassland + cropland) / 2, 4);
    expect(dataset?.pools.aboveGroundBiomass).toBeCloseTo(8 * agbChange * pixelHa, 3);
    expect(dataset?.pools.soilOrganicCarbon).toBeCloseTo((4 * 7 + 4 * 17) * pixelHa, 3);
    // Year 10: 100 t d.m./ha grown, half the litter and half the SOC transition.
    const year10 =
      4 * (100 * 0.47 + 100 * 0.37 * 0.47 + 1.05 + 3.5) +
      4 * (100 * 0.47 + 100 * 0.37 * 0.47 + 1.05 + 8.5);
    expect(dataset?.changeTimeSeries[10]?.change).toBeCloseTo(year10 * pixelHa, 3);
    // Percent of the eligible land's baseline stock (SOC only: 4 x 40 + 4 x 30 tC/ha).
    expect(dataset?.percent).toBeCloseTo((100 * (4 * grassland + 4 * cropland)) / 280, 3);
    expect(values.averageAnnualCarbonChange).toBeCloseTo(values.totalCarbonChange / 30, 6);
  });

  it('reconciles the baseline with the study area and the stocks with the change', async () => {
    const result = await forestCarbonTool.run(toolContext(rasterSource(rasters), {}));
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    // Forest pixels: AGB 200 x 0.47 = 94, BGB 200 x 0.37 x 0.47 = 34.78, litter 2.1, SOC 60.
    const forest = 94 + 34.78 + 2.1 + 60;
    expect(values.baselineCarbon.totalCarbon).toBeCloseTo(
      (4 * 40 + 4 * 30 + 4 * forest) * pixelHa,
      3,
    );
    expect(values.baselineUnitCarbon.totalCarbon).toBeCloseTo((280 + 4 * forest) / 16, 4);
    expect(values.carbonYears).toHaveLength(31);
    const last = values.yearlyCarbonStocks[30]?.pools.totalCarbon ?? 0;
    expect(last).toBeCloseTo(values.baselineCarbon.totalCarbon + values.totalCarbonChange, 3);
    expect(result.values.noDataHa).toBeCloseTo(0, 6);
  });

  it('records lineage of every role, the method, the unverified tables and a change layer', async () => {
    const source = rasterSource(rasters, true);
    const result = await forestCarbonTool.run(
      toolContext(source, { projectDuration: 30, forestActivity: 'afforestation' }),
    );
    expect(result.synthetic).toBe(true);
    expect(result.lineage.map((entry) => entry.role).sort()).toEqual([
      'abovegroundBiomass',
      'climateZone',
      'ecologicalZone',
      'landCover',
      'soilOrganicCarbon',
      'soilType',
    ]);
    expect(source.requests.find((request) => request.role === 'landCover')).toMatchObject({
      dataset: 'modis',
      year: 2023,
    });
    expect((result.values as unknown as CarbonValues).carbonChangeDatasets[0]?.type).toBe(
      'afforestation',
    );
    expect(result.methods[0]?.citation).toContain('Tables 4.3, 4.4, 4.9');
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'carbonMethods.warnings.unverifiedConstants',
    );
    const [layer] = result.layers;
    expect(layer?.kind).toBe('raster');
    if (layer?.kind !== 'raster') return;
    expect(layer.legend.gradient?.unit).toBe('tC/ha');
    // Top-left pixel is grassland: its 30-year change per ha; the forest pixel has none.
    expect(layer.raster.data[0]).toBeCloseTo((20 * 10 + 31) * 0.47 * 1.37 + 2.1 + 7, 3);
    expect(layer.raster.data[8]).toBe(-9999);
  });

  it('fails naming the role a deployment lacks', async () => {
    const { soilOrganicCarbon: _missing, ...rest } = rasters;
    await expect(forestCarbonTool.run(toolContext(rasterSource(rest), {}))).rejects.toThrow(
      DataUnavailableError,
    );
  });
});
