import type { LabelRef, TimeSeriesChart } from '@ecotone/analysis';
import { catalogs, interpolate, type Locale } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { initiallyHidden, isEntryHidden, legendEntries } from './chart-legend.js';
import { chartData, chartInUnits } from './time-series-model.js';

/** The catalogue's own texts, as the web's i18next and the report's translator give them. */
const translate =
  (locale: Locale) =>
  (key: string, params?: Record<string, string | number>): string => {
    let node: unknown = catalogs[locale];
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    return typeof node === 'string' ? interpolate(node, params) : key;
  };

const labels: Record<string, string> = { rain: 'Precipitation', ndvi: 'NDVI' };
const labelText = (label: LabelRef) => labels[label.key] ?? label.key;

const chart: TimeSeriesChart = {
  timeSeriesId: 'test/yearly',
  title: { key: 'title' },
  timeField: { label: { key: 'year' }, axisType: 'time', unit: 'year' },
  dataFields: [
    { dataFieldId: 'rain', label: { key: 'rain' }, unit: 'mm', color: '#00f', includeRange: true },
    { dataFieldId: 'ndvi', label: { key: 'ndvi' }, color: '#0f0', hidden: true },
  ],
  dataPoints: [
    { timePoint: 2020, values: { rain: 254, rainLowerRange: 200, rainUpperRange: 300, ndvi: 0.4 } },
    { timePoint: 2021, values: { rain: 508, rainLowerRange: 450, rainUpperRange: 560, ndvi: 0.5 } },
  ],
  chartType: 'line',
  trendLines: [
    {
      legendItemId: 'rain-trend',
      dataFieldId: 'rain',
      minX: 2020,
      maxX: 2021,
      minY: 254,
      maxY: 508,
      slope: 254,
      p: 0.012,
      significant: true,
    },
    {
      legendItemId: 'ndvi-trend',
      dataFieldId: 'ndvi',
      minX: 2020,
      maxX: 2021,
      minY: 0.4,
      maxY: 0.5,
      slope: 0.1,
      p: 0.00001,
      significant: true,
    },
  ],
  percentileLines: [
    {
      legendItemId: 'rain-p20',
      dataFieldId: 'rain',
      percentile: 20,
      minX: 2020,
      maxX: 2021,
      value: 304.8,
    },
  ],
};

describe('legendEntries', () => {
  it('names every series, range, trend and percentile line with the numbers of the model', () => {
    const entries = legendEntries(chart, chartData(chart), {
      translate: translate('en'),
      locale: 'en',
      labelText,
    });
    expect(entries.map((entry) => [entry.kind, entry.text, entry.dash])).toEqual([
      ['series', 'Precipitation (mm)', ''],
      ['range', 'Precipitation range', ''],
      ['series', 'NDVI', '10 5'],
      ['trend', 'Precipitation trend: +254 mm per year, significant (p = 0.012)', '8 4'],
      ['trend', 'NDVI trend: +0.1 per year, significant (p < 0.0001)', '8 4'],
      ['percentile', 'Precipitation, 20th percentile: 305 mm', '2 4'],
    ]);
  });

  it('reads in Spanish and in the reader’s units', () => {
    const imperial = chartInUnits(chart, 'imperial');
    const entries = legendEntries(imperial, chartData(imperial), {
      translate: translate('es'),
      locale: 'es',
      labelText,
    });
    expect(entries[0]?.text).toBe('Precipitation (in)');
    expect(entries.find((entry) => entry.kind === 'trend')?.text).toBe(
      'Tendencia de Precipitation: +10 in por año, significativa (p = 0,012)',
    );
  });

  it('starts with the stored hidden fields hidden, their lines with them', () => {
    const hidden = initiallyHidden(chart);
    const entries = legendEntries(chart, chartData(chart), {
      translate: translate('en'),
      locale: 'en',
      labelText,
    });
    expect(
      entries.filter((entry) => !isEntryHidden(entry, hidden)).map((entry) => entry.id),
    ).toEqual(['rain', 'rain-range', 'rain-trend', 'rain-p20']);
  });
});
