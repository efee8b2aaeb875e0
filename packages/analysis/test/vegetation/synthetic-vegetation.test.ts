import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '../../src/sources/data-source.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import { syntheticVegetation } from '../../src/sources/synthetic/synthetic-vegetation.js';

const wyoming = [-107.5, 44.4, -107.3, 44.6] as const;
const patagonia = [-70.2, -45.2, -70, -45] as const;
const mean = (data: ArrayLike<number>) => Array.from(data).reduce((a, b) => a + b, 0) / data.length;
const at = (
  bbox: readonly [number, number, number, number],
  role: 'ndvi' | 'evi',
  month?: number,
) =>
  syntheticVegetation({
    role,
    bbox,
    dataset: 'modis',
    year: 2020,
    resolutionMeters: 1000,
    ...(month && { month }),
  });

describe('synthetic NDVI and EVI', () => {
  it('is deterministic and within [-1, 1]', () => {
    const first = at(wyoming, 'ndvi', 7);
    expect(Array.from(at(wyoming, 'ndvi', 7).data)).toEqual(Array.from(first.data));
    for (const role of ['ndvi', 'evi'] as const)
      for (const value of at(wyoming, role, 7).data) {
        expect(value).toBeGreaterThanOrEqual(-1);
        expect(value).toBeLessThanOrEqual(1);
      }
  });

  it('peaks in July in the north and in January in the south', () => {
    expect(mean(at(wyoming, 'ndvi', 7).data)).toBeGreaterThan(
      mean(at(wyoming, 'ndvi', 1).data) + 0.05,
    );
    expect(mean(at(patagonia, 'ndvi', 1).data)).toBeGreaterThan(
      mean(at(patagonia, 'ndvi', 7).data) + 0.05,
    );
  });

  it('gives EVI below NDVI (lower dynamic range) and an annual mean without a month', () => {
    const ndvi = at(wyoming, 'ndvi', 7).data;
    const evi = at(wyoming, 'evi', 7).data;
    for (let i = 0; i < ndvi.length; i++) expect(evi[i] as number).toBeLessThan(ndvi[i] as number);
    const months = Array.from({ length: 12 }, (_, m) => at(wyoming, 'ndvi', m + 1).data);
    const annual = at(wyoming, 'ndvi').data;
    const monthlyMean = Array.from(annual, (_, i) => mean(months.map((data) => data[i] as number)));
    monthlyMean.forEach((value, i) => {
      expect(annual[i]).toBeCloseTo(value, 5);
    });
  });

  it('refuses years the instrument does not cover, and labels its lineage synthetic', async () => {
    expect(() =>
      syntheticVegetation({
        role: 'ndvi',
        bbox: wyoming,
        dataset: 'sentinel2',
        year: 2015,
        month: 1,
      }),
    ).toThrow(DataUnavailableError);
    const layer = await createSyntheticSource().openRaster({
      role: 'evi',
      bbox: wyoming,
      dataset: 'landsat8',
      year: 2020,
      month: 5,
      resolutionMeters: 500,
    });
    expect(layer.lineage).toMatchObject({ role: 'evi', year: 2020, synthetic: true });
  });
});
