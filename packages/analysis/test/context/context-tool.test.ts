import { areaHectares } from '@ecotone/geometry';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { type ContextValues, contextTool } from '../../src/context/context.tool.js';
import type { Lineage } from '../../src/lineage.js';
import type { DataSource } from '../../src/sources/data-source.js';
import { syntheticElevation } from '../../src/sources/synthetic/synthetic-climate.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import type { AdminAreaLookup, ToolContext } from '../../src/tools/tool.js';

/** The 90 m synthetic DEM uses 2^-10° pixels; this square covers 20 × 20 of them exactly. */
const PIXEL = 1 / 1024;
const WEST = -107.5;
const NORTH = 44.5;
const SIDE = 20;
const shape: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [WEST, NORTH - SIDE * PIXEL],
        [WEST + SIDE * PIXEL, NORTH - SIDE * PIXEL],
        [WEST + SIDE * PIXEL, NORTH],
        [WEST, NORTH],
        [WEST, NORTH - SIDE * PIXEL],
      ],
    ],
  ],
};

const adminLineage: Lineage = {
  role: 'adminAreas',
  datasetId: 'natural-earth-admin1',
  name: 'Natural Earth admin-1 (test double)',
  version: '5.1.1',
  license: 'Public domain',
  citation: 'Natural Earth',
  synthetic: false,
};
const fakeAdmin: AdminAreaLookup = {
  areasOf: async (area) => {
    const overlapHa = areaHectares({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: area }],
    });
    return {
      countries: [
        {
          code: 'USA',
          code2: 'US',
          name: { en: 'United States', es: 'Estados Unidos' },
          overlapHa,
        },
      ],
      states: [
        { code: 'US-WY', countryCode: 'USA', name: { en: 'Wyoming', es: 'Wyoming' }, overlapHa },
      ],
      lineage: [adminLineage],
    };
  },
};

function contextFor(
  sources: DataSource,
  progress: number[] = [],
  signal = new AbortController().signal,
): ToolContext {
  return {
    shape,
    inputs: {},
    sources,
    admin: fakeAdmin,
    signal,
    progress: (fraction) => progress.push(fraction),
    now: new Date('2025-06-01T00:00:00Z'),
  };
}

/**
 * Area-weighted mean of the synthetic elevation at the 400 pixel centres. A pixel's area is
 * proportional to sin φ_top − sin φ_bottom (spherical; the ellipsoid changes the weights of rows
 * 0.02° apart by less than 1e-7), values rounded to float32 as the raster stores them.
 */
function handMeanElevation(): number {
  let sum = 0;
  let weight = 0;
  for (let row = 0; row < SIDE; row++) {
    const top = NORTH - row * PIXEL;
    const bottom = top - PIXEL;
    const rowWeight = Math.sin((top * Math.PI) / 180) - Math.sin((bottom * Math.PI) / 180);
    for (let column = 0; column < SIDE; column++) {
      const value = Math.fround(syntheticElevation(WEST + (column + 0.5) * PIXEL, top - PIXEL / 2));
      sum += value * rowWeight;
      weight += rowWeight;
    }
  }
  return sum / weight;
}

describe('context tool on the synthetic source', () => {
  it('returns every value, with lineage, methods, layers and the synthetic flag', async () => {
    const progress: number[] = [];
    const result = await contextTool.run(contextFor(createSyntheticSource(), progress));
    const values = result.values as ContextValues;

    const studyAreaHa = areaHectares({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: shape }],
    });
    expect(values.studyAreaHa).toBe(studyAreaHa);
    expect(values.elevation.mean).toBeCloseTo(handMeanElevation(), 2);
    expect(values.elevation.min).toBeLessThanOrEqual(values.elevation.p10);
    expect(values.elevation.p90).toBeLessThanOrEqual(values.elevation.max);
    expect(values.slope.mean).toBeGreaterThan(0);
    expect(values.slope.max).toBeLessThan(45);
    for (const key of [
      'meanTemperature',
      'annualPrecipitation',
      'potentialEvapotranspiration',
      'aridityIndex',
    ])
      expect(Number.isFinite(values[key as keyof ContextValues])).toBe(true);
    expect(['hyperArid', 'arid', 'semiArid', 'drySubHumid', 'humid']).toContain(
      values.aridityClass,
    );
    expect(values.ecoregion?.name).toMatch(/^Demo ecoregion \d+ \(synthetic\)$/);
    // Synthetic names are catalogue labels too, so they read in the reader's language.
    expect(values.ecoregion?.label).toEqual({
      key: 'context.syntheticNames.ecoregion',
      params: { id: String(values.ecoregion?.id) },
    });
    expect(values.basins[0]?.label?.key).toBe('context.syntheticNames.basin');
    expect(values.protectedAreas[0]?.label?.key).toBe('context.syntheticNames.protectedArea');
    expect(values.biome).toBe(values.biomes[0]?.name);
    const ecoregionHa = values.ecoregions.reduce((sum, row) => sum + row.overlapHa, 0);
    expect(ecoregionHa).toBeCloseTo(studyAreaHa, 2);
    expect(values.basins.length).toBeGreaterThan(0);
    expect(values.countries[0]?.code).toBe('USA');
    expect(values.countryCodes).toEqual(['USA']);
    expect(values.states[0]?.name.es).toBe('Wyoming');
    expect(values.substates).toEqual([]);
    expect(values.units.elevation).toBe('m');
    for (const row of [...values.protectedAreas, ...values.keyBiodiversityAreas]) {
      expect(row.distanceKm).toBeGreaterThanOrEqual(0);
      expect(row.distanceKm).toBeLessThanOrEqual(50);
    }
    expect(values.protectedAreas.length).toBeGreaterThan(0);

    expect(result.synthetic).toBe(true);
    expect(result.lineage).toContainEqual(adminLineage);
    const roles = result.lineage.filter((entry) => entry.synthetic).map((entry) => entry.role);
    expect(roles.sort()).toEqual(
      [
        'aridityIndex',
        'ecoregions',
        'elevation',
        'keyBiodiversityAreas',
        'potentialEvapotranspiration',
        'precipitationAnnual',
        'protectedAreas',
        'riverBasins',
        'temperatureMean',
      ].sort(),
    );
    expect(result.methods.map((method) => method.citation).join(' ')).toContain('Horn');
    expect(result.layers.map((layer) => layer.id)).toEqual([
      'elevation',
      'protectedAreas',
      'keyBiodiversityAreas',
      'ecoregions',
    ]);
    expect(result.layers.find((layer) => layer.id === 'protectedAreas')?.initialOpacity).toBe(0.5);
    // Each vector declares its popup: a title field and labelled fields, quantities with units.
    const displays = result.layers.map((layer) =>
      layer.kind === 'vector' ? layer.display?.titleField : null,
    );
    expect(displays).toEqual([null, 'NAME', 'IntName', 'ECO_NAME']);
    const protectedAreas = result.layers[1];
    expect(
      protectedAreas?.kind === 'vector' &&
        protectedAreas.display?.fields.map(({ field, unit }) => [field, unit ?? null]),
    ).toEqual([
      ['DESIG_ENG', null],
      ['IUCN_CAT', null],
      ['distanceKm', 'km'],
      ['overlapHa', 'ha'],
    ]);
    expect(result.warnings).toContainEqual({ key: 'context.notes.substatesUnknown' });
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('leaves out protected areas farther than 50 km', async () => {
    const synthetic = createSyntheticSource();
    const kmEast = (km: number) => km / (111.32 * Math.cos((44.5 * Math.PI) / 180));
    const kmNorth = (km: number) => km / 111.2;
    const east = WEST + SIDE * PIXEL;
    const site = (name: string, west: number, south: number): Feature<Polygon> => ({
      type: 'Feature',
      properties: { NAME: name, IUCN_CAT: 'II', DESIG_ENG: 'National Park' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [west + 0.01, south],
            [west + 0.01, south + 0.01],
            [west, south + 0.01],
            [west, south],
          ],
        ],
      },
    });
    const sources: DataSource = {
      openRaster: (request, signal) => synthetic.openRaster(request, signal),
      queryVector: async (request, signal) => {
        if (request.role !== 'protectedAreas') return synthetic.queryVector(request, signal);
        const features = [
          site('30 km east', east + kmEast(30), NORTH - 0.01),
          site('45 km east and north', east + kmEast(45), NORTH + kmNorth(45)),
          site('70 km east', east + kmEast(70), NORTH - 0.01),
        ];
        return { features, lineage: { ...adminLineage, role: 'protectedAreas' } };
      },
    };
    const result = await contextTool.run(contextFor(sources));
    const areas = (result.values as ContextValues).protectedAreas;
    expect(areas.map((row) => row.name)).toEqual(['30 km east']);
    expect(areas[0]?.distanceKm).toBeCloseTo(30, 0);
    expect(areas[0]?.category).toBe('II');
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      contextTool.run(contextFor(createSyntheticSource(), [], controller.signal)),
    ).rejects.toThrow();
  });
});
