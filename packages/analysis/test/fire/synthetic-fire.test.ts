import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { fireContextTool } from '../../src/fire/fire-context.tool.js';
import { readWhole } from '../../src/land-cover/land-cover-layers.js';
import type { InMemoryRaster } from '../../src/raster/types.js';
import { DataUnavailableError, type LonLatBBox } from '../../src/sources/data-source.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import type { FireContextValues } from '../../src/time-series/time-series-values.js';
import { toolContext } from '../carbon/fixtures.js';

/** Found by scanning candidate squares: a dry, warm synthetic place with fires, and Wyoming's. */
const FIRE_PRONE: LonLatBBox = [-120, 44, -119.8, 44.2];
const WYOMING: LonLatBBox = [-107.5, 44.4, -107.3, 44.6];

const squareOf = ([west, south, east, north]: LonLatBBox): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ],
});

const runOn = async (bbox: LonLatBBox) => {
  const result = await fireContextTool.run({
    ...toolContext(createSyntheticSource(), {}),
    shape: squareOf(bbox),
  });
  return { result, values: result.values as unknown as FireContextValues };
};

const read = async (
  request: Parameters<ReturnType<typeof createSyntheticSource>['openRaster']>[0],
) => readWhole((await createSyntheticSource().openRaster(request)).raster);

/** Value of `raster` at the pixel holding (lon, lat). */
const valueAt = (raster: InMemoryRaster, lon: number, lat: number) => {
  const t = raster.geoTransform;
  const column = Math.floor((lon - t[0]) / t[1]);
  const row = Math.floor((lat - t[3]) / t[5]);
  return raster.data[row * raster.width + column] as number;
};
const centreOf = (raster: InMemoryRaster, index: number) => {
  const t = raster.geoTransform;
  const column = index % raster.width;
  const row = (index - column) / raster.width;
  return [t[0] + (column + 0.5) * t[1], t[3] + (row + 0.5) * t[5]] as const;
};

describe('fireContext on the synthetic source', () => {
  it('finds fires in a fire-prone square, deterministically, with reconciled areas', async () => {
    const { values, result } = await runOn(FIRE_PRONE);
    const again = await runOn(FIRE_PRONE);
    expect(again.values).toEqual(values);
    expect(values.events.length).toBeGreaterThanOrEqual(3);
    expect(result.synthetic).toBe(true);
    expect(result.lineage.every((entry) => entry.synthetic)).toBe(true);
    for (const event of values.events) {
      const levels = Object.values(event.areaHaByBurnSeverity).reduce((a, b) => a + (b ?? 0), 0);
      expect(levels).toBeCloseTo(event.areaHa, 6);
      expect(event.startDate <= event.endDate).toBe(true);
      expect(event.shareOfStudyArea).toBeCloseTo(event.areaHa / values.studyAreaHa, 12);
    }
    const starts = values.events.map((event) => event.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    const monthly = values.monthlyValues.reduce((sum, entry) => sum + entry.fireExtentHa, 0);
    const events = values.events.reduce((sum, event) => sum + event.areaHa, 0);
    expect(monthly).toBeCloseTo(events, 6);
    const fireYears = new Set(values.events.map((event) => Number(event.startDate.slice(0, 4))));
    const yearLayers = result.layers.filter((layer) => layer.timeSeries);
    expect(yearLayers.map((layer) => layer.timeSeries?.year).sort()).toEqual(
      [
        ...new Set([...fireYears, ...values.events.map((e) => Number(e.endDate.slice(0, 4)))]),
      ].sort(),
    );
  });

  it('finds no fire in the Wyoming square', async () => {
    const { values, result } = await runOn(WYOMING);
    expect(values.events).toEqual([]);
    expect(result.layers).toEqual([]);
    expect(values.monthlyValues).toHaveLength(25 * 12);
  });

  it('has dNBR above the unburned class only where burnDate burned that year', async () => {
    const { values } = await runOn(FIRE_PRONE);
    const year = Number((values.events[0] as { startDate: string }).startDate.slice(0, 4));
    const months = await Promise.all(
      Array.from({ length: 12 }, (_, at) =>
        read({ role: 'burnDate', bbox: FIRE_PRONE, year, month: at + 1, resolutionMeters: 500 }),
      ),
    );
    const burned = (lon: number, lat: number) => months.some((m) => valueAt(m, lon, lat) > 0);
    // At 30 m, a box round the first burned 500 m pixel of the year.
    const month = months.find((m) => m.data.some((value) => value > 0)) as InMemoryRaster;
    const [lon, lat] = centreOf(
      month,
      month.data.findIndex((value) => value > 0),
    );
    for (const resolutionMeters of [500, 30]) {
      const bbox: LonLatBBox =
        resolutionMeters === 30 ? [lon - 0.02, lat - 0.02, lon + 0.02, lat + 0.02] : FIRE_PRONE;
      const dnbr = await read({ role: 'dnbr', bbox, year, resolutionMeters });
      let severe = 0;
      dnbr.data.forEach((value, index) => {
        if (value < 100) return;
        severe++;
        const [lon, lat] = centreOf(dnbr, index);
        expect(burned(lon, lat)).toBe(true);
      });
      expect(severe).toBeGreaterThan(0);
    }
  });

  it('serves 2001 to the last full year only', async () => {
    const source = createSyntheticSource();
    const lastYear = new Date().getUTCFullYear() - 1;
    for (const year of [2000, lastYear + 1])
      await expect(
        source.openRaster({ role: 'burnDate', bbox: WYOMING, year, month: 1 }),
      ).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(
      source.openRaster({ role: 'burnDate', bbox: WYOMING, year: 2001 }),
    ).rejects.toThrow(/month/);
  });
});
