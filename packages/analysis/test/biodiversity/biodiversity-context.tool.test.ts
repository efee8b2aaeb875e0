import { areaHectares } from '@ecotone/geometry';
import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { biodiversityContextTool } from '../../src/biodiversity/biodiversity-context.tool.js';
import type { BiodiversityContextValues } from '../../src/biodiversity/biodiversity-values.js';
import { speciesListFor } from '../../src/biodiversity/species-list.js';
import { STAR_RESTORATION_MULTIPLIER } from '../../src/biodiversity/star-weights.js';
import type { DataSource } from '../../src/sources/data-source.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import {
  GOLDEN_AREA_HA,
  grid,
  lineageOf,
  rasterSource,
  square,
  toolContext,
  uniform,
} from '../carbon/fixtures.js';

/**
 * MODIS codes on the 4 x 4 golden square (columns left to right, rows north to south):
 *   10  1  1  1      grassland (10): 4 pixels, forest (1): 8, cropland (12): 4
 *   10  1  1  1
 *   12 12  1  1
 *   10 10 12 12
 * Every pixel is a = 1/16 of the square's geodesic area (GOLDEN_AREA_HA = 19.6948 ha rounded).
 */
const LAND_COVER = grid([10, 1, 1, 1, 10, 1, 1, 1, 12, 12, 1, 1, 10, 10, 12, 12]);
const a =
  areaHectares({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: square }],
  }) / 16;

const box = (west: number, east: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, -0.003],
      [east, -0.003],
      [east, 0.003],
      [west, 0.003],
      [west, -0.003],
    ],
  ],
});

const range = (
  name: string,
  geometry: Polygon,
  properties: Record<string, unknown>,
): Feature<Polygon> => ({
  type: 'Feature',
  properties: {
    id: name,
    scientificName: name,
    kingdom: 'ANIMALIA',
    phylum: 'CHORDATA',
    class: 'AVES',
    order: 'O',
    family: 'F',
    genus: name.split(' ')[0],
    presence: 1,
    origin: 1,
    seasonality: 1,
    elevationLower: 0,
    elevationUpper: 1000,
    ...properties,
  },
  geometry,
});

/**
 * A: VU bird (W 2) over the whole square, forest habitat, global AOH 1 km² (100 ha), threats 2.1
 *    (0.75) and 5.3 (0.25). AOH 8a, restorable (cropland) 4a.
 * B: CR mammal (W 4) on the west half (columns 0-1), grassland, global AOH 0.5 km² (50 ha), threat
 *    2.1 only. AOH: grassland in columns 0-1 = 4a; restorable: cropland there = 2a.
 * C: LC bird (W 0): listed, no score. D: EN amphibian whose elevation limits (500-900 m) exclude
 *    the square (100 m): listed, AOH 0. E: VU introduced (origin 3): filtered out.
 */
const RANGES = [
  range('Alpha one', box(-0.001, 0.005), {
    category: 'VU',
    taxon: 'birds',
    aohKm2: 1,
    habitats: '["treeCovered"]',
    threats: '[["2.1", 0.75], ["5.3", 0.25]]',
  }),
  range('Beta two', box(-0.001, 0.002), {
    category: 'CR',
    taxon: 'mammals',
    class: 'MAMMALIA',
    aohKm2: 0.5,
    habitats: '["grassland"]',
    threats: '[["2.1", 1]]',
  }),
  range('Gamma three', box(-0.001, 0.005), {
    category: 'LC',
    taxon: 'birds',
    aohKm2: 10,
    habitats: '["treeCovered"]',
    threats: '[]',
  }),
  range('Delta four', box(-0.001, 0.005), {
    category: 'EN',
    taxon: 'amphibians',
    aohKm2: 2,
    habitats: '["treeCovered"]',
    threats: '[["1.1", 1]]',
    elevationLower: 500,
    elevationUpper: 900,
  }),
  range('Epsilon five', box(-0.001, 0.005), {
    category: 'VU',
    taxon: 'birds',
    aohKm2: 1,
    habitats: '["treeCovered"]',
    threats: '[["2.1", 1]]',
    origin: 3,
  }),
];

function goldenSource(): DataSource {
  const rasters = rasterSource({ landCover: LAND_COVER, elevation: uniform(100) });
  return {
    openRaster: rasters.openRaster,
    queryVector: async (request) => ({
      features: request.role === 'speciesRanges' ? RANGES : [],
      lineage: lineageOf(request.role),
    }),
  };
}

// Hand-computed (P and H in % of global AOH; M = STAR_RESTORATION_MULTIPLIER):
const P_A = (100 * 8 * a) / 100; // 8a of 100 ha
const H_A = (100 * 4 * a) / 100;
const P_B = (100 * 4 * a) / 50; // 4a of 50 ha
const H_B = (100 * 2 * a) / 50;
const T_A = P_A * 2;
const T_B = P_B * 4;
const R_A = H_A * 2 * STAR_RESTORATION_MULTIPLIER;
const R_B = H_B * 4 * STAR_RESTORATION_MULTIPLIER;

describe('biodiversityContext on hand-made sources', () => {
  it('computes STAR threat abatement and restoration against the hand-computed scores', async () => {
    const result = await biodiversityContextTool.run(toolContext(goldenSource(), {}));
    const values = result.values as unknown as BiodiversityContextValues;
    const total = values.starThreatScores.find((row) => row.scoreType === 'total');
    expect(T_A).toBeCloseTo(19.6945, 3);
    expect(total?.threatAbatementScore).toBeCloseTo(T_A + T_B, 6);
    expect(total?.restorationScore).toBeCloseTo(R_A + R_B, 6);
    // Global score of the species whose range overlaps: 100 x (2 + 4 + 3); D has no AOH here.
    expect(total?.threatAbatementPercent).toBeCloseTo((100 * (T_A + T_B)) / 900, 6);
    const threat2 = values.starThreatScores.find((row) => row.scoreType === '2');
    expect(threat2?.threatAbatementScore).toBeCloseTo(0.75 * T_A + T_B, 6);
    expect(threat2?.subcategories?.map((row) => row.scoreType)).toEqual(['2.1']);
    const threat5 = values.starThreatScores.find((row) => row.scoreType === '5');
    expect(threat5?.threatAbatementScore).toBeCloseTo(0.25 * T_A, 6);
    expect(threat5?.threatAbatementPercent).toBeCloseTo((100 * 0.25 * T_A) / (100 * 2 * 0.25), 6);
    const threat1 = values.starThreatScores.find((row) => row.scoreType === '1');
    expect(threat1?.threatAbatementScore).toBe(0);
    expect(values.starThreatScores.map((row) => row.scoreType)).toEqual([
      'total',
      ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
      'birds',
      'mammals',
      'amphibians',
    ]);
    expect(values.starByTaxon.birds.threatAbatementScore).toBeCloseTo(T_A, 6);
    expect(values.starByTaxon.mammals.restorationScore).toBeCloseTo(R_B, 6);
    expect(values.starByTaxon.amphibians.threatAbatementScore).toBe(0);
    expect(values.studyAreaHa).toBeCloseTo(16 * a, 6);
    expect(values.studyAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    expect(values.starThreatMean).toBeCloseTo((T_A + T_B) / values.studyAreaHa, 6);
    expect(values.starThreatClass).toBe('starMethods.classes.veryHigh');
  });

  it('lists the filtered species by Red List severity then name, with counts', async () => {
    const result = await biodiversityContextTool.run(toolContext(goldenSource(), {}));
    const values = result.values as unknown as BiodiversityContextValues;
    expect(values.species.map((s) => [s.threatCategory, s.scientificName])).toEqual([
      ['CR', 'Beta two'],
      ['EN', 'Delta four'],
      ['VU', 'Alpha one'],
      ['LC', 'Gamma three'],
    ]);
    expect(values.species[0]?.shareOfRange).toBeCloseTo((4 * a) / 50, 6);
    expect(values.speciesCountByCategory).toEqual({
      EX: 0,
      EW: 0,
      CR: 1,
      EN: 1,
      VU: 1,
      NT: 0,
      LC: 1,
      DD: 0,
      NE: 0,
    });
    expect(values.threatenedSpeciesCount).toBe(3);
  });

  it('maps per-cell scores that sum to the totals', async () => {
    const result = await biodiversityContextTool.run(toolContext(goldenSource(), {}));
    const layer = result.layers.find((entry) => entry.id === 'star-threat-abatement');
    if (layer?.kind !== 'raster') throw new Error('no raster layer');
    let sum = 0;
    for (const value of layer.raster.data as Float32Array)
      if (value !== -9999) sum += value * (a / 100);
    expect(sum).toBeCloseTo(T_A + T_B, 3);
    expect(result.synthetic).toBe(false);
  });
});

const WYOMING = {
  type: 'MultiPolygon' as const,
  coordinates: [
    [
      [
        [-107.5, 44.4],
        [-107.3, 44.4],
        [-107.3, 44.6],
        [-107.5, 44.6],
        [-107.5, 44.4],
      ],
    ],
  ],
};

describe('biodiversityContext on the synthetic source', () => {
  it('runs over the Wyoming square, labelled synthetic, with synthetic names', async () => {
    const context = { ...toolContext(createSyntheticSource(), {}), shape: WYOMING };
    const result = await biodiversityContextTool.run(context);
    const values = result.values as unknown as BiodiversityContextValues;
    expect(result.synthetic).toBe(true);
    expect(result.lineage.every((entry) => entry.synthetic)).toBe(true);
    expect(values.species.length).toBeGreaterThan(0);
    for (const species of values.species) expect(species.commonName).toMatch(/\(synthetic\)$/);
    const total = values.starThreatScores[0];
    expect(total?.threatAbatementScore).toBeGreaterThanOrEqual(0);
    expect(Object.keys(values.speciesCountByCategory)).toHaveLength(9);
    expect(result.warnings.map((w) => w.key)).toContain('starMethods.warnings.syntheticSpecies');
    // Deterministic: the same place gives the same species and scores.
    const again = (await biodiversityContextTool.run(context))
      .values as unknown as BiodiversityContextValues;
    expect(again.species).toEqual(values.species);
    expect(again.starThreatScores).toEqual(values.starThreatScores);
  });

  it('gives the endpoint list the same species as the tool', async () => {
    const sources = createSyntheticSource();
    const list = await speciesListFor(WYOMING, sources);
    const context = { ...toolContext(sources, {}), shape: WYOMING };
    const values = (await biodiversityContextTool.run(context))
      .values as unknown as BiodiversityContextValues;
    expect(list.species.map((s) => s.scientificName)).toEqual(
      values.species.map((s) => s.scientificName),
    );
    expect(list.lineage.synthetic).toBe(true);
  });
});
