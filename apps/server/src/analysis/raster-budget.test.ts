import { createSyntheticSource, type DataSource } from '@ecotone/analysis';
import { describe, expect, it } from 'vitest';
import { pixelBudgetOf, RasterBudgetError, withRasterBudget } from './raster-budget.js';

describe('withRasterBudget', () => {
  it('refuses a request over the budget before the source opens it', async () => {
    let opened = 0;
    const source: DataSource = {
      openRaster: async (request, signal) => {
        opened += 1;
        return createSyntheticSource().openRaster(request, signal);
      },
      queryVector: async () => ({ features: [], lineage: [] as never }),
    };
    const budgeted = withRasterBudget(source, 1_000_000);
    // 1 degree at 30 m: ~3,700 x 2,900 pixels.
    const refused = await budgeted
      .openRaster({ role: 'elevation', bbox: [-106, 41, -105, 42], resolutionMeters: 30 })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(RasterBudgetError);
    expect(refused.limit).toBe(1_000_000);
    expect(opened).toBe(0);
  });

  it('counts every tile read against the whole run', async () => {
    // No resolution asked: nothing to price up front, so the tiles are counted.
    const request = { role: 'elevation' as const, bbox: [-106, 41, -105.9, 41.1] as const };
    const budget = 100_000;
    const { raster } = await withRasterBudget(createSyntheticSource(), budget).openRaster(request);
    const reads = Math.floor(budget / (raster.tileWidth * raster.tileHeight));
    expect(reads).toBeGreaterThan(0);
    for (let read = 0; read < reads; read++) await raster.readTile(0, 0);
    await expect(raster.readTile(0, 0)).rejects.toBeInstanceOf(RasterBudgetError);
  });

  it('prices pixels at 8 bytes of the memory budget', () => {
    expect(pixelBudgetOf(1024)).toBe(134_217_728);
  });
});
