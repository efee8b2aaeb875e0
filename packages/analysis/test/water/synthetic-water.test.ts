import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '../../src/sources/data-source.js';
import {
  syntheticClimate,
  syntheticMonthlyTemperatures,
} from '../../src/sources/synthetic/synthetic-climate.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import {
  precipitationShares,
  syntheticMonthlyPrecipitation,
  syntheticWaterRaster,
  temperatureAnomaly,
} from '../../src/sources/synthetic/synthetic-water.js';
import { droughtEvents, standardizedPrecipitationIndex } from '../../src/time-series/spi.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const WYOMING = [-107.4, 44.5] as const;
/** Wyoming, the equator, the Sahel, Iberia, Siberia, southern Africa, Amazonia, Sahara, Australia. */
const PLACES = [
  WYOMING,
  [0, 0],
  [20, 15],
  [-5, 38],
  [100, 60],
  [30, -25],
  [-60, -5],
  [10, 28],
  [140, -30],
] as const;

function monthlySeries(lon: number, lat: number, from = 1981, to = 2025): number[] {
  const values: number[] = [];
  for (let year = from; year <= to; year++)
    for (let month = 1; month <= 12; month++)
      values.push(syntheticMonthlyPrecipitation(lon, lat, year, month));
  return values;
}

describe('synthetic monthly precipitation', () => {
  it('has a long-term annual mean within 10 % of the precipitationAnnual normal', () => {
    for (const [lon, lat] of PLACES) {
      const series = monthlySeries(lon, lat);
      const annual = series.reduce((sum, value) => sum + value, 0) / 45;
      const normal = syntheticClimate(lon, lat).precipitationAnnual;
      expect(Math.abs(annual / normal - 1), `${lon}, ${lat}`).toBeLessThan(0.1);
    }
  });

  it('has seasons: shares sum to 1, a summer maximum inland, a monsoon in the Sahel', () => {
    for (const [lon, lat] of PLACES) {
      const shares = precipitationShares(lon, lat);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
      expect(Math.min(...shares)).toBeGreaterThan(0);
    }
    const wyoming = precipitationShares(...WYOMING);
    expect(Math.max(...wyoming) / Math.min(...wyoming)).toBeGreaterThan(1.5);
    expect(wyoming.indexOf(Math.max(...wyoming))).toBeGreaterThanOrEqual(4); // May..September
    const sahel = precipitationShares(20, 15);
    expect((sahel[7] as number) / (sahel[0] as number)).toBeGreaterThan(4); // August vs January
    // Mean of each calendar month over 45 years follows the shares.
    const series = monthlySeries(20, 15);
    const july = series.filter((_, i) => i % 12 === 6).reduce((a, b) => a + b, 0);
    const january = series.filter((_, i) => i % 12 === 0).reduce((a, b) => a + b, 0);
    expect(july).toBeGreaterThan(3 * january);
  });

  it('has dry months in arid places and droughts SPI can find over 40 years', () => {
    const arid = monthlySeries(30, -25);
    expect(arid.some((value) => value === 0)).toBe(true);
    expect(arid.every((value) => value >= 0)).toBe(true);
    for (const [lon, lat] of PLACES) {
      const spi = standardizedPrecipitationIndex(monthlySeries(lon, lat, 1986, 2025), 12).values;
      const events = droughtEvents(spi);
      expect(events.length, `${lon}, ${lat}`).toBeGreaterThan(0);
      // Spells: some drought lasts a year or more.
      expect(
        Math.max(...events.map((event) => event.end - event.start + 1)),
      ).toBeGreaterThanOrEqual(12);
    }
  });

  it('is deterministic and spatially smooth at 1 km', async () => {
    const source = createSyntheticSource();
    const request = {
      role: 'precipitationMonthly' as const,
      bbox: [-107.5, 44.4, -107.3, 44.6] as const,
      year: 2012,
      month: 6,
      resolutionMeters: 1000,
    };
    const first = await source.openRaster(request);
    const second = await source.openRaster(request);
    const a = await first.raster.readTile(0, 0);
    const b = await second.raster.readTile(0, 0);
    expect(Buffer.from(a.buffer)).toEqual(Buffer.from(b.buffer));
    expect(first.lineage).toMatchObject({
      role: 'precipitationMonthly',
      year: 2012,
      synthetic: true,
    });
    const raster = syntheticWaterRaster('precipitationMonthly', request.bbox, {
      ...request,
      now: NOW,
    });
    let step = 0;
    let mean = 0;
    for (let i = 0; i < raster.data.length; i++) {
      mean += (raster.data[i] as number) / raster.data.length;
      if (i % raster.width > 0)
        step = Math.max(
          step,
          Math.abs((raster.data[i] as number) - (raster.data[i - 1] as number)),
        );
    }
    expect(step).toBeLessThan(0.1 * mean);
  });

  it('covers 1981 to the last full year, as CHIRPS', () => {
    const bbox = [-107.5, 44.4, -107.3, 44.6] as const;
    expect(() =>
      syntheticWaterRaster('precipitationMonthly', bbox, { year: 1980, month: 1, now: NOW }),
    ).toThrow(DataUnavailableError);
    expect(() =>
      syntheticWaterRaster('precipitationMonthly', bbox, { year: 2026, month: 1, now: NOW }),
    ).toThrow(DataUnavailableError);
    expect(
      syntheticWaterRaster('precipitationMonthly', bbox, { year: 2025, month: 12, now: NOW }).data
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('synthetic monthly temperature of a year', () => {
  it('stays the normal without a year and varies around it with one', async () => {
    const source = createSyntheticSource();
    const bbox = [-107.42, 44.48, -107.38, 44.52] as const;
    const normal = await source.openRaster({ role: 'temperatureMonthly', bbox, month: 7 });
    const [lon, lat] = WYOMING;
    const climate = syntheticClimate(lon, lat);
    const july = syntheticMonthlyTemperatures(climate.temperatureMean, lat)[6] as number;
    const normalTile = await normal.raster.readTile(0, 0);
    expect(Math.abs((normalTile[0] as number) - july)).toBeLessThan(1);
    expect(normal.lineage.year).toBeUndefined();
    const anomalies: number[] = [];
    for (let year = 1991; year <= 2020; year++)
      for (let month = 1; month <= 12; month++)
        anomalies.push(temperatureAnomaly(lon, lat, year, month));
    const mean = anomalies.reduce((a, b) => a + b, 0) / anomalies.length;
    const sd = Math.sqrt(anomalies.reduce((a, b) => a + (b - mean) ** 2, 0) / anomalies.length);
    expect(Math.abs(mean)).toBeLessThan(0.5);
    expect(sd).toBeGreaterThan(0.5);
    expect(sd).toBeLessThan(3);
    const yearly = await source.openRaster({
      role: 'temperatureMonthly',
      bbox,
      month: 7,
      year: 2012,
    });
    expect(yearly.lineage.year).toBe(2012);
  });
});

describe('synthetic soil water capacity', () => {
  it('is a plausible root-zone capacity in mm', () => {
    const raster = syntheticWaterRaster('soilWaterCapacity', [-108, 44, -107, 45], {
      resolutionMeters: 5000,
    });
    for (const value of raster.data) {
      expect(value).toBeGreaterThan(15);
      expect(value).toBeLessThan(400);
    }
  });
});
