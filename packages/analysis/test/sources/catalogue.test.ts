import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CatalogueError,
  loadCatalogue,
  parseCatalogue,
} from '../../src/sources/catalogue/load-catalogue.js';
import {
  RestrictedDatasetError,
  selectDataset,
} from '../../src/sources/catalogue/select-dataset.js';
import { DataUnavailableError } from '../../src/sources/data-source.js';
import { CARBON_RASTER_ROLES } from '../../src/sources/synthetic/synthetic-carbon.js';

const PRODUCTION = fileURLToPath(new URL('../../datasets/production.json', import.meta.url));

/** A valid entry to vary. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: 'demo-dem',
    role: 'elevation',
    name: 'Demo DEM',
    version: '1',
    license: 'CC BY 4.0',
    citation: 'Nobody (2026). Test data.',
    source: { kind: 'cog', url: 'https://host.test/dem.tif' },
    ...overrides,
  };
}

function issues(document: unknown): string[] {
  try {
    parseCatalogue(document);
  } catch (error) {
    if (error instanceof CatalogueError) return error.issues;
    throw error;
  }
  throw new Error('expected a CatalogueError');
}

describe('catalogue file validation', () => {
  it('names each bad entry by index and id, with the field and the reason', () => {
    expect(
      issues({
        datasets: [
          entry(),
          entry({ id: 'no-citation', citation: undefined }),
          entry({
            id: 'two-locations',
            role: 'landCover',
            years: [2017, 2023],
            source: {
              kind: 'stac',
              api: 'https://a.test',
              catalog: 'b.json',
              collection: 'c',
              asset: 'data',
            },
          }),
          entry({ id: 'wdpa', role: 'protectedAreas', restricted: true }),
          entry({ id: 'yearly', source: { kind: 'cog', url: 'https://h.test/{year}.tif' } }),
          entry({ id: 'tiles', source: { kind: 'cog', url: 'https://h.test/{tile}.tif' } }),
          entry({ id: 'Bad_Id', role: 'rainfall' }),
        ],
      }),
    ).toEqual([
      'datasets[1] (id "no-citation"): citation: Invalid input: expected string, received undefined',
      'datasets[2] (id "two-locations"): source: a stac source has exactly one of "api" and "catalog"',
      'datasets[3] (id "wdpa"): source.kind: role protectedAreas needs a flatgeobuf or geojson source',
      'datasets[4] (id "yearly"): years: a url with {year} needs "years"',
      'datasets[5] (id "tiles"): source.tileDegrees: {tile}, {lat} and {lon} placeholders and "tileDegrees" go together',
      'datasets[6] (id "Bad_Id"): id: ids are lower-case kebab-case',
      expect.stringMatching(/^datasets\[6\] \(id "Bad_Id"\): role: Invalid option/),
    ]);
  });

  it('refuses a monthly url without its year', () => {
    const monthly = (url: string) =>
      entry({ id: 'monthly', years: [1981, 2024], source: { kind: 'cog', url } });
    expect(issues({ datasets: [monthly('https://h.test/{month}.tif')] })).toEqual([
      'datasets[0] (id "monthly"): source.url: a url with {month} needs {year}',
    ]);
    expect(() =>
      parseCatalogue({ datasets: [monthly('https://h.test/{year}.{month}.tif')] }),
    ).not.toThrow();
  });

  it('refuses duplicate ids, unknown fields and years in the wrong order', () => {
    expect(issues({ datasets: [entry(), entry()] })).toEqual([
      'datasets[1] (id "demo-dem"): id: used by an earlier entry',
    ]);
    expect(issues({ datasets: [entry({ url: 'misplaced' })] })).toEqual([
      'datasets[0] (id "demo-dem"): (entry): Unrecognized key: "url"',
    ]);
    expect(issues({ datasets: [entry({ years: [2021, 2017] })] })).toEqual([
      'datasets[0] (id "demo-dem"): years: years are [from, to] with from <= to',
    ]);
    expect(issues({ dataset: [] })[0]).toMatch(/^datasets: /);
  });

  it('reads a file, resolving relative paths against it and substituting environment variables', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ecotone-catalogue-'));
    const path = join(folder, 'catalogue.json');
    const datasets = [
      entry({ source: { kind: 'cog', url: 'rasters/dem {year}.tif' }, years: [2020, 2021] }),
      entry({
        id: 'bucket-ecoregions',
        role: 'ecoregions',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the catalogue's placeholder syntax
        source: { kind: 'flatgeobuf', url: '${DATASETS_BASE_URL}/resolve/ecoregions-2017.fgb' },
      }),
    ];
    await writeFile(path, JSON.stringify({ datasets }));
    const catalogue = await loadCatalogue(path, { DATASETS_BASE_URL: 'https://bucket.test/data/' });
    expect(catalogue.datasets.map((dataset) => dataset.source)).toEqual([
      { kind: 'cog', url: `file://${folder}/rasters/dem {year}.tif` },
      { kind: 'flatgeobuf', url: 'https://bucket.test/data/resolve/ecoregions-2017.fgb' },
    ]);
    await writeFile(path, '{"datasets": [');
    await expect(loadCatalogue(path)).rejects.toThrow(CatalogueError);
  });
});

describe('production catalogue', () => {
  it('is valid, and every self-hosted entry waits for DATASETS_BASE_URL', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, {});
    const waiting = catalogue.datasets.filter((dataset) => dataset.unavailable !== undefined);
    const ready = catalogue.datasets.filter((dataset) => dataset.unavailable === undefined);
    expect(ready.map((dataset) => dataset.id)).toEqual([
      'copernicus-dem-glo-30',
      'esa-worldcover-2020',
      'esa-worldcover-2021',
      'io-lulc-annual-v02',
      'esa-cci-lc',
      'modis-mcd12q1-061',
      'modis-mod13q1-061-ndvi',
      'modis-mod13q1-061-evi',
      'sentinel-2-l2a-ndvi',
      'sentinel-2-l2a-evi',
      ...['landsat4', 'landsat5', 'landsat7', 'landsat8', 'landsat9'].flatMap((landsat) => [
        `landsat-c2-l2-${landsat}-ndvi`,
        `landsat-c2-l2-${landsat}-evi`,
      ]),
      'chirps-v2-0-monthly',
      'modis-mcd64a1-061',
    ]);
    expect(waiting.map((dataset) => dataset.unavailable)).toContain(
      'dataset wdpa needs the environment variable DATASETS_BASE_URL',
    );
    expect(() => selectDataset(catalogue, { role: 'temperatureMean' }, true)).toThrow(
      'No dataset is configured for temperatureMean: dataset chelsa-v2-1-bio1 needs the environment variable DATASETS_BASE_URL; dataset worldclim-2-1-bio1 needs the environment variable DATASETS_BASE_URL',
    );
    expect(() =>
      selectDataset(catalogue, { role: 'abovegroundBiomass', year: 2018 }, true),
    ).toThrow(
      'No dataset is configured for abovegroundBiomass 2018: dataset esa-cci-biomass-v5 needs the environment variable DATASETS_BASE_URL; dataset esa-cci-biomass-v5-latest needs the environment variable DATASETS_BASE_URL',
    );
  });

  it('reads burn dates from MCD64A1 on the Planetary Computer; dNBR is a self-made file', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, {});
    expect(selectDataset(catalogue, { role: 'burnDate', year: 2010 }, true).id).toBe(
      'modis-mcd64a1-061',
    );
    expect(() => selectDataset(catalogue, { role: 'burnDate', year: 2000 }, true)).toThrow(
      DataUnavailableError,
    );
    expect(() => selectDataset(catalogue, { role: 'dnbr', year: 2010 }, true)).toThrow(
      'dataset landsat-c2-l2-dnbr needs the environment variable DATASETS_BASE_URL',
    );
  });

  it('names a dataset for every carbon role, with licence, citation and version', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, { DATASETS_BASE_URL: 'https://b.test' });
    const pick = (role: string, year?: number) =>
      selectDataset(catalogue, { role, ...(year === undefined ? {} : { year }) }, true);
    expect(Object.fromEntries(CARBON_RASTER_ROLES.map((role) => [role, pick(role).id]))).toEqual({
      abovegroundBiomass: 'esa-cci-biomass-v5-latest',
      soilOrganicCarbon: 'soilgrids-2-ocs-0-30cm',
      climateZone: 'jrc-ipcc-climate-zones',
      ecologicalZone: 'fao-gez-2010',
      soilType: 'isric-ipcc-soil-classes',
      mangroveExtent: 'gmw-v3-latest',
      wetlandExtent: 'glwd-v2',
      forestAge: 'bgi-forest-age-2021',
    });
    for (const role of CARBON_RASTER_ROLES) {
      const { license, citation, version } = pick(role);
      expect([license, citation, version].every((text) => text.length > 0)).toBe(true);
    }
    // Yearly products by year: the yearly map first, the latest for the others.
    expect(pick('abovegroundBiomass', 2018).source).toEqual({
      kind: 'cog',
      url: 'https://b.test/esa-cci-biomass/v5.0/ESACCI-BIOMASS-L4-AGB-MERGED-100m-{year}-fv5.0.tif',
    });
    expect(pick('abovegroundBiomass', 2010).id).toBe('esa-cci-biomass-v5-2010');
    expect(pick('abovegroundBiomass', 2012).id).toBe('esa-cci-biomass-v5-latest');
    expect(pick('mangroveExtent', 2016).id).toBe('gmw-v3');
    // FAO GEZ is non-commercial: off unless the deployment opts in.
    expect(() => selectDataset(catalogue, { role: 'ecologicalZone' }, false)).toThrow(
      RestrictedDatasetError,
    );
  });

  it('routes MODIS NDVI and EVI by year; Sentinel-2 and Landsat indices are computed from bands', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, {});
    const ndvi = selectDataset(catalogue, { role: 'ndvi', dataset: 'modis', year: 2016 }, false);
    expect(ndvi).toMatchObject({ id: 'modis-mod13q1-061-ndvi', scale: 0.0001, noData: -3000 });
    expect(ndvi.source).toMatchObject({ collection: 'modis-13Q1-061', asset: '250m_16_days_NDVI' });
    expect(selectDataset(catalogue, { role: 'evi', dataset: 'modis', year: 2016 }, false).id).toBe(
      'modis-mod13q1-061-evi',
    );
    const s2 = selectDataset(catalogue, { role: 'evi', dataset: 'sentinel2', year: 2020 }, false);
    expect(s2.source).toMatchObject({
      kind: 'stac-index',
      collection: 'sentinel-2-l2a',
      signing: 'planetary-computer',
      index: 'evi',
      bands: { red: 'B04', nir: 'B08', blue: 'B02' },
      // ESA processing baseline 04.00: L2A reflectance = (DN + BOA_ADD_OFFSET) / 10000, offset -1000.
      reflectance: { scale: 0.0001, offset: 0, baselineOffset: { from: 4, offset: -0.1 } },
      mask: { asset: 'SCL', keepClasses: [4, 5, 6] },
    });
    const l7 = selectDataset(catalogue, { role: 'ndvi', dataset: 'landsat7', year: 2005 }, false);
    expect(l7.source).toMatchObject({
      collection: 'landsat-c2-l2',
      reflectance: { scale: 0.0000275, offset: -0.2 },
      mask: { asset: 'qa_pixel', rejectBits: [0, 1, 2, 3, 4, 5] },
      properties: { platform: 'landsat-7' },
    });
    expect(() =>
      selectDataset(catalogue, { role: 'ndvi', dataset: 'sentinel2', year: 2015 }, false),
    ).toThrow('available years: sentinel-2-l2a-ndvi 2016–2025');
  });

  it('gates WDPA and KBA behind ENABLE_RESTRICTED_LAYERS', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, { DATASETS_BASE_URL: 'https://b.test' });
    for (const role of ['protectedAreas', 'keyBiodiversityAreas']) {
      expect(() => selectDataset(catalogue, { role }, false)).toThrow(RestrictedDatasetError);
      expect(selectDataset(catalogue, { role }, true).restricted).toBe(true);
    }
    expect(selectDataset(catalogue, { role: 'ecoregions' }, false).source).toEqual({
      kind: 'flatgeobuf',
      url: 'https://b.test/resolve/ecoregions-2017.fgb',
    });
  });

  it('routes land cover by product and year', async () => {
    const catalogue = await loadCatalogue(PRODUCTION, {});
    const pick = (dataset: string | undefined, year: number | undefined) =>
      selectDataset(catalogue, { role: 'landCover', dataset, year }, false).id;
    expect(pick('worldcover', 2020)).toBe('esa-worldcover-2020');
    expect(pick('worldcover', 2021)).toBe('esa-worldcover-2021');
    expect(pick('esri', 2019)).toBe('io-lulc-annual-v02');
    expect(pick('esa-cci', 2001)).toBe('esa-cci-lc');
    expect(pick('modis', 2001)).toBe('modis-mcd12q1-061');
    // No product named: the first entry covering the year.
    expect(pick(undefined, 2001)).toBe('esa-cci-lc');
    const tooEarly = () => pick('worldcover', 2001);
    expect(tooEarly).toThrow(DataUnavailableError);
    expect(tooEarly).toThrow(
      'No dataset is configured for landCover 2001: available years: esa-worldcover-2020 2020–2020, esa-worldcover-2021 2021–2021',
    );
    expect(() => pick('dynamicworld', 2020)).toThrow('no dynamicworld dataset in the catalogue');
    expect(() => pick('esri', undefined)).toThrow(
      'a year is needed (io-lulc-annual-v02 2017–2023)',
    );
  });
});
