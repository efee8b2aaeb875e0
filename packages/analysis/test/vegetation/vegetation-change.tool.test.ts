import { describe, expect, it } from 'vitest';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import type { VegetationChangeValues } from '../../src/time-series/time-series-values.js';
import { vegetationChangeTool } from '../../src/vegetation/vegetation-change.tool.js';
import { VegetationInputError } from '../../src/vegetation/vegetation-inputs.js';
import { GOLDEN_AREA_HA, toolContext } from '../carbon/fixtures.js';
import { seriesSource, sixteen } from './fixtures.js';

const inputs = {
  instrumentName: 'modis',
  baseYear: 2001,
  studyYear: 2005,
  vegetationIndex: 'ndvi',
};

describe('vegetationChange on hand-made rasters', () => {
  // NDVI 0.5 + 0.01 (year - 2001) + a seasonal 0.1 in July only; EVI = 0.6 NDVI. Yearly NDVI is
  // 0.5 + 0.01 (year - 2001) + 0.1 / 12; the Theil-Sen slope 0.01 per year; Mann-Kendall on five
  // increasing values: S = 10, Var(S) = 5 x 4 x 15 / 18, Z = 9 / sqrt(16.667) = 2.2045,
  // p = 0.0275 < 0.05.
  const ndviOf = (year: number, month: number) =>
    0.5 + 0.01 * (year - 2001) + (month === 7 ? 0.1 : 0);
  const source = () =>
    seriesSource((request) => {
      const value = ndviOf(request.year ?? 0, request.month ?? 0);
      return sixteen(request.role === 'ndvi' ? value : 0.6 * value);
    });

  it('gives the yearly and monthly means, the trend and its significance', async () => {
    const result = await vegetationChangeTool.run(toolContext(source(), inputs));
    const values = result.values as unknown as VegetationChangeValues;
    expect(values.studyAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    expect(values.startDate).toBe('2001-01');
    expect(values.endDate).toBe('2005-12');
    expect(values.monthlyValues).toHaveLength(60);
    expect(values.monthlyValues[6]).toEqual({ date: '2001-07', ndvi: 0.6, evi: 0.36 });
    values.yearlyValues.forEach((row, at) => {
      expect(row.year).toBe(2001 + at);
      expect(row.ndvi).toBeCloseTo(0.5 + 0.01 * at + 0.1 / 12, 4);
      expect(row.evi).toBeCloseTo(0.6 * (0.5 + 0.01 * at + 0.1 / 12), 4);
    });
    const yearly = values.charts.find(
      (chart) => chart.timeSeriesId === 'vegetationChange/ndvi-yearly',
    );
    const line = yearly?.trendLines?.[0];
    expect(line?.slope).toBeCloseTo(0.01, 6);
    expect(line?.p).toBeCloseTo(0.0275, 3);
    expect(line?.significant).toBe(true);
    expect(yearly?.percentileLines?.map((p) => p.percentile)).toEqual([20, 80]);
    const monthly = values.charts.find(
      (chart) => chart.timeSeriesId === 'vegetationChange/ndvi-monthly',
    );
    // Seasonal Kendall slope: every month rises 0.01 a year -> 0.01 / 12 per month on the axis.
    expect(monthly?.trendLines?.[0]?.slope).toBeCloseTo(0.01 / 12, 8);
    expect(monthly?.trendLines?.[0]?.significant).toBe(true);
    const headline = (id: string) => values.headlines.find((h) => h.id === id);
    expect(headline('change')?.value).toBeCloseTo(0.04, 4);
    expect(headline('yearlyTrend')?.classLabel?.key).toBe('vegetation.trends.increasing');
    expect(values.charts.map((chart) => chart.timeSeriesId)).toEqual([
      'vegetationChange/ndvi-yearly',
      'vegetationChange/ndvi-monthly',
      'vegetationChange/evi-yearly',
      'vegetationChange/evi-monthly',
    ]);
  });

  it('maps the per-pixel slope and the yearly index as a time-lapse', async () => {
    const result = await vegetationChangeTool.run(toolContext(source(), inputs));
    const [slope, ...years] = result.layers;
    expect(slope?.id).toBe('ndviTrend');
    if (slope?.kind !== 'raster') throw new Error('raster expected');
    for (const value of slope.raster.data) expect(value).toBeCloseTo(0.01, 6);
    expect(years.map((layer) => layer.timeSeries)).toEqual(
      [2001, 2002, 2003, 2004, 2005].map((year) => ({ groupId: 'vegetationIndex', year })),
    );
    expect(result.lineage.find((entry) => entry.role === 'ndvi')?.years).toEqual([2001, 2005]);
    expect(result.synthetic).toBe(false);
    expect(result.methods.map((method) => method.name)).toContain(
      'vegetation.methods.seasonalMannKendall',
    );
  });

  it('asks for the instrument and coarsens its pixel size only when the area needs it', async () => {
    const sources = source();
    await vegetationChangeTool.run(toolContext(sources, inputs));
    expect(sources.requests[0]).toMatchObject({
      role: 'ndvi',
      dataset: 'modis',
      year: 2001,
      month: 1,
      resolutionMeters: 250,
    });
  });

  it('refuses years the instrument does not cover', async () => {
    await expect(
      vegetationChangeTool.run(
        toolContext(source(), { ...inputs, instrumentName: 'sentinel2', baseYear: 2015 }),
      ),
    ).rejects.toBeInstanceOf(VegetationInputError);
    await expect(
      vegetationChangeTool.run(toolContext(source(), { ...inputs, baseYear: 2005 })),
    ).rejects.toBeInstanceOf(VegetationInputError);
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

describe('vegetationChange on the synthetic source over Wyoming', () => {
  it('is deterministic, within [-1, 1], seasonal and labelled synthetic', async () => {
    const run = () =>
      vegetationChangeTool.run({
        ...toolContext(createSyntheticSource(), {
          instrumentName: 'modis',
          baseYear: 2019,
          studyYear: 2022,
        }),
        shape: wyoming,
      });
    const first = await run();
    const second = await run();
    expect(second.values).toEqual(first.values);
    const values = first.values as unknown as VegetationChangeValues;
    for (const row of values.monthlyValues) {
      expect(row.ndvi).not.toBeNull();
      expect(Math.abs(row.ndvi as number)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.evi as number)).toBeLessThanOrEqual(1);
      // EVI has the lower dynamic range.
      expect(row.evi as number).toBeLessThan(row.ndvi as number);
    }
    const month = (m: number) =>
      values.monthlyValues
        .filter((row) => row.date.endsWith(`-${String(m).padStart(2, '0')}`))
        .map((row) => row.ndvi as number);
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    // Northern hemisphere: July greener than January.
    expect(mean(month(7))).toBeGreaterThan(mean(month(1)) + 0.05);
    expect(first.synthetic).toBe(true);
    expect(first.lineage.every((entry) => entry.synthetic)).toBe(true);
  });
});
