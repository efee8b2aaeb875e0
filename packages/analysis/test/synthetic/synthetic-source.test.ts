import { describe, expect, it } from 'vitest';
import type { InMemoryRaster, RasterArray, TiledRaster } from '../../src/raster/types.js';
import {
  DataSourceError,
  type LonLatBBox,
  type RasterRole,
  type VectorRole,
} from '../../src/sources/data-source.js';
import {
  syntheticClimate,
  syntheticTemperature,
} from '../../src/sources/synthetic/synthetic-climate.js';
import {
  IUCN_CATEGORIES,
  KBA_PROTECTION,
  RESOLVE_BIOMES,
} from '../../src/sources/synthetic/synthetic-ecology.js';
import {
  syntheticRaster,
  type TerrainClimateRole,
} from '../../src/sources/synthetic/synthetic-rasters.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';

const source = createSyntheticSource();
const BOX: LonLatBBox = [-107.6, 44.4, -107.4, 44.6];

async function tile(raster: TiledRaster): Promise<RasterArray> {
  return raster.readTile(0, 0);
}

/** Value of the pixel whose centre is (lon, lat) in a north-up raster. */
function at(raster: InMemoryRaster, lon: number, lat: number): number {
  const t = raster.geoTransform;
  const column = Math.floor((lon - t[0]) / t[1]);
  const row = Math.floor((lat - t[3]) / t[5]);
  return raster.data[row * raster.width + column] as number;
}

function maxNeighbourStep(raster: InMemoryRaster): number {
  let step = 0;
  for (let row = 0; row < raster.height; row++)
    for (let column = 1; column < raster.width; column++) {
      const here = raster.data[row * raster.width + column] as number;
      const left = raster.data[row * raster.width + column - 1] as number;
      step = Math.max(step, Math.abs(here - left));
      if (row > 0)
        step = Math.max(
          step,
          Math.abs(here - (raster.data[(row - 1) * raster.width + column] as number)),
        );
    }
  return step;
}

describe('synthetic rasters', () => {
  it('are deterministic: the same box twice gives the same pixels', async () => {
    const first = await source.openRaster({ role: 'elevation', bbox: BOX });
    const second = await source.openRaster({ role: 'elevation', bbox: BOX });
    expect(first.raster.geoTransform).toEqual(second.raster.geoTransform);
    expect(await tile(first.raster)).toEqual(await tile(second.raster));
  });

  it('agree on the pixels two overlapping boxes share', () => {
    const a = syntheticRaster('elevation', [-107.6, 44.4, -107.45, 44.55]);
    const b = syntheticRaster('elevation', [-107.5, 44.45, -107.4, 44.6]);
    const size = a.geoTransform[1];
    let compared = 0;
    for (let lon = -107.5 + size / 2; lon < -107.45; lon += size * 7)
      for (let lat = 44.45 + size / 2; lat < 44.55; lat += size * 7) {
        expect(at(a, lon, lat)).toBe(at(b, lon, lat));
        compared++;
      }
    expect(compared).toBeGreaterThan(50);
  });

  it('are spatially coherent: neighbouring pixels differ little', () => {
    // ~108 m pixels: a step of 60 m would be a 29° slope between pixel centres.
    expect(maxNeighbourStep(syntheticRaster('elevation', BOX))).toBeLessThan(60);
    expect(maxNeighbourStep(syntheticRaster('temperatureMean', [-108, 44, -107, 45]))).toBeLessThan(
      0.5,
    );
    expect(
      maxNeighbourStep(syntheticRaster('precipitationAnnual', [-108, 44, -107, 45])),
    ).toBeLessThan(40);
  });

  it('are plausible over the globe', () => {
    const world: LonLatBBox = [-180, -60, 180, 80];
    const check = (role: TerrainClimateRole, min: number, max: number) => {
      const raster = syntheticRaster(role, world, 200_000);
      const values = Array.from(raster.data);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...values)).toBeLessThanOrEqual(max);
      return values;
    };
    const elevation = check('elevation', 40, 4100);
    expect(Math.max(...elevation)).toBeGreaterThan(2000);
    check('temperatureMean', -30, 32);
    check('precipitationAnnual', 30, 8000);
    check('potentialEvapotranspiration', 0, 2500);
    // Cells whose months all freeze have PET floored at 1 mm: a large index, still finite.
    const aridity = check('aridityIndex', 0, Number.MAX_VALUE);
    expect(aridity.some((index) => index < 0.2)).toBe(true);
    expect(aridity.some((index) => index > 0.65)).toBe(true);
  });

  it('cool with height at 6.5 °C per km', () => {
    const low = syntheticTemperature(10, 45, 200);
    expect(syntheticTemperature(10, 45, 1200)).toBeCloseTo(low - 6.5, 10);
    const climate = syntheticClimate(10, 45);
    expect(climate.temperatureMean).toBeCloseTo(
      syntheticTemperature(10, 45, climate.elevation),
      10,
    );
    expect(climate.aridityIndex).toBeCloseTo(
      climate.precipitationAnnual / climate.potentialEvapotranspiration,
      10,
    );
  });

  it('give monthly temperatures whose mean is the annual mean', () => {
    const box: LonLatBBox = [5, 40, 5.1, 40.1];
    const annual = syntheticRaster('temperatureMean', box);
    const months = Array.from({ length: 12 }, (_, m) =>
      syntheticRaster('temperatureMonthly', box, 1000, m + 1),
    );
    for (let index = 0; index < annual.data.length; index += 3) {
      const mean = months.reduce((sum, month) => sum + (month.data[index] as number), 0) / 12;
      expect(mean).toBeCloseTo(annual.data[index] as number, 4);
    }
    expect(() => syntheticRaster('temperatureMonthly', box)).toThrow(DataSourceError);
  });

  it('refuse absurd sizes with a non-transient error', async () => {
    const error = await source
      .openRaster({ role: 'elevation', bbox: [-180, -90, 180, 90] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataSourceError);
    expect((error as DataSourceError).transient).toBe(false);
    await expect(source.openRaster({ role: 'elevation', bbox: [10, 5, 9, 6] })).rejects.toThrow(
      DataSourceError,
    );
  });

  it('label every role synthetic', async () => {
    const roles: RasterRole[] = [
      'elevation',
      'temperatureMean',
      'precipitationAnnual',
      'potentialEvapotranspiration',
      'aridityIndex',
    ];
    for (const role of roles) {
      const { lineage } = await source.openRaster({ role, bbox: BOX });
      expect(lineage).toMatchObject({
        role,
        datasetId: 'synthetic-demo',
        name: 'Ecotone synthetic demo data',
        license: 'Synthetic, not for decisions',
        synthetic: true,
      });
    }
  });

  it('delegate land cover to the synthetic land-cover product', async () => {
    const layer = await source.openRaster({
      role: 'landCover',
      bbox: BOX,
      dataset: 'worldcover',
      year: 2021,
    });
    expect(layer.lineage).toMatchObject({ role: 'landCover', year: 2021, synthetic: true });
    expect(layer.raster.dataType).toBe('uint8');
  });
});

describe('synthetic vectors', () => {
  const roles: VectorRole[] = [
    'ecoregions',
    'riverBasins',
    'protectedAreas',
    'keyBiodiversityAreas',
  ];

  it('return the same features for the same place whatever the box', async () => {
    for (const role of roles) {
      const small = await source.queryVector({ role, bbox: [-107.6, 44.4, -107.4, 44.6] });
      const large = await source.queryVector({ role, bbox: [-109, 43, -106, 46] });
      expect(large.lineage).toMatchObject({ role, datasetId: 'synthetic-demo', synthetic: true });
      const byId = new Map(large.features.map((feature) => [feature.id, feature]));
      expect(byId.size).toBe(large.features.length);
      for (const feature of small.features) expect(byId.get(feature.id)).toEqual(feature);
    }
  });

  it('put every place in exactly one ecoregion and one basin', async () => {
    const { features: ecoregions } = await source.queryVector({
      role: 'ecoregions',
      bbox: [0, 40, 6, 46],
    });
    const { features: basins } = await source.queryVector({
      role: 'riverBasins',
      bbox: [0, 40, 6, 46],
    });
    const contains = (ring: number[][], [x, y]: [number, number]) => {
      let inside = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] ?? [];
        const [xj = 0, yj = 0] = ring[j] ?? [];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    };
    for (let lon = 0.013; lon < 6; lon += 0.37)
      for (let lat = 40.011; lat < 46; lat += 0.41) {
        for (const features of [ecoregions, basins]) {
          const holders = features.filter((feature) =>
            contains(feature.geometry.coordinates[0] as number[][], [lon, lat]),
          );
          expect(holders).toHaveLength(1);
        }
      }
  });

  it('carry the real datasets’ fields with labelled synthetic names', async () => {
    const bbox: LonLatBBox = [-110, 40, -104, 46];
    const biomes = Object.values(RESOLVE_BIOMES) as string[];
    const ecoregions = (await source.queryVector({ role: 'ecoregions', bbox })).features;
    for (const { properties } of ecoregions) {
      expect(properties?.ECO_NAME).toBe(`Demo ecoregion ${properties?.ECO_ID} (synthetic)`);
      expect(biomes).toContain(properties?.BIOME_NAME);
    }
    const areas = (await source.queryVector({ role: 'protectedAreas', bbox })).features;
    expect(areas.length).toBeGreaterThan(10);
    for (const { properties } of areas) {
      expect(properties?.NAME).toMatch(/^Demo protected area \d+ \(synthetic\)$/);
      expect(IUCN_CATEGORIES as readonly string[]).toContain(properties?.IUCN_CAT);
      expect(typeof properties?.DESIG_ENG).toBe('string');
    }
    const kbas = (await source.queryVector({ role: 'keyBiodiversityAreas', bbox })).features;
    expect(kbas.length).toBeGreaterThan(5);
    for (const { properties } of kbas) {
      expect(properties?.IntName).toMatch(/^Demo key biodiversity area \d+ \(synthetic\)$/);
      expect(KBA_PROTECTION as readonly string[]).toContain(properties?.Protect);
    }
    const basins = (await source.queryVector({ role: 'riverBasins', bbox })).features;
    for (const { properties } of basins)
      expect(properties?.BAS_NAME).toMatch(/^Demo basin \d+ \(synthetic\)$/);
  });
});
