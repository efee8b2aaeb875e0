import { describe, expect, it } from 'vitest';
import { syntheticCommonClass } from '../../src/land-cover/synthetic-land-cover.js';
import type { LonLatBBox } from '../../src/sources/data-source.js';
import { pixelCentre, syntheticGrid } from '../../src/sources/synthetic/grid.js';
import { syntheticPressureRaster } from '../../src/sources/synthetic/synthetic-pressures.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';

const WYOMING: LonLatBBox = [-107.5, 44.4, -107.3, 44.6];
const LARGE: LonLatBBox = [-108, 44, -106, 46];

describe('synthetic road and settlement distances', () => {
  it('are deterministic and the same pixels whatever box is asked', () => {
    const a = syntheticPressureRaster('roadDistance', WYOMING, 300);
    const b = syntheticPressureRaster('roadDistance', WYOMING, 300);
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
    const inner = syntheticPressureRaster('roadDistance', [-107.45, 44.45, -107.4, 44.5], 300);
    const offsetColumn = Math.round(
      (inner.geoTransform[0] - a.geoTransform[0]) / a.geoTransform[1],
    );
    const offsetRow = Math.round((inner.geoTransform[3] - a.geoTransform[3]) / a.geoTransform[5]);
    expect(inner.data[0]).toBe(a.data[offsetRow * a.width + offsetColumn]);
  });

  it('are plausible distances in km: 0 to about 30 km to a road, settlements within 40 km', () => {
    const roads = syntheticPressureRaster('roadDistance', WYOMING, 300);
    const towns = syntheticPressureRaster('settlementDistance', WYOMING, 300);
    const roadValues = Array.from(roads.data);
    const townValues = Array.from(towns.data);
    expect(Math.min(...roadValues)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...roadValues)).toBeLessThan(30);
    expect(Math.min(...roadValues)).toBeLessThan(0.2);
    expect(Math.max(...townValues)).toBeLessThan(40);
  });

  it('puts roads nearer cropland and built-up land than natural land', () => {
    const resolution = 2000;
    const raster = syntheticPressureRaster('roadDistance', LARGE, resolution);
    const grid = syntheticGrid(LARGE, resolution);
    const sums = { farmed: { total: 0, count: 0 }, natural: { total: 0, count: 0 } };
    for (let row = 0; row < grid.height; row++)
      for (let column = 0; column < grid.width; column++) {
        const [lon, lat] = pixelCentre(grid, column, row);
        const common = syntheticCommonClass(lon, lat, column, row, 2023);
        const key = common === 'cropland' || common === 'artificial' ? 'farmed' : 'natural';
        sums[key].total += raster.data[row * grid.width + column] as number;
        sums[key].count += 1;
      }
    const farmed = sums.farmed.total / sums.farmed.count;
    const natural = sums.natural.total / sums.natural.count;
    expect(sums.farmed.count).toBeGreaterThan(50);
    expect(farmed).toBeLessThan(natural);
  });

  it('come labelled synthetic from the synthetic source', async () => {
    const layer = await createSyntheticSource().openRaster({
      role: 'settlementDistance',
      bbox: WYOMING,
    });
    expect(layer.lineage).toMatchObject({ role: 'settlementDistance', synthetic: true });
  });
});
