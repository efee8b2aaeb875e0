import { describe, expect, it } from 'vitest';
import { monthlySteps, readAreaMeanSeries } from '../../src/time-series/series-reader.js';
import {
  droughtEvents,
  SPI_CLASSES,
  standardizedPrecipitationIndex,
} from '../../src/time-series/spi.js';
import type { DroughtsAndFloodsValues } from '../../src/time-series/time-series-values.js';
import { analysisTools } from '../../src/tools/registry.js';
import { droughtsAndFloodsTool, timestepInput } from '../../src/water/droughts-and-floods.tool.js';
import { handPrecipitation, toolContext, waterSource } from './fixtures.js';
import { syntheticContext } from './synthetic-context.js';

const NOW = new Date('2026-03-01T00:00:00Z');

describe('droughtsAndFloods on hand-made rasters', () => {
  it('is the SPI of spi.ts on the area mean series, calibrated on 1991-2020', async () => {
    const context = toolContext(waterSource(), { timestep: 12 });
    const result = await droughtsAndFloodsTool.run(context);
    const values = result.values as unknown as DroughtsAndFloodsValues;
    expect(values.startDate).toBe('1986-01');
    expect(values.endDate).toBe('2025-12');
    expect(values.timestep).toBe(12);
    const { means } = await readAreaMeanSeries(
      toolContext(waterSource(), {}),
      { role: 'precipitationMonthly' },
      monthlySteps(1986, 2025),
    );
    const expected = standardizedPrecipitationIndex(means, 12, {
      calibration: { from: (1991 - 1986) * 12, to: (2021 - 1986) * 12 },
    }).values;
    expect(values.monthlySpi).toHaveLength(480);
    values.monthlySpi.forEach(({ spi }, index) => {
      const value = expected[index] as number;
      if (Number.isNaN(value)) expect(spi).toBeNull();
      else expect(spi).toBeCloseTo(value, 12);
    });
    expect(values.monthlySpi[0]?.spi).toBeNull(); // the first 11 months of a 12-month SPI
    expect(values.monthlySpi[11]?.spi).not.toBeNull();
    expect(values.droughts).toHaveLength(droughtEvents(expected).length);
    // The hand-made dry spell 1996-1999 is a drought.
    expect(
      values.droughts.some((event) => event.startDate <= '1997-01' && event.endDate >= '1999-12'),
    ).toBe(true);
    expect(values.droughts.every((event) => event.peakSpi <= -1)).toBe(true);
    const year1998 = values.yearlySpi.find((entry) => entry.year === 1998);
    expect(year1998?.spi).toBeLessThan(-1);
    expect(SPI_CLASSES).toContain(year1998?.spiClass);
    expect(values.yearlySpi.find((entry) => entry.year === 2010)?.spi).toBeGreaterThan(1);
    expect(values.studyAreaHa).toBeCloseTo(19.6948, 3);
  });

  it('splits the yearly SPI chart into flooding and drought, with a monthly line', async () => {
    const result = await droughtsAndFloodsTool.run(toolContext(waterSource(), {}));
    const values = result.values as unknown as DroughtsAndFloodsValues;
    const [yearly, monthly] = values.charts;
    expect(yearly?.chartType).toBe('bar');
    expect(yearly?.dataFields.map((field) => field.dataFieldId)).toEqual([
      'spi',
      'flooding',
      'drought',
    ]);
    for (const point of yearly?.dataPoints ?? []) {
      const { spi, flooding, drought } = point.values;
      if (spi === null || spi === undefined) continue;
      expect(spi > 0 ? flooding : drought).toBe(spi);
      expect(spi > 0 ? drought : flooding).toBeNull();
    }
    expect(monthly?.chartType).toBe('line');
    expect(monthly?.timeField.unit).toBe('month');
    expect(monthly?.dataPoints).toHaveLength(480);
    // A time-lapse of yearly SPI layers: 1986 (the first full year of a 12-month SPI is 1986's
    // December only) to 2025, the study year shown first.
    expect(result.layers.map((layer) => layer.timeSeries?.year)).toEqual(
      Array.from({ length: 40 }, (_, i) => 1986 + i),
    );
    expect(result.layers.filter((layer) => layer.initialActive).map((layer) => layer.id)).toEqual([
      'droughtsAndFloodsSpi2025',
    ]);
    const layer = result.layers.at(-1);
    expect(layer?.kind).toBe('raster');
    expect(layer?.initialOpacity).toBe(0.8);
    expect(layer?.legend.gradient?.min).toBeCloseTo(-3.09);
    expect(result.methods.map((method) => method.citation).join(' ')).toMatch(/McKee.*1993/);
    expect(result.methods.map((method) => method.citation).join(' ')).toMatch(/Thom.*1958/);
    expect(result.synthetic).toBe(false);
    expect(result.lineage).toEqual([
      expect.objectContaining({ role: 'precipitationMonthly', years: [1986, 2025] }),
    ]);
  });

  it('maps each pixel’s own SPI, averaged over each year', async () => {
    const result = await droughtsAndFloodsTool.run(toolContext(waterSource(), { timestep: 6 }));
    const layer = result.layers.find((entry) => entry.id === 'droughtsAndFloodsSpi2025');
    if (layer?.kind !== 'raster') throw new Error('no raster layer');
    for (const cell of [0, 5, 15]) {
      const series: number[] = [];
      for (let year = 1986; year <= 2025; year++)
        for (let month = 1; month <= 12; month++)
          series.push(Math.fround(handPrecipitation(cell, year, month)));
      const spi = standardizedPrecipitationIndex(series, 6, {
        calibration: { from: 60, to: 420 },
      }).values.slice(-12);
      const mean = spi.reduce((sum, value) => sum + value, 0) / 12;
      expect(layer.raster.data[cell]).toBeCloseTo(mean, 5);
    }
  });

  it('takes the timesteps of the catalogue and falls back to 12', () => {
    expect([3, 6, 12, 24, 36, 48].map(timestepInput)).toEqual([3, 6, 12, 24, 36, 48]);
    expect(timestepInput('24')).toBe(24);
    expect(timestepInput(5)).toBe(12);
    expect(timestepInput(undefined)).toBe(12);
  });

  it('ends the period a year earlier when the last year is not published', async () => {
    const context = { ...toolContext(waterSource(), {}), now: new Date('2027-06-01T00:00:00Z') };
    const result = await droughtsAndFloodsTool.run(context);
    expect((result.values as unknown as DroughtsAndFloodsValues).endDate).toBe('2025-12');
    expect(result.warnings).toContainEqual({
      key: 'waterMethods.warnings.lastYearMissing',
      params: { year: 2026 },
    });
    // Two recent years missing: the period still ends at the last published one.
    const later = { ...toolContext(waterSource(), {}), now: new Date('2028-06-01T00:00:00Z') };
    const values = (await droughtsAndFloodsTool.run(later))
      .values as unknown as DroughtsAndFloodsValues;
    expect([values.startDate, values.endDate]).toEqual(['1986-01', '2025-12']);
    // Older gaps are not hidden: the read fails.
    const old = { ...toolContext(waterSource(), {}), now: new Date('2031-06-01T00:00:00Z') };
    await expect(droughtsAndFloodsTool.run(old)).rejects.toThrow('No dataset is configured');
  });
});

describe('droughtsAndFloods on the synthetic source (Wyoming)', () => {
  it('finds droughts over 40 years and equals spi.ts on the same mean series', async () => {
    const context = syntheticContext({ timestep: 12 }, NOW);
    const tool = analysisTools.droughtsAndFloods;
    const result = await tool?.run(context);
    const values = result?.values as unknown as DroughtsAndFloodsValues;
    expect(result?.synthetic).toBe(true);
    expect(values.droughts.length).toBeGreaterThan(0);
    const { means } = await readAreaMeanSeries(
      context,
      { role: 'precipitationMonthly', resolutionMeters: 1000 },
      monthlySteps(1986, 2025),
    );
    const expected = standardizedPrecipitationIndex(means, 12, {
      calibration: { from: 60, to: 420 },
    }).values;
    values.monthlySpi.forEach(({ spi }, index) => {
      if (spi !== null) expect(spi).toBeCloseTo(expected[index] as number, 10);
    });
  });
});
