import { cutAtAntimeridian } from '@ecotone/geometry';
import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { syntheticLandCover } from '../../src/land-cover/synthetic-land-cover.js';
import { computeMaskLayer, computeMaskSet, nonGrasslandCoverage } from '../../src/masks/index.js';
import { syntheticMaskRaster } from '../../src/sources/synthetic/synthetic-masks.js';
import {
  ROAD_WIDTH_METERS,
  syntheticPressureRaster,
  syntheticRoadCorridors,
} from '../../src/sources/synthetic/synthetic-pressures.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import { hectares, OPTIONS, outsideHa, relative, signal } from './mask-test-source.js';

const square = (west: number, south: number, side: number): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side],
        [west, south + side],
        [west, south],
      ],
    ],
  ],
});

describe('synthetic mask inputs', () => {
  const bbox = [-100, 40, -99.8, 40.2] as const;

  it('follow the synthetic land cover: tree cover high on trees, herbaceous and grassland probability high on grassland', () => {
    const resolution = 250;
    const cover = syntheticLandCover({
      dataset: 'dynamicworld',
      year: 2024,
      bbox,
      resolutionMeters: resolution,
    });
    const tree = syntheticMaskRaster('treeCoverPercent', bbox, 2024, resolution);
    const herbaceous = syntheticMaskRaster('herbaceousCoverPercent', bbox, 2024, resolution);
    const grass = syntheticMaskRaster('grasslandProbability', bbox, 2024, resolution);
    expect(tree.geoTransform).toEqual(cover.geoTransform);
    const means = new Map<number, number[]>();
    for (let index = 0; index < cover.data.length; index++) {
      const code = cover.data[index] as number;
      const sums = means.get(code) ?? [0, 0, 0, 0];
      sums[0] = (sums[0] as number) + (tree.data[index] as number);
      sums[1] = (sums[1] as number) + (herbaceous.data[index] as number);
      sums[2] = (sums[2] as number) + (grass.data[index] as number);
      sums[3] = (sums[3] as number) + 1;
      means.set(code, sums);
    }
    const mean = (code: number, field: number) => {
      const sums = means.get(code) as number[];
      return (sums[field] as number) / (sums[3] as number);
    };
    // Dynamic World: 1 trees, 2 grass, 4 crops.
    expect(mean(1, 0)).toBeGreaterThan(55);
    expect(mean(2, 0)).toBeLessThan(15);
    expect(mean(2, 1)).toBeGreaterThan(40);
    expect(mean(2, 2)).toBeGreaterThan(55);
    expect(mean(4, 2)).toBeLessThan(25);
    // Deterministic.
    expect(syntheticMaskRaster('treeCoverPercent', bbox, 2024, resolution).data).toEqual(tree.data);
  });

  it('road corridors run along the roads roadDistance measures to', () => {
    const corridors = syntheticRoadCorridors(bbox);
    expect(corridors.length).toBeGreaterThan(5);
    const distances = syntheticPressureRaster('roadDistance', [-100, 40, -99.8, 40.2], 30);
    const t = distances.geoTransform;
    for (const corridor of corridors.slice(0, 40)) {
      const lons = corridor.coordinates.map(([lon]) => lon);
      const lats = corridor.coordinates.map(([, lat]) => lat);
      const lon = (Math.min(...lons) + Math.max(...lons)) / 2;
      const lat = (Math.min(...lats) + Math.max(...lats)) / 2;
      const column = Math.floor((lon - t[0]) / t[1]);
      const row = Math.floor((lat - t[3]) / t[5]);
      if (column < 0 || row < 0 || column >= distances.width || row >= distances.height) continue;
      // Within a pixel (~30 m) of the corridor's centre line.
      expect(distances.data[row * distances.width + column]).toBeLessThan(0.05);
      expect(corridor.widthMeters).toBe(ROAD_WIDTH_METERS[corridor.roadClass]);
    }
  });

  it('grassland probability covers latitudes within ±60° only', async () => {
    const north = syntheticMaskRaster('grasslandProbability', [10, 61, 10.1, 61.1], 2024, 1000);
    expect(Array.from(north.data).every((value) => value === 255)).toBe(true);
    const mask = await computeMaskLayer({
      shape: square(10, 61, 0.05),
      layer: 'nonGrassland',
      options: OPTIONS,
      sources: createSyntheticSource(),
      signal,
    });
    expect(mask).toMatchObject({ status: 'noDataAvailable', geometry: null, areaHa: 0 });
    expect(mask.synthetic).toBe(true);
  });
});

describe('nonGrasslandCoverage', () => {
  const source = createSyntheticSource();
  it('contains, intersects and the overlap share', async () => {
    expect(await nonGrasslandCoverage(square(10, 40, 0.05), source, signal)).toEqual({
      contains: true,
      intersects: true,
      overlapPercent: 100,
    });
    expect(await nonGrasslandCoverage(square(10, 65, 0.05), source, signal)).toEqual({
      contains: false,
      intersects: false,
      overlapPercent: 0,
    });
    const across = await nonGrasslandCoverage(square(10, 59.9, 0.2), source, signal);
    expect(across.contains).toBe(false);
    expect(across.intersects).toBe(true);
    // 0.1° of 0.2° lies south of 60°, a little more than half the area (cos latitude).
    expect(across.overlapPercent).toBeGreaterThan(45);
    expect(across.overlapPercent).toBeLessThan(55);
  });
});

describe('synthetic mask sets', () => {
  it('the default grassland set on the synthetic source reconciles', async () => {
    const shape = square(-100, 40, 0.05);
    const set = await computeMaskSet({
      shape,
      options: {
        ...OPTIONS,
        masks: [
          'built',
          'transportation',
          'water',
          'wetland',
          'cropland',
          'slope',
          'bareGround',
          'nonGrassland',
        ],
      },
      sources: createSyntheticSource(),
      signal,
    });
    expect(set.masks.every((mask) => mask.status === 'success' && mask.synthetic)).toBe(true);
    expect(set.masks.every((mask) => mask.lineage.every((entry) => entry.synthetic))).toBe(true);
    expect(set.masks.find((mask) => mask.type === 'transportation')?.areaHa).toBeGreaterThan(0);
    const largest = Math.max(...set.masks.map((mask) => mask.areaHa));
    expect(set.mergedHa).toBeGreaterThanOrEqual(largest * (1 - 1e-9));
    expect(set.mergedHa).toBeLessThanOrEqual(set.grossHa);
    expect(relative(set.netHa + set.mergedHa, set.grossHa)).toBeLessThan(1e-6);
    expect(outsideHa(set.merged, shape)).toBeLessThan(1e-4);
    for (const mask of set.masks) expect(outsideHa(mask.geometry, shape)).toBeLessThan(1e-4);
  }, 60_000);

  it('an antimeridian-crossing shape: masks in the caller’s longitudes, areas reconcile', async () => {
    // Stored shapes are cut at 180: a square of 179.97..180.03 as two parts.
    const framed = square(179.97, -17.9, 0.06);
    const cut = cutAtAntimeridian(framed, 1);
    if (!cut.valid) throw new Error('cut failed');
    const stored: MultiPolygon =
      cut.value.type === 'MultiPolygon'
        ? cut.value
        : { type: 'MultiPolygon', coordinates: [(cut.value as Polygon).coordinates] };
    expect(stored.coordinates).toHaveLength(2);
    const set = await computeMaskSet({
      shape: stored,
      options: { ...OPTIONS, masks: ['water', 'cropland', 'transportation', 'wetland'] },
      sources: createSyntheticSource(),
      signal,
    });
    expect(relative(set.grossHa, hectares(stored))).toBeLessThan(1e-6);
    expect(relative(set.netHa + set.mergedHa, set.grossHa)).toBeLessThan(1e-6);
    expect(set.mergedHa).toBeGreaterThan(0);
    for (const geometry of [set.merged, set.net, ...set.masks.map((mask) => mask.geometry)]) {
      for (const [lon] of (geometry?.coordinates ?? []).flat(2)) {
        expect(lon).toBeGreaterThanOrEqual(-180);
        expect(lon).toBeLessThanOrEqual(180);
      }
      expect(outsideHa(geometry, stored)).toBeLessThan(1e-4);
    }
    // Cut at 180, an edge crossing it becomes two geodesics: a few millionths of the area.
    expect(relative(hectares(set.merged), set.mergedHa)).toBeLessThan(2e-5);
    // The same place asked in its frame gives the same areas.
    const inFrame = await computeMaskSet({
      shape: framed,
      options: { ...OPTIONS, masks: ['water', 'cropland', 'transportation', 'wetland'] },
      sources: createSyntheticSource(),
      signal,
    });
    expect(relative(inFrame.mergedHa, set.mergedHa)).toBeLessThan(1e-9);
  }, 60_000);
});
