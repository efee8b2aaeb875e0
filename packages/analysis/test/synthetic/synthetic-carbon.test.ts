import { describe, expect, it } from 'vitest';
import {
  FAO_ECOLOGICAL_ZONES,
  IPCC_CLIMATE_ZONES,
  IPCC_SOIL_CLASSES,
} from '../../src/carbon/carbon-zones.js';
import { syntheticLandCover } from '../../src/land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../src/raster/types.js';
import type { LonLatBBox } from '../../src/sources/data-source.js';
import {
  CARBON_RASTER_ROLES,
  type CarbonRasterRole,
  syntheticCarbonRaster,
} from '../../src/sources/synthetic/synthetic-carbon.js';
import {
  syntheticClimate,
  syntheticMonthlyTemperatures,
} from '../../src/sources/synthetic/synthetic-climate.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';

const source = createSyntheticSource();
/** A tropical lowland (the synthetic world's, not the real Senegal coast) with mangroves. */
const COAST: LonLatBBox = [-14.7, 19.55, -14.55, 19.7];
const YEAR = 2021;

/** Pixel centres [lon, lat] of a north-up raster, row by row. */
function centres(raster: InMemoryRaster): [number, number][] {
  const t = raster.geoTransform;
  const out: [number, number][] = [];
  for (let row = 0; row < raster.height; row++)
    for (let column = 0; column < raster.width; column++)
      out.push([t[0] + (column + 0.5) * t[1], t[3] + (row + 0.5) * t[5]]);
  return out;
}

const values = (raster: InMemoryRaster) => Array.from(raster.data);

describe('synthetic carbon rasters', () => {
  it('are deterministic and agree on the pixels two overlapping boxes share', () => {
    for (const role of CARBON_RASTER_ROLES) {
      const first = syntheticCarbonRaster(role, COAST, YEAR, 500);
      expect(values(syntheticCarbonRaster(role, COAST, YEAR, 500))).toEqual(values(first));
      // The same lattice: the box shifted by whole pixels holds the same values there.
      const size = first.geoTransform[1];
      const shifted = syntheticCarbonRaster(
        role,
        [COAST[0] + 4 * size, COAST[1], COAST[2] + 4 * size, COAST[3]],
        YEAR,
        500,
      );
      expect(shifted.geoTransform[0]).toBeCloseTo(first.geoTransform[0] + 4 * size, 12);
      for (let row = 0; row < first.height; row++)
        for (let column = 4; column < first.width; column++)
          expect(shifted.data[row * shifted.width + column - 4]).toBe(
            first.data[row * first.width + column],
          );
    }
  });

  it('follow the synthetic land cover of the same year, pixel for pixel', () => {
    const cover = syntheticLandCover({
      dataset: 'worldcover',
      year: YEAR,
      bbox: COAST,
      resolutionMeters: 100,
    });
    const read = (role: CarbonRasterRole) => syntheticCarbonRaster(role, COAST, YEAR, 100);
    const [biomass, age, mangrove, wetland] = (
      ['abovegroundBiomass', 'forestAge', 'mangroveExtent', 'wetlandExtent'] as const
    ).map(read);
    expect(biomass?.geoTransform).toEqual(cover.geoTransform);
    const seen = new Set<number>();
    for (let i = 0; i < cover.data.length; i++) {
      const code = cover.data[i] as number;
      const agb = biomass?.data[i] as number;
      const years = age?.data[i] as number;
      const mangroves = mangrove?.data[i] as number;
      const wetlands = wetland?.data[i] as number;
      seen.add(code);
      // WorldCover codes: 10 tree cover, 20/30 shrub/grass, 40 cropland, 50 built-up, 60 bare,
      // 80 water, 90 herbaceous wetland.
      if (code === 10) {
        expect(years).toBeGreaterThanOrEqual(5);
        expect(years).toBeLessThanOrEqual(150);
        expect(agb).toBeGreaterThan(0);
        expect(agb).toBeLessThanOrEqual(400);
      } else expect(years).toBe(0);
      if (code === 20 || code === 30) {
        expect(agb).toBeGreaterThanOrEqual(2);
        expect(agb).toBeLessThanOrEqual(10);
      }
      if ([40, 50, 60, 80].includes(code)) expect(agb).toBe(0);
      expect(mangroves + wetlands).toBe(code === 90 ? 1 : 0);
    }
    // The box holds every case the assertions above are about.
    expect([...seen].sort((a, b) => a - b)).toEqual(expect.arrayContaining([10, 40, 80, 90]));
    expect(values(mangrove as InMemoryRaster).some((value) => value === 1)).toBe(true);
    expect(values(wetland as InMemoryRaster).some((value) => value === 1)).toBe(true);
  });

  it('grow regrown forest younger than old forest, and biomass with it', () => {
    const age = syntheticCarbonRaster('forestAge', COAST, YEAR, 100);
    const agb = syntheticCarbonRaster('abovegroundBiomass', COAST, YEAR, 100);
    const young: number[] = [];
    const old: number[] = [];
    for (let i = 0; i < age.data.length; i++) {
      const years = age.data[i] as number;
      if (years > 0 && years <= YEAR - 1992 + 5) young.push(agb.data[i] as number);
      if (years >= 100) old.push(agb.data[i] as number);
    }
    const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
    expect(young.length).toBeGreaterThan(10);
    expect(old.length).toBeGreaterThan(10);
    expect(mean(young)).toBeLessThan(mean(old));
  });

  it('write only the class codes of carbon/carbon-zones.ts', () => {
    const world: LonLatBBox = [-180, -60, 180, 80];
    const codes = (role: CarbonRasterRole) =>
      new Set(values(syntheticCarbonRaster(role, world, YEAR, 200_000)));
    const keys = (table: object) => Object.keys(table).map(Number);
    const climate = codes('climateZone');
    const ecological = codes('ecologicalZone');
    const soils = codes('soilType');
    for (const code of climate) expect(keys(IPCC_CLIMATE_ZONES)).toContain(code);
    for (const code of ecological) expect(keys(FAO_ECOLOGICAL_ZONES)).toContain(code);
    for (const code of soils) expect(keys(IPCC_SOIL_CLASSES)).toContain(code);
    // The world shows every climate zone and soil class, and every land ecological zone.
    expect(climate.size).toBe(12);
    expect(soils.size).toBe(7);
    expect(ecological.size).toBeGreaterThanOrEqual(18);
    for (const role of ['mangroveExtent', 'wetlandExtent'] as const)
      expect([...codes(role)].sort()).toEqual([0, 1]);
  }, 30_000);

  it('give the IPCC climate zone of the synthetic temperature, rainfall and height', () => {
    const counts = new Map<number, number>();
    for (let lat = -57; lat < 80; lat += 6.3)
      for (let lon = -170; lon < 180; lon += 41.7) {
        const box: LonLatBBox = [lon, lat, lon + 0.1, lat + 0.1];
        const zones = syntheticCarbonRaster('climateZone', box, YEAR);
        const ecological = syntheticCarbonRaster('ecologicalZone', box, YEAR);
        centres(zones).forEach(([x, y], i) => {
          const zone = zones.data[i] as number;
          const eco = ecological.data[i] as number;
          counts.set(zone, (counts.get(zone) ?? 0) + 1);
          const climate = syntheticClimate(x, y);
          const months = syntheticMonthlyTemperatures(climate.temperatureMean, y);
          const t = climate.temperatureMean;
          const moist = climate.aridityIndex > 1;
          if (zone >= 9) {
            // Tropical: MAT > 18 °C, no frost; montane above 1000 m; wet/moist/dry by rainfall.
            expect(t).toBeGreaterThan(18);
            expect(Math.min(...months)).toBeGreaterThan(10);
            expect(climate.elevation > 1000).toBe(zone === 9);
            if (zone === 10) expect(climate.precipitationAnnual).toBeGreaterThan(2000);
            if (zone === 12) expect(climate.precipitationAnnual).toBeLessThan(1000);
            expect(eco).toBeGreaterThanOrEqual(11);
            expect(eco).toBeLessThanOrEqual(16);
            expect(Math.abs(y)).toBeLessThan(40);
          } else if (zone <= 4) {
            expect(t).toBeGreaterThan(zone <= 2 ? 10 : 0);
            if (zone >= 3) expect(t).toBeLessThanOrEqual(10);
            // Above 18 °C only with a cold month (frost): not tropical.
            else if (t > 18) expect(Math.min(...months)).toBeLessThanOrEqual(10);
            expect(moist).toBe(zone % 2 === 1);
            expect(eco >= 21 && eco <= 35 && eco % 10 <= 5).toBe(true);
          } else {
            expect(t).toBeLessThanOrEqual(0);
            expect(Math.max(...months) > 10).toBe(zone >= 7);
            expect(moist).toBe(zone % 2 === 1);
            if (zone >= 7) expect([41, 42, 43]).toContain(eco);
            else expect(eco).toBe(50);
          }
        });
      }
    // The samples reached tropical, temperate, boreal and polar climates.
    for (const zone of [1, 2, 3, 5, 7, 11, 12]) expect(counts.get(zone) ?? 0).toBeGreaterThan(0);
  });

  it('keep SOC in the IPCC ranges of its climate and soil class, nothing under water', () => {
    const box: LonLatBBox = [-108, 44, -107, 45];
    const soc = syntheticCarbonRaster('soilOrganicCarbon', box, YEAR, 1000);
    const soils = syntheticCarbonRaster('soilType', box, YEAR, 1000);
    const zones = syntheticCarbonRaster('climateZone', box, YEAR, 1000);
    for (let i = 0; i < soc.data.length; i++) {
      const stock = soc.data[i] as number;
      const soil = soils.data[i] as number;
      const zone = zones.data[i] as number;
      expect(stock).toBeGreaterThanOrEqual(0);
      // Table 2.3 tops at 146 tC/ha (boreal wetland soils) + 15 %; organic soils 150-250.
      expect(stock).toBeLessThanOrEqual(soil === 7 ? 250 : 146 * 1.15);
      if (soil === 4) expect([3, 5, 6, 7, 8]).toContain(zone);
    }
    expect(Math.max(...values(soc))).toBeGreaterThan(20);
  });

  it('give the same pixels for the same place on either side of the antimeridian', () => {
    for (const role of CARBON_RASTER_ROLES) {
      const across = syntheticCarbonRaster(role, [179.5, -17, 180.5, -16], YEAR, 2000);
      const west = syntheticCarbonRaster(role, [179.5, -17, 180, -16], YEAR, 2000);
      const east = syntheticCarbonRaster(role, [-180, -17, -179.5, -16], YEAR, 2000);
      expect(across.width).toBe(west.width + east.width);
      for (let row = 0; row < across.height; row++) {
        const line = Array.from(across.data.subarray(row * across.width, (row + 1) * across.width));
        expect(line).toEqual([
          ...west.data.subarray(row * west.width, (row + 1) * west.width),
          ...east.data.subarray(row * east.width, (row + 1) * east.width),
        ]);
      }
    }
  });

  it('are labelled synthetic, with the land-cover year on the roles that follow it', async () => {
    for (const role of CARBON_RASTER_ROLES) {
      const layer = await source.openRaster({ role, bbox: COAST, year: 2019 });
      expect(layer.lineage).toMatchObject({ role, datasetId: 'synthetic-demo', synthetic: true });
      const yearly = ['abovegroundBiomass', 'forestAge', 'mangroveExtent', 'wetlandExtent'];
      expect(layer.lineage.year).toBe(yearly.includes(role) ? 2019 : undefined);
    }
    // Without a year, the study-year default of the land cover (last calendar year).
    const layer = await source.openRaster({ role: 'forestAge', bbox: COAST });
    expect(layer.lineage.year).toBe(new Date().getUTCFullYear() - 1);
    const zones = await source.openRaster({ role: 'climateZone', bbox: COAST });
    expect(zones.raster.dataType).toBe('uint8');
  });
});
