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
    // Per hectare: G_W 7.6 t d.m./ha/yr for 20 years then 3.5 (Table 4.9 (Updated), tropical
    // rainforest, Africa, secondary forests), CF 0.47, R 0.37.
    const agbChange = (20 * 7.6 + 10 * 3.5) * 0.47; // 87.89
    const bgbChange = (20 * 7.6 + 10 * 3.5) * 0.37 * 0.47; // 32.5193
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
    // Year 10: 76 t d.m./ha grown, half the litter and half the SOC transition.
    const year10 =
      4 * (76 * 0.47 + 76 * 0.37 * 0.47 + 1.05 + 3.5) +
      4 * (76 * 0.47 + 76 * 0.37 * 0.47 + 1.05 + 8.5);
    expect(dataset?.changeTimeSeries[10]?.change).toBeCloseTo(year10 * pixelHa, 3);
    // Percent of the eligible land's baseline stock (SOC only: 4 x 40 + 4 x 30 tC/ha).
    expect(dataset?.percent).toBeCloseTo((100 * (4 * grassland + 4 * cropland)) / 280, 3);
    expect(values.averageAnnualCarbonChange).toBeCloseTo(values.totalCarbonChange / 30, 6);
  });

  it("gives each total the range of the tables' uncertainty, every table at its low or high end", async () => {
    const result = await forestCarbonTool.run(
      toolContext(rasterSource(rasters), { projectDuration: 30 }),
    );
    const values = result.values as unknown as CarbonValues;
    const pixelHa = values.studyAreaHa / 16;
    // Table 4.9 (Updated), Africa, tropical rainforest: 7.6 (SD 5.9) and 3.5 (SD 3.3), +/- 2 SD
    // and never below 0; Table 4.3 tropical 0.47 (0.44-0.49); Table 4.4 0.37 (no range);
    // Table 2.2 tropical broadleaf 2.1 (1-3); Table 2.3 SOC_REF 47 +/- 90 % (4.7-89.3) as the
    // forest's target, the mapped start stocks (40, 30) having no table uncertainty.
    const lowGrowth = 0;
    const highGrowth = (20 * 19.4 + 10 * 10.1) * 0.49 * (1 + 0.37);
    const low = 4 * (lowGrowth + 1 + 4.7 - 40) + 4 * (lowGrowth + 1 + 4.7 - 30);
    const high = 4 * (highGrowth + 3 + 89.3 - 40) + 4 * (highGrowth + 3 + 89.3 - 30);
    const [dataset] = values.carbonChangeDatasets;
    expect(dataset?.uncertainty?.low).toBeCloseTo(low * pixelHa, 3);
    expect(dataset?.uncertainty?.high).toBeCloseTo(high * pixelHa, 3);
    expect(values.uncertainty).toEqual(dataset?.uncertainty);
    // The baseline: the forest pixels' biomass (AGB 200) with CF at its ends and their litter;
    // the mapped SOC has none.
    const forestAt = (cf: number, litter: number) => 200 * cf * (1 + 0.37) + litter + 60;
    expect(values.baselineUncertainty?.low).toBeCloseTo((280 + 4 * forestAt(0.44, 1)) * pixelHa, 3);
    expect(values.baselineUncertainty?.high).toBeCloseTo(
      (280 + 4 * forestAt(0.49, 3)) * pixelHa,
      3,
    );
    // The central values lie within.
    expect(dataset?.uncertainty?.low).toBeLessThan(dataset?.totalCarbonChange ?? 0);
    expect(dataset?.uncertainty?.high).toBeGreaterThan(dataset?.totalCarbonChange ?? 0);
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

  it('records lineage of every role, the method, the verified tables and a change layer', async () => {
    const source = rasterSource(rasters, true);
    const result = await forestCarbonTool.run(
      toolContext(source, { projectDuration: 30, forestActivity: 'afforestation' }),
    );
    expect(result.synthetic).toBe(true);
    expect(result.lineage.map((entry) => entry.role).sort()).toEqual([
      'abovegroundBiomass',
      'adminBoundaries',
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
    expect(result.methods[0]?.citation).toContain('Tables 4.3, 4.4');
    expect(result.methods[0]?.citation).toContain('2019 Refinement');
    expect(result.methods[0]?.citation).toContain('Table 4.9 (Updated)');
    expect(result.values.ipccContinent).toBe('africa');
    // Every table it reads was checked against its PDF: no unverified-constants warning.
    expect(result.warnings).toEqual([]);
    expect((result.values.tables as { verified: boolean }[]).every((table) => table.verified)).toBe(
      true,
    );
    const [layer] = result.layers;
    expect(layer?.kind).toBe('raster');
    if (layer?.kind !== 'raster') return;
    expect(layer.legend.gradient?.unit).toBe('tC/ha');
    // Top-left pixel is grassland: its 30-year change per ha; the forest pixel has none.
    expect(layer.raster.data[0]).toBeCloseTo((20 * 7.6 + 35) * 0.47 * 1.37 + 2.1 + 7, 3);
    expect(layer.raster.data[8]).toBe(-9999);
  });

  it("takes the growth rates of the area's continent; a continent without a row gives none", async () => {
    const at = async (countries: Parameters<typeof toolContext>[2]) =>
      forestCarbonTool.run(toolContext(rasterSource(rasters), { projectDuration: 30 }, countries));
    // A country of the admin lookup: only its code, overlap and continent matter here.
    const country = (code2: string, overlapHa: number, continent: string) => ({
      code: code2,
      code2,
      name: { en: code2, es: code2 },
      overlapHa,
      continent,
    });
    const grown = (result: Awaited<ReturnType<typeof at>>) =>
      (result.values as unknown as CarbonValues).carbonChangeDatasets[0]?.pools.aboveGroundBiomass;
    const brazil = await at([country('BR', 20, 'SA')]);
    const pixelHa = (brazil.values as unknown as CarbonValues).studyAreaHa / 16;
    // Tropical rainforest, North and South America: 5.9 (<= 20 years), 2.3 (> 20 years).
    expect(grown(brazil)).toBeCloseTo(8 * (20 * 5.9 + 10 * 2.3) * 0.47 * pixelHa, 3);
    expect(brazil.values.ipccContinent).toBe('americas');
    // The country holding most of the shape decides.
    const mostlyIndonesia = await at([country('BR', 1, 'SA'), country('ID', 19, 'AS')]);
    expect(mostlyIndonesia.values.ipccContinent).toBe('asiaInsular');
    expect(grown(mostlyIndonesia)).toBeCloseTo(8 * (20 * 3.4 + 10 * 2.7) * 0.47 * pixelHa, 3);
    // Australia: Table 4.9 has no tropical rainforest row for Oceania. The eligible land has no
    // data (never a borrowed row) and the result says why.
    const australia = await at([country('AU', 20, 'OC')]);
    const values = australia.values as unknown as CarbonValues & { noDataHa: number };
    expect(values.carbonChangeDatasets).toEqual([]);
    expect(values.noDataHa).toBeCloseTo(8 * pixelHa, 4);
    expect(australia.warnings.map((warning) => warning.key)).toContain(
      'carbonMethods.warnings.noGrowthRate',
    );
    // At sea (no country): no continent, no growth rate either.
    expect((await at([])).values.ipccContinent).toBeNull();
  });

  it('fails naming the role a deployment lacks', async () => {
    const { soilOrganicCarbon: _missing, ...rest } = rasters;
    await expect(forestCarbonTool.run(toolContext(rasterSource(rest), {}))).rejects.toThrow(
      DataUnavailableError,
    );
  });
});
