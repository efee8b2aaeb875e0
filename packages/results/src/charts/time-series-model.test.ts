import {
  timeValue as contractTimeValue,
  type TimeSeriesChart,
  type TrendLine,
} from '@ecotone/analysis';
import { en as enCatalog, interpolate } from '@ecotone/i18n';
import { es as esCatalog } from '@ecotone/i18n/catalog/es';
import { describe, expect, it } from 'vitest';
import {
  barsComplementary,
  chartData,
  chartInUnits,
  dashPattern,
  displayUnit,
  formatSlope,
  formatTick,
  formatYTick,
  hasValues,
  MIN_TICK_GAP_PX,
  monthLabel,
  niceStep,
  percentileText,
  stackedSums,
  tickSpacing,
  tickValues,
  timeLabel,
  timeValue,
  trendLineData,
  trendText,
  unitText,
  yDomain,
  yTicks,
} from './time-series-model.js';

const rain: TimeSeriesChart = {
  timeSeriesId: 'waterBalance/yearly',
  title: { key: 'title' },
  timeField: { label: { key: 'year' }, axisType: 'time', unit: 'year' },
  dataFields: [
    {
      dataFieldId: 'precipitation',
      label: { key: 'p' },
      unit: 'mm',
      color: '#00f',
      includeRange: true,
    },
    { dataFieldId: 'temperature', label: { key: 't' }, unit: 'degC', color: '#f00' },
    { dataFieldId: 'ndvi', label: { key: 'n' }, color: '#0f0' },
  ],
  dataPoints: [
    // Out of order on purpose: the chart sorts by time.
    {
      timePoint: 2021,
      values: {
        precipitation: 508,
        precipitationLowerRange: 254,
        precipitationUpperRange: 762,
        temperature: 20,
        ndvi: 0.4,
      },
    },
    {
      timePoint: 2020,
      values: {
        precipitation: 254,
        precipitationLowerRange: null,
        precipitationUpperRange: null,
        temperature: 10,
        ndvi: null,
      },
    },
  ],
  chartType: 'line',
  trendLines: [
    {
      legendItemId: 'precipitation-trend',
      dataFieldId: 'precipitation',
      minX: 2020,
      maxX: 2021,
      minY: 254,
      maxY: 508,
      slope: 254,
      p: 0.012,
      significant: true,
    },
    {
      legendItemId: 'temperature-trend',
      dataFieldId: 'temperature',
      minX: 2020,
      maxX: 2021,
      minY: 10,
      maxY: 20,
      slope: 10,
      p: 0.2,
      significant: false,
    },
  ],
  percentileLines: [
    {
      legendItemId: 'precipitation-p20',
      dataFieldId: 'precipitation',
      percentile: 20,
      minX: 2020,
      maxX: 2021,
      value: 304.8,
    },
  ],
};

const en = enCatalog.timeSeriesResults;
const es = esCatalog.timeSeriesResults;

describe('time points', () => {
  it('puts years and months on one linear axis, as the contract does', () => {
    for (const point of [2016, '2016-01', '2016-03', '2024-12'])
      expect(timeValue(point)).toBeCloseTo(contractTimeValue(point), 12);
    expect(timeValue('2016-13x')).toBeNaN();
  });

  it("labels months 'YYYY-MM' and years as the year", () => {
    expect(monthLabel(timeValue('2016-01'))).toBe('2016-01');
    expect(monthLabel(timeValue('2016-12'))).toBe('2016-12');
    expect(monthLabel(timeValue('1999-10'))).toBe('1999-10');
    expect(timeLabel(2016, 'year')).toBe('2016');
    expect(timeLabel(timeValue('2020-06'), 'month')).toBe('2020-06');
  });
});

describe('tickSpacing (specs/3: candidates 1, 2, 5, 10, 15, 20; ticks over 100 px apart)', () => {
  it.each([
    // span (years), plot width (px), expected spacing (years)
    [8, 900, 1], // 112.5 px a year
    [8, 800, 2], // 100 px a year is not over 100: two years
    [39, 800, 5], // 20.5 px a year: 5 years = 102.6 px
    [39, 380, 15], // 9.7 px a year: 10 years = 97 px, 15 years = 146 px
    [100, 520, 20], // 5.2 px: 20 years = 104 px
    [200, 520, 40], // past the candidates: 20-year steps
  ])('%d years over %d px: every %d years', (span, width, spacing) => {
    expect(tickSpacing(span, width, 'year')).toBe(spacing);
    expect((spacing * width) / span).toBeGreaterThan(MIN_TICK_GAP_PX);
  });

  it('tries months, then the same year candidates on a monthly axis', () => {
    // 9 years of months over 800 px: 7.4 px a month; 6 months 44 px, 12 months 89 px, 24 months 178 px.
    expect(tickSpacing(9 - 1 / 12, 800, 'month')).toBe(24);
    // One year over 900 px: 75 px a month; two months are over 100 px.
    expect(tickSpacing(11 / 12, 900, 'month')).toBe(2);
    // 40 years over 800 px: 5 years = 60 months.
    expect(tickSpacing(40 - 1 / 12, 800, 'month')).toBe(60);
  });

  it('ticks are always over 100 px apart, for any width and span', () => {
    for (const span of [1, 3, 9, 17, 40, 120])
      for (const width of [200, 375, 640, 1100])
        for (const unit of ['year', 'month'] as const) {
          const spacing = tickSpacing(span, width, unit);
          const perYear = unit === 'month' ? 12 : 1;
          expect((spacing / perYear) * (width / span)).toBeGreaterThan(MIN_TICK_GAP_PX);
        }
  });
});

describe('tickValues', () => {
  it('places year ticks on multiples of the spacing', () => {
    expect(tickValues(1985, 2024, 5, 'year')).toEqual([
      1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020,
    ]);
    expect(tickValues(2016, 2024, 2, 'year')).toEqual([2016, 2018, 2020, 2022, 2024]);
  });

  it('places month ticks in January for whole years, labelled YYYY-MM', () => {
    const ticks = tickValues(timeValue('2016-01'), timeValue('2024-12'), 24, 'month');
    expect(ticks.map((tick) => monthLabel(tick))).toEqual([
      '2016-01',
      '2018-01',
      '2020-01',
      '2022-01',
      '2024-01',
    ]);
    const quarters = tickValues(timeValue('2020-02'), timeValue('2020-12'), 3, 'month');
    expect(quarters.map((tick) => monthLabel(tick))).toEqual(['2020-04', '2020-07', '2020-10']);
  });
});

describe('yDomain (specs/3: padded 5% unless stacked, which starts at 0)', () => {
  const series = (data: (number | null)[]) => ({
    field: { dataFieldId: 'a', label: { key: 'a' }, color: '#000' },
    data,
    range: null,
  });

  it('pads a line chart by 5 % of its span on each side', () => {
    expect(yDomain('line', [series([0.3, 0.5])])).toEqual({ min: 0.29, max: 0.51 });
  });

  it('includes ranges, trend ends and percentile lines', () => {
    const withRange = { ...series([10, 20]), range: { low: [5, 15], high: [12, 45] } };
    // 5..45 padded by 2 each side.
    expect(yDomain('line', [withRange])).toEqual({ min: 3, max: 47 });
    expect(yDomain('line', [series([10, 20])], [0, 30])).toEqual({ min: -1.5, max: 31.5 });
  });

  it('starts a stacked chart at 0 and ends it at the highest total, unpadded', () => {
    expect(yDomain('stacked', [series([1, 2]), series([3, null]), series([0.5, 4])])).toEqual({
      min: 0,
      max: 6,
    });
  });

  it('keeps 0 in a bar chart without padding past it', () => {
    expect(yDomain('bar', [series([10, 30])])).toEqual({ min: 0, max: 31.5 });
    // Stacked bars (area per level) reach the highest total, unpadded.
    expect(yDomain('stackedBar', [series([10, 30]), series([5, 20])])).toEqual({ min: 0, max: 50 });
    expect(yDomain('bar', [series([-2, 1])])).toEqual({ min: -2.15, max: 1.15 });
    expect(yDomain('bar', [series([-2, -1])])).toEqual({ min: -2.1, max: 0 });
  });

  it('is null with nothing to show, and opens a flat series around its value', () => {
    expect(yDomain('line', [series([null])])).toBeNull();
    expect(yDomain('line', [series([2, 2])])).toEqual({ min: 1.9, max: 2.1 });
  });
});

describe('stackedSums', () => {
  it('sums bottom to top, a missing value counting as 0', () => {
    expect(
      stackedSums([
        [1, 2, null],
        [3, null, 1],
        [0.5, 4, 2],
      ]),
    ).toEqual([
      [1, 2, 0],
      [4, 2, 1],
      [4.5, 6, 3],
    ]);
  });
});

describe('units', () => {
  it('converts mm to inches, °C to °F, and keeps an index as it is', () => {
    const imperial = chartInUnits(rain, 'imperial');
    const [first, second] = chartData(imperial).series;
    // 254 mm = 10 in, 508 mm = 20 in; sorted by year (2020 first).
    expect(first?.data).toEqual([10, 20]);
    expect(first?.range?.low).toEqual([null, 10]);
    expect(first?.range?.high[1]).toBeCloseTo(30, 10);
    expect(second?.data).toEqual([50, 68]);
    expect(imperial.dataFields.map((field) => field.unit)).toEqual(['in', 'degF', undefined]);
    expect(imperial.dataPoints.find((p) => p.timePoint === 2021)?.values.ndvi).toBe(0.4);
  });

  it('converts trend ends, and slopes without the Fahrenheit offset', () => {
    const imperial = chartInUnits(rain, 'imperial');
    const [rainTrend, heatTrend] = imperial.trendLines ?? [];
    expect(rainTrend).toMatchObject({ minY: 10, maxY: 20, slope: 10 });
    // 10 °C a year is 18 °F a year, not 50.
    expect(heatTrend?.slope).toBeCloseTo(18, 10);
    expect(heatTrend?.minY).toBeCloseTo(50, 10);
    expect(imperial.percentileLines?.[0]?.value).toBeCloseTo(12, 10);
  });

  it('leaves metric as stored and the stored chart untouched', () => {
    expect(chartInUnits(rain, 'metric')).toBe(rain);
    chartInUnits(rain, 'imperial');
    expect(rain.dataPoints[0]?.values.precipitation).toBe(508);
  });

  it('names units as the units module does; unknown ones as they came', () => {
    expect(unitText('acre')).toBe('acres');
    expect(unitText('in')).toBe('in');
    expect(unitText('%')).toBe('%');
    expect(unitText('1')).toBe('');
    expect(unitText(undefined)).toBe('');
    expect(displayUnit('ha', 'imperial').label).toBe('acres');
    expect(displayUnit('%', 'imperial').value(12)).toBe(12);
  });
});

describe('chartData', () => {
  it('sorts points by time and reads each field with its range', () => {
    const data = chartData(rain);
    expect(data.x).toEqual([2020, 2021]);
    expect(data.labels).toEqual(['2020', '2021']);
    expect(data.series.map((s) => s.data)).toEqual([
      [254, 508],
      [10, 20],
      [null, 0.4],
    ]);
    expect(data.series[1]?.range).toBeNull();
    expect(hasValues(data)).toBe(true);
    expect(hasValues(chartData({ ...rain, dataPoints: [] }))).toBe(false);
  });

  it('knows complementary bars (flooding above 0, drought below)', () => {
    const field = { dataFieldId: 'x', label: { key: 'x' }, color: '#000' };
    expect(
      barsComplementary([
        { field, data: [1, null, 0.5], range: null },
        { field, data: [null, -1.2, null], range: null },
      ]),
    ).toBe(true);
    expect(
      barsComplementary([
        { field, data: [1, 2], range: null },
        { field, data: [3, null], range: null },
      ]),
    ).toBe(false);
  });
});

describe('trend and percentile lines', () => {
  const line: TrendLine = {
    legendItemId: 'ndvi-trend',
    dataFieldId: 'ndvi',
    minX: 2016,
    maxX: 2024,
    minY: 0.36,
    maxY: 0.4,
    slope: 0.005,
    p: 0.012,
    significant: true,
  };

  it('runs straight between its ends, and not past them', () => {
    expect(trendLineData(line, [2015, 2016, 2020, 2024])).toEqual([null, 0.36, 0.38, 0.4]);
  });

  it('reads slope and test in the legend, 3 significant digits for the slope (specs/3)', () => {
    const text = trendText(line, '', 'year', 'en');
    expect(text).toEqual({ slope: '+0.005', step: 'year', test: 'significant', p: '0.012' });
    const legend = interpolate(en.chart.trend, {
      label: 'NDVI',
      slope: text.slope,
      step: en.chart.steps.year,
      test: interpolate(en.chart.significant, { p: text.p }),
    });
    expect(legend).toBe('NDVI trend: +0.005 per year, significant (p = 0.012)');
    const dry = trendText(
      { ...line, slope: -4.2345, p: 0.31, significant: false },
      'mm',
      'month',
      'es',
    );
    expect(dry).toEqual({ slope: '-4,23 mm', step: 'month', test: 'notSignificant', p: '0,31' });
    expect(
      interpolate(es.chart.trend, {
        label: 'Precipitación',
        slope: dry.slope,
        step: es.chart.steps.month,
        test: interpolate(es.chart.notSignificant, { p: dry.p }),
      }),
    ).toBe('Tendencia de Precipitación: -4,23 mm por mes, no significativa (p = 0,31)');
  });

  it('writes a tiny p as "p < 0.0001" rather than "p = 0"', () => {
    expect(trendText({ ...line, p: 0.00001 }, '', 'year', 'en')).toMatchObject({
      test: 'significantBelow',
      p: '0.0001',
    });
  });

  it('formats slopes, ticks and percentile values by the spec', () => {
    expect(formatSlope(12345.678, 'en')).toBe('+12,346');
    expect(formatSlope(0.000042, 'en')).toBe('0');
    expect(formatTick(1_250_000, 'en')).toBe('1.3M');
    expect(formatTick(0.00004, 'es')).toBe('0');
    expect(
      percentileText(
        { legendItemId: 'p20', dataFieldId: 'p', percentile: 20, minX: 0, maxX: 1, value: 304.8 },
        'mm',
        'en',
      ),
    ).toBe('305 mm');
  });

  it('gives each series its dash pattern, the first solid', () => {
    expect(dashPattern(0)).toBe('');
    expect(new Set([0, 1, 2, 3, 4, 5, 6].map(dashPattern)).size).toBe(7);
    expect(dashPattern(7)).toBe(dashPattern(0));
  });
});

describe('y ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.26, 5)).toBeCloseTo(0.1, 12);
    expect(niceStep(1.1, 5)).toBeCloseTo(0.5, 12);
    expect(niceStep(2400, 5)).toBe(500);
    expect(yTicks(1.83, 2.21)).toEqual({ ticks: [1.9, 2, 2.1, 2.2], step: 0.1 });
    // A span of 2.9 in about 6 steps: 0.48 rounds up to 0.5; in 3 steps, 0.97 to 1.
    expect(yTicks(-1.5, 1.4).ticks).toEqual([-1.5, -1, -0.5, 0, 0.5, 1]);
    expect(yTicks(-1.5, 1.4, 3).ticks).toEqual([-1, 0, 1]);
    // The water balance's years (20 to 510 mm): every 100 mm.
    expect(yTicks(20, 510).ticks).toEqual([100, 200, 300, 400, 500]);
  });

  it('keeps neighbouring ticks apart in their text', () => {
    const { ticks, step } = yTicks(1.88, 2.12, 5);
    const labels = ticks.map((tick) => formatYTick(tick, step, 'en'));
    expect(labels).toEqual(['1.9', '1.95', '2', '2.05', '2.1']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(formatYTick(1_250_000, 50_000, 'en')).toBe('1.25M');
    expect(formatYTick(1_500_000, 500_000, 'en')).toBe('1.5M');
    expect(formatYTick(1200, 200, 'es')).toBe('1,2K');
    expect(formatYTick(0, 0.5, 'en')).toBe('0');
  });
});
