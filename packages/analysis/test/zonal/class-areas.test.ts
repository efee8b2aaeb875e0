import { describe, expect, it } from 'vitest';
import { tiledFromMemory } from '../../src/raster/types.js';
import { zonalClassAreas } from '../../src/zonal/index.js';
import {
  geographiclibArea,
  multiPolygon,
  pixelRectangleRing,
  rasterOf,
  tiledOf,
  total,
} from './fixtures.js';

const UTM = 'EPSG:32614'; // central meridian 99° W; the grid below sits on it
const utmGrid = [499_000, 10, 0, 3_500_000, 0, -10] as const;
const K0 = 0.9996;

const relative = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('zonalClassAreas on a UTM raster', () => {
  const halves = rasterOf(200, 200, utmGrid, UTM, (column) => (column < 100 ? 1 : 2));
  const square = multiPolygon([pixelRectangleRing(UTM, utmGrid, [20, 20, 180, 180])]);

  it('counts the pixels whose centres are inside, half per class', async () => {
    const result = await zonalClassAreas(tiledFromMemory(halves), square);
    expect(result.pixelCounts).toEqual(
      new Map([
        [1, 80 * 160],
        [2, 80 * 160],
      ]),
    );
    expect(result.noDataHa).toBe(0);
    expect(relative(result.areasHa.get(1) as number, result.areasHa.get(2) as number)).toBeLessThan(
      1e-6,
    );
  });

  it('sums to the exact geodesic area; true pixel areas match it; nominal ones are k0² low', async () => {
    const result = await zonalClassAreas(tiledFromMemory(halves), square);
    expect(relative(total(result.areasHa) + result.noDataHa, result.exactAreaHa)).toBeLessThan(
      1e-9,
    );
    // The pixels tile the square exactly: their true areas add up to its geodesic area.
    expect(relative(result.pixelAreaHa, result.exactAreaHa)).toBeLessThan(1e-7);
    // 160 x 160 pixels of 100 m² "nominal" are 0.0800 % short of the truth on the central meridian.
    const nominalHa = (160 * 160 * 100) / 10_000;
    expect(nominalHa / result.pixelAreaHa).toBeCloseTo(K0 * K0, 7);
    expect(1 - nominalHa / result.pixelAreaHa).toBeCloseTo(0.0008, 6);
  });

  it('gives a checkerboard equal class areas', async () => {
    const board = rasterOf(200, 200, utmGrid, UTM, (column, row) => 1 + ((column + row) % 2));
    const result = await zonalClassAreas(tiledOf(board, 64), square);
    expect(result.pixelCounts).toEqual(
      new Map([
        [1, 12_800],
        [2, 12_800],
      ]),
    );
    expect(relative(result.areasHa.get(1) as number, result.areasHa.get(2) as number)).toBeLessThan(
      1e-6,
    );
  });

  it('leaves holes out and adds the parts of a multipolygon (even-odd rule)', async () => {
    const outer = pixelRectangleRing(UTM, utmGrid, [10, 10, 90, 90]);
    const hole = pixelRectangleRing(UTM, utmGrid, [30, 30, 50, 60]).reverse();
    const second = pixelRectangleRing(UTM, utmGrid, [120, 150, 150, 160]);
    const shape = multiPolygon([outer, hole], [second]);
    const result = await zonalClassAreas(tiledOf(halves, 50), shape);
    expect(result.pixelCounts.get(1)).toBe(80 * 80 - 20 * 30);
    expect(result.pixelCounts.get(2)).toBe(30 * 10);
    expect(relative(result.pixelAreaHa, result.exactAreaHa)).toBeLessThan(1e-7);
  });

  it('takes partial pixels by their centres, so the pixel area is within the boundary error', async () => {
    // A circle of radius 600 m: ~11,300 pixels, ~380 of them cut by the boundary.
    const [lon, lat] = pixelRectangleRing(UTM, utmGrid, [100, 100, 101, 101])[0] as number[];
    const ring = Array.from({ length: 361 }, (_, step) => {
      const angle = (step * Math.PI) / 180;
      return [
        (lon as number) +
          (600 / (111_320 * Math.cos(((lat as number) * Math.PI) / 180))) * Math.cos(angle),
        (lat as number) + (600 / 110_860) * Math.sin(angle),
      ];
    });
    const result = await zonalClassAreas(tiledFromMemory(halves), multiPolygon([ring]));
    expect(relative(result.pixelAreaHa, result.exactAreaHa)).toBeLessThan(0.005);
    expect(relative(total(result.areasHa), result.exactAreaHa)).toBeLessThan(1e-9);
    expect(relative(result.areasHa.get(1) as number, result.areasHa.get(2) as number)).toBeLessThan(
      0.01,
    );
  });

  it('counts no-data pixels and the part of the shape beyond the raster as no-data', async () => {
    const withGaps = rasterOf(200, 200, utmGrid, UTM, (column) => (column < 50 ? 0 : 1), 0);
    // Columns -40..40 (half outside the raster), rows 20..60: 40 x 40 outside, 50 x 40 no-data.
    const shape = multiPolygon([pixelRectangleRing(UTM, utmGrid, [-40, 20, 60, 60])]);
    const result = await zonalClassAreas(tiledFromMemory(withGaps), shape);
    expect(result.pixelCounts).toEqual(new Map([[1, 10 * 40]]));
    const share = result.noDataHa / result.exactAreaHa;
    expect(share).toBeCloseTo(90 / 100, 6);
    expect(relative(total(result.areasHa) + result.noDataHa, result.exactAreaHa)).toBeLessThan(
      1e-9,
    );
  });

  it('gives a shape smaller than a pixel the pixel under its centre', async () => {
    const tiny = multiPolygon([pixelRectangleRing(UTM, utmGrid, [150.2, 10.2, 150.4, 10.4])]);
    const result = await zonalClassAreas(tiledFromMemory(halves), tiny);
    expect(result.pixelCounts).toEqual(new Map([[2, 1]]));
    expect(result.areasHa.get(2)).toBeCloseTo(result.exactAreaHa, 12);
  });
});

describe('zonalClassAreas on a geographic raster', () => {
  // 0.01° pixels over 60-59° W, 30-29° S; the north half is class 1, the south half class 2.
  const grid = [-60, 0.01, 0, -29, 0, -0.01] as const;
  const raster = rasterOf(100, 100, grid, 'EPSG:4326', (_, row) => (row < 50 ? 1 : 2));
  // Densified so the geodesic edges follow the parallels (a parallel is not a geodesic).
  const ring = (rowFrom: number, rowTo: number) =>
    pixelRectangleRing('EPSG:4326', grid, [10, rowFrom, 90, rowTo], 0.05);

  it('weights pixels by their true area, which shrinks towards the pole', async () => {
    const result = await zonalClassAreas(tiledOf(raster, 32), multiPolygon([ring(10, 90)]));
    expect(result.pixelCounts).toEqual(
      new Map([
        [1, 3200],
        [2, 3200],
      ]),
    );
    const north = geographiclibArea(ring(10, 50)) / 10_000;
    const south = geographiclibArea(ring(50, 90)) / 10_000;
    expect(relative(result.pixelAreaHa, north + south)).toBeLessThan(1e-8);
    const ratio = (result.areasHa.get(1) as number) / (result.areasHa.get(2) as number);
    expect(ratio).toBeCloseTo(north / south, 8);
    // Pixels of the south half, farther from the equator, are smaller: ~cos(29.7°) / cos(29.3°).
    expect(ratio).toBeCloseTo(
      Math.cos((29.3 * Math.PI) / 180) / Math.cos((29.7 * Math.PI) / 180),
      3,
    );
    expect(relative(total(result.areasHa), result.exactAreaHa)).toBeLessThan(1e-9);
  });
});

describe('zonal tile walk', () => {
  const big = rasterOf(1000, 1000, utmGrid, UTM, (column, row) => (column * 7 + row * 3) % 5);

  it('never reads tiles the shape misses, and reports progress up to 1', async () => {
    const raster = tiledOf(big, 100);
    // Pixels 150..420 x 610..680: tile columns 1..4, tile row 6.
    const shape = multiPolygon([pixelRectangleRing(UTM, utmGrid, [150, 610, 420, 680])]);
    const fractions: number[] = [];
    const result = await zonalClassAreas(raster, shape, {
      progress: (fraction) => fractions.push(fraction),
    });
    expect(raster.tilesRead.sort()).toEqual(['1,6', '2,6', '3,6', '4,6']);
    expect(total(result.pixelCounts)).toBe(270 * 70);
    expect(fractions.at(-1)).toBe(1);
  });

  it('stops with the abort reason', async () => {
    const controller = new AbortController();
    const shape = multiPolygon([pixelRectangleRing(UTM, utmGrid, [0, 0, 1000, 1000], 50)]);
    const raster = tiledOf(big, 100);
    const run = zonalClassAreas(raster, shape, {
      signal: controller.signal,
      progress: (fraction) => fraction > 0.2 && controller.abort(new Error('stopped')),
    });
    await expect(run).rejects.toThrow('stopped');
    expect(raster.tilesRead.length).toBeLessThan(100);
  });
});
