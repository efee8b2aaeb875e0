import { describe, expect, it } from 'vitest';
import {
  BURN_SEVERITY_COLORS,
  chartOf,
  fireRows,
  isTimeSeriesScriptType,
  parseTimeSeriesValues,
} from './time-series-model.js';
import {
  droughtsAndFloodsValues,
  fireContextValues,
  noFireContextValues,
  performanceDegradationValues,
  soilMoisturePotentialValues,
  vegetationChangeValues,
  waterBalanceValues,
} from './time-series-values.fixture.js';

/** Stored JSON, as the results API hands it over. */
const stored = (values: object) => JSON.parse(JSON.stringify(values)) as Record<string, unknown>;

describe('the time-series tab model', () => {
  it('serves the six time-series tools and no other', () => {
    for (const type of [
      'droughtsAndFloods',
      'soilMoisturePotential',
      'waterBalance',
      'vegetationChange',
      'performanceDegradation',
      'fireContext',
    ] as const)
      expect(isTimeSeriesScriptType(type)).toBe(true);
    expect(isTimeSeriesScriptType('forestCarbon')).toBe(false);
    expect(isTimeSeriesScriptType('context')).toBe(false);
  });

  it.each([
    ['vegetationChange', vegetationChangeValues, 3],
    ['performanceDegradation', performanceDegradationValues, 3],
    ['droughtsAndFloods', droughtsAndFloodsValues, 2],
    ['waterBalance', waterBalanceValues, 2],
    ['soilMoisturePotential', soilMoisturePotentialValues, 1],
    ['fireContext', fireContextValues, 1],
  ] as const)('reads every chart and headline of %s as stored', (type, values, charts) => {
    const view = parseTimeSeriesValues(stored(values), type);
    expect(view?.charts).toHaveLength(charts);
    expect(view?.charts).toEqual(stored(values.charts));
    expect(view?.headlines).toEqual(stored(values.headlines));
    expect(view?.studyAreaHa).toBe(2400);
    expect(view?.events === null).toBe(type !== 'fireContext');
  });

  it('is null without headlines and charts, and drops a chart that breaks the contract', () => {
    expect(parseTimeSeriesValues({ studyAreaHa: 10 }, 'waterBalance')).toBeNull();
    const broken = stored(waterBalanceValues);
    (broken.charts as Record<string, unknown>[])[0] = { timeSeriesId: 'x', chartType: 'pie' };
    expect(parseTimeSeriesValues(broken, 'waterBalance')?.charts).toHaveLength(1);
    expect(chartOf({ ...stored(waterBalanceValues.charts[0] ?? {}), dataFields: [] })).toBeNull();
  });

  it('keeps the stacked bars of a parts-of-a-whole chart, and only a true flag', () => {
    const chart = stored(waterBalanceValues.charts[0] ?? {});
    expect(chartOf({ ...chart, chartType: 'bar', stackBars: true })?.stackBars).toBe(true);
    expect(chartOf({ ...chart, chartType: 'bar', stackBars: 'yes' })).not.toHaveProperty(
      'stackBars',
    );
  });

  it('reads a value that is not a number as missing, not as 0', () => {
    const values = stored(waterBalanceValues);
    const chart = (values.charts as { dataPoints: { values: Record<string, unknown> }[] }[])[0];
    if (chart?.dataPoints[0]) chart.dataPoints[0].values.runoff = 'n/a';
    expect(
      parseTimeSeriesValues(values, 'waterBalance')?.charts[0]?.dataPoints[0]?.values.runoff,
    ).toBeNull();
  });
});

describe('the fire history rows', () => {
  const rows = fireRows(
    parseTimeSeriesValues(stored(fireContextValues), 'fireContext')?.events ?? [],
    2400,
  );

  it('lists fires newest first with their area and share of the study area', () => {
    expect(rows.map((row) => row.startDate)).toEqual(['2023-08-30', '2019-10-03', '2016-09-12']);
    // 612.5 ha of 2,400 ha = 25.52 %
    expect(rows[1]?.areaHa).toBe(612.5);
    expect(rows[1]?.percentOfStudyArea).toBeCloseTo(25.5208, 3);
  });

  it('expands into the severity levels with area, in level order, with their colours', () => {
    const big = rows[1];
    expect(big?.severities.map((s) => s.level)).toEqual([3, 4, 5, 6, 7]);
    expect(big?.severities.reduce((sum, s) => sum + s.areaHa, 0)).toBeCloseTo(612.5, 6);
    expect(big?.severities[4]).toEqual({
      level: 7,
      color: '#7f3b08',
      areaHa: 56.5,
      percentOfStudyArea: (56.5 / 2400) * 100,
    });
    expect(Object.keys(BURN_SEVERITY_COLORS)).toHaveLength(7);
  });

  it('computes the share from the study area when the event has none', () => {
    const [row] = fireRows(
      [
        {
          startDate: '2020-01-01',
          endDate: '2020-01-02',
          areaHa: 50,
          shareOfStudyArea: Number.NaN,
          areaHaByBurnSeverity: { '4': 50 },
        },
      ],
      200,
    );
    expect(row?.percentOfStudyArea).toBe(25);
  });

  it('has no rows for a study area that never burned', () => {
    const view = parseTimeSeriesValues(stored(noFireContextValues), 'fireContext');
    expect(view?.events).toEqual([]);
    expect(fireRows(view?.events ?? [], 2400)).toEqual([]);
  });
});
