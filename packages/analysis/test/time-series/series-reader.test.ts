import { describe, expect, it } from 'vitest';
import type { Lineage } from '../../src/lineage.js';
import { tiledFromMemory } from '../../src/raster/types.js';
import type { DataSource, RasterRequest } from '../../src/sources/data-source.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import {
  areaMean,
  mapLimit,
  monthlySteps,
  readAreaMeanSeries,
  readPixelSeries,
  seriesLineage,
  stepLabel,
  yearlySteps,
} from '../../src/time-series/series-reader.js';
import { zonalContinuousStats } from '../../src/zonal/index.js';
import { GOLDEN_AREA_HA, grid, lineageOf, toolContext } from '../carbon/fixtures.js';

describe('series steps', () => {
  it('counts years and months inclusively and labels them as chart time points', () => {
    expect(yearlySteps(2016, 2018)).toEqual([{ year: 2016 }, { year: 2017 }, { year: 2018 }]);
    const months = monthlySteps(1981, 2020);
    expect(months).toHaveLength(480);
    expect(months[0]).toEqual({ year: 1981, month: 1 });
    expect(months[479]).toEqual({ year: 2020, month: 12 });
    expect(stepLabel({ year: 2020, month: 3 })).toBe('2020-03');
    expect(stepLabel({ year: 2020 })).toBe(2020);
  });
});

describe('mapLimit', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (delay, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });

  it('throws the first failure and starts no new work after it', async () => {
    const started: number[] = [];
    const run = mapLimit([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('step 1 failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return item;
    });
    await expect(run).rejects.toThrow('step 1 failed');
    expect(started.length).toBeLessThan(6);
  });
});

describe('series lineage', () => {
  it('lists a dataset read at many steps once, with the years it spans', () => {
    const at = (year: number, url: string): Lineage => ({ ...lineageOf('ndvi'), year, url });
    expect(seriesLineage([at(2019, 'a.tif'), at(2017, 'b.tif'), at(2018, 'c.tif')])).toEqual([
      { ...lineageOf('ndvi'), years: [2017, 2019] },
    ]);
    expect(seriesLineage([at(2019, 'same.tif'), at(2020, 'same.tif')])).toEqual([
      { ...lineageOf('ndvi'), url: 'same.tif', years: [2019, 2020] },
    ]);
  });
});

describe('readPixelSeries', () => {
  it('samples each step on the first step’s pixels, weighted by their exact areas', async () => {
    // Step k: every pixel is k, except pixel 5, which has no data in step 2.
    const requests: RasterRequest[] = [];
    const source: DataSource = {
      openRaster: async (request) => {
        requests.push(request);
        const step = (request.year ?? 0) - 2000;
        const raster = grid(
          Array.from({ length: 16 }, (_, index) => (step === 2 && index === 5 ? -1 : step)),
        );
        return {
          raster: tiledFromMemory(raster),
          lineage: { ...lineageOf('temperatureMonthly'), year: request.year },
        };
      },
      queryVector: async () => {
        throw new Error('not used');
      },
    };
    const context = toolContext(source, {});
    const progress: number[] = [];
    const series = await readPixelSeries(
      context,
      { role: 'temperatureMonthly' },
      yearlySteps(2001, 2004),
      { progress: (fraction) => progress.push(fraction) },
    );
    expect(series.grid.cells).toHaveLength(16);
    expect(series.grid.exactAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    expect(series.values.map((values) => values[0])).toEqual([1, 2, 3, 4]);
    expect(Number.isNaN(series.values[1]?.[5])).toBe(true);
    const means = series.values.map((values) => areaMean(series.grid, values));
    for (const [index, mean] of means.entries()) expect(mean).toBeCloseTo(index + 1, 12);
    expect(series.lineage).toEqual([{ ...lineageOf('temperatureMonthly'), years: [2001, 2004] }]);
    expect(progress.at(-1)).toBe(1);
    expect(requests.every((request) => request.bbox.join() === '0,-0.002,0.004,0.002')).toBe(true);
    // A second tool of the analysis reading the same series reads only its first step again.
    expect(requests).toHaveLength(4);
    await readPixelSeries(context, { role: 'temperatureMonthly' }, yearlySteps(2001, 2004));
    expect(requests).toHaveLength(5);
  });

  it('gives the same monthly means as the zonal statistics of each month, on the demo data', async () => {
    const sources = createSyntheticSource();
    const context = { ...toolContext(sources, {}), shape: wyoming };
    const steps = monthlySteps(2020, 2020);
    const series = await readAreaMeanSeries(context, { role: 'temperatureMonthly' }, steps);
    expect(series.means).toHaveLength(12);
    for (const [index, step] of steps.entries()) {
      const layer = await sources.openRaster({
        role: 'temperatureMonthly',
        year: step.year,
        month: step.month as number,
        bbox: [-107.5, 44.4, -107.3, 44.6],
        resolutionMeters: 1000,
      });
      const stats = await zonalContinuousStats(layer.raster, wyoming);
      expect(series.means[index]).toBeCloseTo(stats.mean, 6);
    }
    // Northern hemisphere: July is warmer than January.
    expect(series.means[6] as number).toBeGreaterThan((series.means[0] as number) + 10);
    expect(series.lineage.every((entry) => entry.synthetic)).toBe(true);
  });
});

const wyoming = {
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
