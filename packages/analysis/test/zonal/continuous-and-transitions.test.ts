import { describe, expect, it } from 'vitest';
import type { InMemoryRaster } from '../../src/raster/types.js';
import { tiledFromMemory } from '../../src/raster/types.js';
import { NO_DATA_KEY, zonalContinuousStats, zonalTransitionAreas } from '../../src/zonal/index.js';
import {
  geographiclibArea,
  multiPolygon,
  pixelRectangleRing,
  rasterOf,
  tiledOf,
  total,
} from './fixtures.js';

const UTM = 'EPSG:32614';
const utmGrid = [499_000, 10, 0, 3_500_000, 0, -10] as const;
const relative = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('zonalContinuousStats', () => {
  // Stored value = column (0..99), so inside columns 20..80 the values 20..79 each cover 60 rows.
  const elevation: InMemoryRaster = {
    ...rasterOf(100, 100, utmGrid, UTM, (column) => column),
    dataType: 'int16',
    noData: -1,
    data: Int16Array.from({ length: 100 * 100 }, (_, index) =>
      index % 100 === 50 ? -1 : index % 100,
    ),
  };
  const square = multiPolygon([pixelRectangleRing(UTM, utmGrid, [20, 20, 80, 80])]);

  it('gives area-weighted mean, min, max and percentiles of physical values, without no-data', async () => {
    const stats = await zonalContinuousStats(tiledOf(elevation as never, 32), square, {
      scale: 0.5,
      offset: 100,
      percentiles: [0, 50, 90, 100],
    });
    // Columns 20..79 without 50: 59 values; equal pixel areas on one meridian (to 1e-8).
    const columns = Array.from({ length: 60 }, (_, index) => 20 + index).filter(
      (column) => column !== 50,
    );
    const physical = columns.map((column) => column * 0.5 + 100);
    expect(stats.pixelCount).toBe(59 * 60);
    expect(stats.mean).toBeCloseTo(physical.reduce((a, b) => a + b, 0) / physical.length, 6);
    expect(stats.min).toBe(110);
    expect(stats.max).toBe(139.5);
    // The median's cumulative weight 50 % is reached at the 30th of 59 values: column 49.
    expect(stats.percentiles).toEqual({
      0: 110,
      50: 124.5,
      90: physical[Math.ceil(0.9 * 59) - 1],
      100: 139.5,
    });
    expect(stats.validAreaHa).toBeCloseTo((59 * 60 * 100) / 10_000 / (0.9996 * 0.9996), 4);
  });

  it('weights geographic pixels by area, so rows nearer the equator count more', async () => {
    const grid = [-60, 0.5, 0, 0, 0, -0.5] as const; // 0.5° pixels from the equator to 50° S
    const latitudeBands = rasterOf(4, 100, grid, 'EPSG:4326', (_, row) => row);
    const ring = pixelRectangleRing('EPSG:4326', grid, [0, 0, 4, 100], 0.02);
    const stats = await zonalContinuousStats(tiledFromMemory(latitudeBands), multiPolygon([ring]));
    let weighted = 0;
    let area = 0;
    for (let row = 0; row < 100; row++) {
      const band = geographiclibArea(
        pixelRectangleRing('EPSG:4326', grid, [0, row, 4, row + 1], 0.02),
      );
      weighted += row * band;
      area += band;
    }
    expect(stats.mean).toBeCloseTo(weighted / area, 4);
    expect(stats.mean).toBeLessThan(49.5); // the unweighted mean
    expect(relative(stats.validAreaHa, area / 10_000)).toBeLessThan(1e-7);
  });
});

describe('zonalTransitionAreas', () => {
  const before = rasterOf(100, 100, utmGrid, UTM, (column) => (column < 50 ? 1 : 2));
  const after = rasterOf(
    100,
    100,
    utmGrid,
    UTM,
    (column, row) => (row < 30 ? 0 : column < 70 ? 1 : 3),
    0,
  );
  const square = multiPolygon([pixelRectangleRing(UTM, utmGrid, [10, 10, 90, 90])]);

  it('gives the area of each from->to pair, no-data included, summing to the exact area', async () => {
    const result = await zonalTransitionAreas(
      tiledFromMemory(before),
      tiledFromMemory(after),
      square,
    );
    const pixelHa = result.exactAreaHa / (80 * 80);
    const expected: Record<string, number> = {
      [`1->${NO_DATA_KEY}`]: 40 * 20,
      [`2->${NO_DATA_KEY}`]: 40 * 20,
      '1->1': 40 * 60,
      '2->1': 20 * 60,
      '2->3': 20 * 60,
    };
    expect([...result.areasHa.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [key, pixels] of Object.entries(expected))
      expect(relative(result.areasHa.get(key) as number, pixels * pixelHa)).toBeLessThan(1e-6);
    expect(relative(total(result.areasHa), result.exactAreaHa)).toBeLessThan(1e-9);
  });

  it('refuses rasters on different grids, saying how they differ', async () => {
    const shifted = { ...before, geoTransform: [499_010, 10, 0, 3_500_000, 0, -10] as const };
    await expect(
      zonalTransitionAreas(tiledFromMemory(before), tiledFromMemory(shifted), square),
    ).rejects.toThrow(/same grid .*499000.*499010/);
  });
});
