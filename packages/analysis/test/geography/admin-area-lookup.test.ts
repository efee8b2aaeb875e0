import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminAreaLookup } from '../../src/geography/admin-area-lookup.js';

/** A longitude/latitude box as a one-part MultiPolygon. */
const box = (west: number, south: number, east: number, north: number): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ],
});
const hectares = (shape: MultiPolygon) => geodesicAreaSquareMeters(shape) / 10_000;

// Real Natural Earth data: the first run of the suite may build the cache (a few seconds).
const lookup = createAdminAreaLookup();
beforeAll(() => lookup.warm(), 60_000);

describe('createAdminAreaLookup', () => {
  it('puts a box in central Wyoming in the United States, Wyoming, all of it', async () => {
    const shape = box(-107.5, 43, -107, 43.5);
    const areas = await lookup.areasOf(shape);
    expect(areas.countries.map((country) => country.code)).toEqual(['USA']);
    expect(areas.countries[0]).toMatchObject({
      code2: 'US',
      name: { en: 'United States of America', es: 'Estados Unidos' },
      continent: 'NA',
    });
    expect(areas.states).toHaveLength(1);
    expect(areas.states[0]).toMatchObject({ code: 'US-WY', countryCode: 'USA' });
    expect(areas.states[0]?.name).toEqual({ en: 'Wyoming', es: 'Wyoming' });
    // 0.5° x 0.5° at 43° N: 55.5 km x 40.7 km ≈ 225,500 ha; the whole box is Wyoming.
    expect(areas.countries[0]?.overlapHa).toBeCloseTo(hectares(shape), 0);
    expect(hectares(shape)).toBeGreaterThan(225_000);
    expect(hectares(shape)).toBeLessThan(226_100);
  });

  it('splits a box across the Spain-Portugal border between both countries', async () => {
    const shape = box(-7.5, 40, -6.5, 41);
    const areas = await lookup.areasOf(shape);
    expect(areas.countries.map((country) => country.code)).toEqual(['PRT', 'ESP']);
    expect(areas.countries[1]?.name).toEqual({ en: 'Spain', es: 'España' });
    expect(areas.countries.map((country) => country.continent)).toEqual(['EU', 'EU']);
    const [portugal, spain] = areas.countries.map((country) => country.overlapHa) as number[];
    const total = (portugal ?? 0) + (spain ?? 0);
    // The border runs near -6.9° here: Portugal holds ~60 % of the box.
    expect((portugal ?? 0) / total).toBeGreaterThan(0.55);
    expect((portugal ?? 0) / total).toBeLessThan(0.68);
    // Overlaps add up to the box within 0.05 % (measured: 941,200.9 of 941,278.9 ha, 0.008 %).
    expect(Math.abs(total - hectares(shape)) / hectares(shape)).toBeLessThan(5e-4);
    const stateCodes = areas.states.map((state) => state.code);
    expect(stateCodes).toEqual(expect.arrayContaining(['ES-SA', 'ES-CC', 'PT-09', 'PT-05']));
    const statesTotal = areas.states.reduce((sum, state) => sum + state.overlapHa, 0);
    expect(statesTotal).toBeCloseTo(total, 3);
  });

  it('names Colombia and Bogotá in Spanish', async () => {
    const areas = await lookup.areasOf(box(-74.2, 4.5, -74.0, 4.75));
    expect(areas.countries).toHaveLength(1);
    expect(areas.countries[0]).toMatchObject({ code: 'COL', code2: 'CO', continent: 'SA' });
    expect(areas.countries[0]?.name.es).toBe('Colombia');
    expect(areas.states.map((state) => state.name.es)).toEqual(['Bogotá', 'Cundinamarca']);
  });

  it('counts overlapping parts of one shape once', async () => {
    const a = box(-107.5, 43, -107.4, 43.1);
    const b = box(-107.45, 43, -107.35, 43.1);
    const areas = await lookup.areasOf({
      type: 'MultiPolygon',
      coordinates: [...a.coordinates, ...b.coordinates],
    });
    // The union is 1.5 times one box.
    expect(areas.countries[0]?.overlapHa).toBeCloseTo(1.5 * hectares(a), -1);
  });

  it('reports nothing for a point-size shape in the open Atlantic', async () => {
    const areas = await lookup.areasOf(box(-30, 0, -29.999, 0.001));
    expect(areas.countries).toEqual([]);
    expect(areas.states).toEqual([]);
    expect(areas.lineage[0]).toMatchObject({
      synthetic: false,
      datasetId: 'natural-earth-admin-1',
    });
  });

  it('gives a shape just off the coast the nearest unit within 12 nautical miles, at 0 ha', async () => {
    // ~1.5 km west of Cabo da Roca, Portugal.
    const areas = await lookup.areasOf(box(-9.52, 38.78, -9.519, 38.781));
    expect(areas.countries).toEqual([expect.objectContaining({ code: 'PRT', overlapHa: 0 })]);
    expect(areas.states[0]?.name).toEqual({ en: 'Lisbon', es: 'Lisboa' });
  });
});
