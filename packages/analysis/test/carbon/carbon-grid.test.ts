import { describe, expect, it } from 'vitest';
import { readCarbonGrid, sampler } from '../../src/carbon/carbon-grid.js';
import type { InMemoryRaster } from '../../src/raster/types.js';
import { GOLDEN_AREA_HA, grid, rasterSource, toolContext } from './fixtures.js';

/** A coarse 2 x 2 raster over the golden square, on its own grid: 0.002 degree pixels. */
const coarse: InMemoryRaster = {
  width: 2,
  height: 2,
  geoTransform: [0, 0.002, 0, 0.002, 0, -0.002],
  crs: 'EPSG:4326',
  noData: 0,
  dataType: 'float32',
  data: Float32Array.from([1, 2, 3, 0]),
};

describe('the carbon grid', () => {
  it('samples another grid at each pixel centre, no data as NaN', () => {
    const at = sampler(coarse);
    expect(at(0.0005, 0.0015)).toBe(1);
    expect(at(0.0035, 0.0005)).toBe(2);
    expect(at(0.0015, -0.0015)).toBe(3);
    expect(Number.isNaN(at(0.0035, -0.0015))).toBe(true);
    expect(Number.isNaN(at(0.01, 0))).toBe(true);
  });

  it('puts the 16 pixels of the square on the reference grid with areas summing to the shape', async () => {
    const source = rasterSource({
      landCover: grid(Array.from({ length: 16 }, (_, index) => index)),
      climateZone: coarse,
    });
    const result = await readCarbonGrid(toolContext(source, {}), { role: 'landCover' }, [
      { role: 'climateZone' },
    ]);
    expect(result.cells.length).toBe(16);
    const total = result.areasHa.reduce((sum, area) => sum + area, 0);
    expect(total).toBeCloseTo(GOLDEN_AREA_HA, 3);
    expect(total + result.outsideHa).toBeCloseTo(result.exactAreaHa, 9);
    // Reference pixel 0 (top-left) lies in coarse pixel 1; pixel 15 (bottom-right) in no data.
    const climate = result.values.get('climateZone') as Float64Array;
    expect([climate[0], climate[3], climate[12]]).toEqual([1, 2, 3]);
    expect(Number.isNaN(climate[15] as number)).toBe(true);
    expect(result.lineage.map((entry) => entry.role)).toEqual(['landCover', 'climateZone']);
    expect(
      source.requests.find((request) => request.role === 'climateZone')?.resolutionMeters,
    ).toBe(1000);
  });
});
