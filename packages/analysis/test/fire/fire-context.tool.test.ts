import { describe, expect, it } from 'vitest';
import { fireContextTool } from '../../src/fire/fire-context.tool.js';
import type { FireContextValues } from '../../src/time-series/time-series-values.js';
import { GOLDEN_AREA_HA, toolContext } from '../carbon/fixtures.js';
import { fireSource, pixels } from './fire-fixtures.js';

const PIXEL_HA = GOLDEN_AREA_HA / 16;

/**
 * Hand-made fires on the 4 x 4 golden grid (now = 2026-03-01, so 2001..2025):
 * A: 2003 days 190, 195, 200 at (0,0), (0,1), (1,0): one event, 9-19 July; dNBR 99, 100, 660.
 * B: 2003 day 220 (8 August) at (3,3), not adjacent: its own event; dNBR 270.
 * C: 2010 day 30 (30 January) at (2,0) and day 41 (10 February) at (2,1): one event across two
 *    months; dNBR 439 and 440.
 * D: 2010 day 58 (27 February) at (3,0): adjacent to (2,1) but 17 days later: its own event;
 *    dNBR -251.
 * Levels by hand from the Key & Benson table edges: 99 -> 3, 100 -> 4, 660 -> 7, 270 -> 5,
 * 439 -> 5, 440 -> 6, -251 -> 1.
 */
const source = () =>
  fireSource(
    {
      '2003-07': pixels({ '0,0': 190, '0,1': 195, '1,0': 200 }),
      '2003-08': pixels({ '3,3': 220 }),
      '2010-01': pixels({ '2,0': 30 }),
      '2010-02': pixels({ '2,1': 41, '3,0': 58, '1,3': -2 }),
    },
    {
      2003: pixels({ '0,0': 99, '0,1': 100, '1,0': 660, '3,3': 270 }),
      2010: pixels({ '2,0': 439, '2,1': 440, '3,0': -251 }),
    },
  );

describe('fireContext on hand-made rasters', () => {
  it('groups burns into events, newest first, with severities at the dNBR class edges', async () => {
    const result = await fireContextTool.run(toolContext(source(), {}));
    const values = result.values as unknown as FireContextValues;
    expect(values.startDate).toBe('2001-01');
    expect(values.endDate).toBe('2025-12');
    expect(values.studyAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    const rounded = values.events.map((event) => ({
      ...event,
      areaHa: Number((event.areaHa / PIXEL_HA).toFixed(3)),
      shareOfStudyArea: Number((event.shareOfStudyArea * 16).toFixed(3)),
      areaHaByBurnSeverity: Object.fromEntries(
        Object.entries(event.areaHaByBurnSeverity).map(([level, area]) => [
          level,
          Number(((area as number) / PIXEL_HA).toFixed(3)),
        ]),
      ),
    }));
    // Areas in pixels (each 1/16 of the square, to 1e-4: rows differ slightly with latitude).
    expect(rounded).toEqual([
      {
        startDate: '2010-02-27',
        endDate: '2010-02-27',
        areaHa: 1,
        shareOfStudyArea: 1,
        areaHaByBurnSeverity: { '1': 1 },
      },
      {
        startDate: '2010-01-30',
        endDate: '2010-02-10',
        areaHa: 2,
        shareOfStudyArea: 2,
        areaHaByBurnSeverity: { '5': 1, '6': 1 },
      },
      {
        startDate: '2003-08-08',
        endDate: '2003-08-08',
        areaHa: 1,
        shareOfStudyArea: 1,
        areaHaByBurnSeverity: { '5': 1 },
      },
      {
        startDate: '2003-07-09',
        endDate: '2003-07-19',
        areaHa: 3,
        shareOfStudyArea: 3,
        areaHaByBurnSeverity: { '3': 1, '4': 1, '7': 1 },
      },
    ]);
    for (const event of values.events) {
      const levels = Object.values(event.areaHaByBurnSeverity).reduce((a, b) => a + (b ?? 0), 0);
      expect(levels).toBeCloseTo(event.areaHa, 9);
    }
  });

  it('lists every month, their sum equal to the events, and the charts and headlines', async () => {
    const result = await fireContextTool.run(toolContext(source(), {}));
    const values = result.values as unknown as FireContextValues;
    expect(values.monthlyValues).toHaveLength(25 * 12);
    const month = (date: string) =>
      (values.monthlyValues.find((entry) => entry.date === date)?.fireExtentHa ?? 0) / PIXEL_HA;
    expect(month('2003-07')).toBeCloseTo(3, 3);
    expect(month('2003-08')).toBeCloseTo(1, 3);
    expect(month('2010-01')).toBeCloseTo(1, 3);
    expect(month('2010-02')).toBeCloseTo(2, 3);
    const monthly = values.monthlyValues.reduce((sum, entry) => sum + entry.fireExtentHa, 0);
    const events = values.events.reduce((sum, event) => sum + event.areaHa, 0);
    expect(monthly).toBeCloseTo(events, 9);
    expect(monthly / PIXEL_HA).toBeCloseTo(7, 3);
    const headline = (id: string) => values.headlines.find((entry) => entry.id === id);
    expect(headline('events')?.value).toBe(4);
    expect((headline('totalBurnedArea')?.value ?? 0) / PIXEL_HA).toBeCloseTo(7, 3);
    expect((headline('largestEvent')?.value ?? 0) / PIXEL_HA).toBeCloseTo(3, 3);
    expect(headline('mostRecentFire')).toMatchObject({
      value: 2010,
      classLabel: { params: { date: '2010-02-27' } },
    });
    const [monthlyChart, yearlyChart] = values.charts;
    expect(monthlyChart?.timeSeriesId).toBe('fireContext/fire-extent-monthly');
    expect(monthlyChart?.chartType).toBe('bar');
    expect(monthlyChart?.dataPoints).toHaveLength(300);
    expect(yearlyChart?.timeSeriesId).toBe('fireContext/burned-area-yearly');
    const year = (y: number) =>
      (yearlyChart?.dataPoints.find((point) => point.timePoint === y)?.values.burnedAreaHa ?? 0) /
      PIXEL_HA;
    expect(year(2003)).toBeCloseTo(4, 3);
    expect(year(2010)).toBeCloseTo(3, 3);
    expect(year(2004)).toBe(0);
  });

  it('draws the most severe level per pixel and one layer per year with fire', async () => {
    const sources = source();
    const result = await fireContextTool.run(toolContext(sources, {}));
    expect(result.layers.map((layer) => layer.id)).toEqual([
      'burnSeverity',
      'burnSeverity2003',
      'burnSeverity2010',
    ]);
    const [whole, y2003] = result.layers;
    if (whole?.kind !== 'raster' || y2003?.kind !== 'raster') throw new Error('raster layers');
    expect(Array.from(whole.raster.data)).toEqual(
      pixels({ '0,0': 3, '0,1': 4, '1,0': 7, '3,3': 5, '2,0': 5, '2,1': 6, '3,0': 1 }),
    );
    expect(Array.from(y2003.raster.data)).toEqual(
      pixels({ '0,0': 3, '0,1': 4, '1,0': 7, '3,3': 5 }),
    );
    expect(whole.initialOpacity).toBe(0.8);
    expect(y2003.timeSeries).toEqual({ groupId: 'fireContext', year: 2003 });
    expect(whole.legend.items?.map((item) => item.itemId)).toEqual([
      '4',
      '7',
      '6',
      '5',
      '3',
      '2',
      '1',
    ]);
    // dNBR is read for the fire years only; the series lineage names the years it covers.
    const dnbrYears = sources.requests.filter((r) => r.role === 'dnbr').map((r) => r.year);
    expect(dnbrYears).toEqual([2003, 2010]);
    expect(result.lineage.find((entry) => entry.role === 'burnDate')?.years).toEqual([2001, 2025]);
    expect(result.lineage.find((entry) => entry.role === 'dnbr')?.years).toEqual([2003, 2010]);
    expect(result.synthetic).toBe(false);
    expect(result.warnings).toEqual([]);
    expect(result.methods.map((method) => method.name)).toEqual([
      'fireMethods.methods.burnedArea',
      'fireMethods.methods.events',
      'fireMethods.methods.severity',
    ]);
  });

  it('gives no events, no layers and zero months where nothing burned', async () => {
    const result = await fireContextTool.run(toolContext(fireSource({}, {}), {}));
    const values = result.values as unknown as FireContextValues;
    expect(values.events).toEqual([]);
    expect(values.monthlyValues.every((entry) => entry.fireExtentHa === 0)).toBe(true);
    expect(values.headlines.find((entry) => entry.id === 'mostRecentFire')?.value).toBeNull();
    expect(result.layers).toEqual([]);
  });
});
