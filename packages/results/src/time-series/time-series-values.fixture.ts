import {
  type DroughtsAndFloodsValues,
  type FireContextValues,
  PERFORMANCE_LEVELS,
  type PerformanceDegradationValues,
  percentileLinesOf,
  type SoilMoisturePotentialValues,
  spiClass,
  type TimeSeriesChart,
  type TimeSeriesPoint,
  trendLineOf,
  type VegetationChangeValues,
  type WaterBalanceValues,
} from '@ecotone/analysis';

/**
 * Stored values of the six time-series tools as their contract types them (tsc checks them),
 * for the tab's unit tests and its Chromium harness (e2e/time-series-harness.tsx) before the
 * tools run end to end. Numbers are deterministic and plausible for a 2,400 ha semi-arid
 * rangeland: NDVI 0.3-0.5 with a green season, ~450 mm of rain a year, SPI within ±2.5. Trend
 * and percentile lines come from the contract's own trendLineOf and percentileLinesOf. Label
 * keys are `timeSeriesFixture.*`: the harness registers their texts (the tools bring their own).
 */

const STUDY_AREA_HA = 2400;
const label = (key: string, params?: Record<string, string | number>) => ({
  key: `timeSeriesFixture.${key}`,
  ...(params ? { params } : {}),
});
/** A repeatable wobble in [-1, 1] (no random numbers: screenshots and tests stay the same). */
const wobble = (i: number, seed: number) => Math.sin(i * 12.9898 + seed * 78.233) % 1;
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const years = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const months = (from: number, to: number) =>
  years(from, to).flatMap((year) =>
    Array.from({ length: 12 }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`),
  );
const monthOf = (date: string) => Number(date.slice(5, 7));

// --- Vegetation change: NDVI and EVI, 2016-2024, with trend and percentiles -----------------------

const vegYears = years(2016, 2024);
const ndviYearly = vegYears.map((_, i) => round(0.36 + 0.006 * i + 0.012 * wobble(i, 1), 3));
const eviYearly = ndviYearly.map((ndvi, i) => round(ndvi * 0.62 + 0.008 * wobble(i, 2), 3));
const vegMonths = months(2016, 2024);
/** Green-up in the austral summer (peak in February), the trend of the yearly series. */
const ndviMonthly = vegMonths.map((date, i) =>
  round(
    0.36 +
      0.0005 * i +
      0.08 * Math.cos(((monthOf(date) - 2) / 12) * 2 * Math.PI) +
      0.015 * wobble(i, 3),
    3,
  ),
);

const ndviYearlyPoints: TimeSeriesPoint[] = vegYears.map((year, i) => ({
  timePoint: year,
  values: {
    ndvi: ndviYearly[i] ?? null,
    // The 10th and 90th percentile of the pixels' NDVI.
    ndviLowerRange: round((ndviYearly[i] ?? 0) - 0.07 - 0.01 * wobble(i, 4), 3),
    ndviUpperRange: round((ndviYearly[i] ?? 0) + 0.08 + 0.01 * wobble(i, 5), 3),
  },
}));

const trend = (points: TimeSeriesPoint[], field: string, unit: 'year' | 'month') => {
  const line = trendLineOf(points, field, unit);
  return line ? [line] : [];
};

const ndviYearlyChart: TimeSeriesChart = {
  timeSeriesId: 'vegetationChange/ndvi-yearly',
  title: label('charts.ndviYearly'),
  timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
  dataFields: [
    { dataFieldId: 'ndvi', label: label('fields.ndvi'), color: '#2e7d32', includeRange: true },
  ],
  dataPoints: ndviYearlyPoints,
  chartType: 'line',
  trendLines: trend(ndviYearlyPoints, 'ndvi', 'year'),
  percentileLines: percentileLinesOf(ndviYearlyPoints, 'ndvi'),
};

const ndviMonthlyPoints: TimeSeriesPoint[] = vegMonths.map((date, i) => ({
  timePoint: date,
  values: { ndvi: ndviMonthly[i] ?? null },
}));

const ndviMonthlyChart: TimeSeriesChart = {
  timeSeriesId: 'vegetationChange/ndvi-monthly',
  title: label('charts.ndviMonthly'),
  timeField: { label: label('time.month'), axisType: 'time', unit: 'month' },
  dataFields: [{ dataFieldId: 'ndvi', label: label('fields.ndvi'), color: '#2e7d32' }],
  dataPoints: ndviMonthlyPoints,
  chartType: 'line',
  trendLines: trend(ndviMonthlyPoints, 'ndvi', 'month'),
};

const eviYearlyPoints: TimeSeriesPoint[] = vegYears.map((year, i) => ({
  timePoint: year,
  values: { ndvi: ndviYearly[i] ?? null, evi: eviYearly[i] ?? null },
}));

const indicesChart: TimeSeriesChart = {
  timeSeriesId: 'vegetationChange/indices-yearly',
  title: label('charts.indicesYearly'),
  timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
  dataFields: [
    { dataFieldId: 'ndvi', label: label('fields.ndvi'), color: '#2e7d32' },
    { dataFieldId: 'evi', label: label('fields.evi'), color: '#0072B2' },
  ],
  dataPoints: eviYearlyPoints,
  chartType: 'line',
  trendLines: [...trend(eviYearlyPoints, 'ndvi', 'year'), ...trend(eviYearlyPoints, 'evi', 'year')],
};

const ndviTrend = ndviYearlyChart.trendLines?.[0];

export const vegetationChangeValues: VegetationChangeValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '2016',
  endDate: '2024',
  instrumentName: 'sentinel2',
  vegetationIndex: 'NDVI',
  headlines: [
    { id: 'meanNdvi', label: label('headlines.meanNdvi'), value: ndviYearly.at(-1) ?? null },
    {
      id: 'ndviTrend',
      label: label('headlines.ndviTrend'),
      value: ndviTrend ? round(ndviTrend.slope, 5) : null,
      classLabel: label(ndviTrend?.significant ? 'classes.significant' : 'classes.notSignificant'),
    },
  ],
  charts: [ndviYearlyChart, ndviMonthlyChart, indicesChart],
  yearlyValues: vegYears.map((year, i) => ({
    year,
    ndvi: ndviYearly[i] ?? null,
    evi: eviYearly[i] ?? null,
  })),
  monthlyValues: vegMonths.map((date, i) => ({
    date,
    ndvi: ndviMonthly[i] ?? null,
    evi: round((ndviMonthly[i] ?? 0) * 0.62, 3),
  })),
};

// --- Performance degradation: five levels per year, 2016-2024 --------------------------------------

/** specs/3 section 9: none light grey, mild yellow, moderate orange, high red, extreme near-black. */
const LEVEL_COLORS = ['#d9d9d9', '#f2d43d', '#f08c1a', '#d62728', '#1a1a1a'] as const;

const degradationYears = vegYears.map((year, i) => {
  const shares = [0.52 - 0.01 * i, 0.24, 0.13 + 0.004 * i, 0.08 + 0.004 * i, 0.03 + 0.002 * i];
  const total = shares.reduce((sum, share) => sum + share, 0);
  const areas = shares.map((share) => round((share / total) * STUDY_AREA_HA, 1));
  const byLevel = Object.fromEntries(
    PERFORMANCE_LEVELS.map((level, k) => [level, areas[k] ?? 0]),
  ) as PerformanceDegradationValues['areaHaByDegradationLevel'];
  // The year's weather moves the mean level around its drift.
  const mean =
    areas.reduce((sum, area, k) => sum + area * (k + 1), 0) / STUDY_AREA_HA + 0.04 * wobble(i, 10);
  return {
    year,
    areaHaByDegradationLevel: byLevel,
    meanPerformanceDegradationLevel: round(mean, 3),
    meanPerformance: round(0.78 - 0.008 * i, 3),
  };
});

const meanLevelPoints: TimeSeriesPoint[] = degradationYears.map((entry) => ({
  timePoint: entry.year,
  values: { meanLevel: entry.meanPerformanceDegradationLevel },
}));

const lastDegradation = degradationYears.at(-1) ?? degradationYears[0];

export const performanceDegradationValues: PerformanceDegradationValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '2016',
  endDate: '2024',
  instrumentName: 'sentinel2',
  headlines: [
    {
      id: 'meanLevel',
      label: label('headlines.meanLevel'),
      value: lastDegradation?.meanPerformanceDegradationLevel ?? null,
      classLabel: label('levels.Mild'),
      color: LEVEL_COLORS[1],
    },
    {
      id: 'degradedArea',
      label: label('headlines.degradedArea'),
      value: round(
        STUDY_AREA_HA - (lastDegradation?.areaHaByDegradationLevel.None ?? STUDY_AREA_HA),
        1,
      ),
      unit: 'ha',
    },
  ],
  charts: [
    {
      timeSeriesId: 'performanceDegradation/mean-level',
      title: label('charts.meanLevel'),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: [
        { dataFieldId: 'meanLevel', label: label('fields.meanLevel'), color: '#d62728' },
      ],
      dataPoints: meanLevelPoints,
      chartType: 'line',
      trendLines: trend(meanLevelPoints, 'meanLevel', 'year'),
      percentileLines: percentileLinesOf(meanLevelPoints, 'meanLevel'),
    },
    {
      timeSeriesId: 'performanceDegradation/degraded-area',
      title: label('charts.degradedArea'),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: [
        { dataFieldId: 'degraded', label: label('fields.degraded'), unit: 'ha', color: '#D55E00' },
        {
          dataFieldId: 'nonDegraded',
          label: label('fields.nonDegraded'),
          unit: 'ha',
          color: '#009E73',
        },
      ],
      dataPoints: degradationYears.map((entry) => ({
        timePoint: entry.year,
        values: {
          degraded: round(STUDY_AREA_HA - entry.areaHaByDegradationLevel.None, 1),
          nonDegraded: entry.areaHaByDegradationLevel.None,
        },
      })),
      chartType: 'bar',
    },
    {
      timeSeriesId: 'performanceDegradation/area-by-level',
      title: label('charts.areaByLevel'),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: PERFORMANCE_LEVELS.map((level, k) => ({
        dataFieldId: level,
        label: label(`levels.${level}`),
        unit: 'ha',
        color: LEVEL_COLORS[k] ?? '#000',
      })),
      dataPoints: degradationYears.map((entry) => ({
        timePoint: entry.year,
        values: { ...entry.areaHaByDegradationLevel },
      })),
      chartType: 'stacked',
    },
  ],
  yearlyValues: degradationYears,
  areaHaByDegradationLevel: lastDegradation?.areaHaByDegradationLevel ?? {
    None: 0,
    Mild: 0,
    Moderate: 0,
    High: 0,
    Extreme: 0,
  },
  meanPerformance: lastDegradation?.meanPerformance ?? null,
};

// --- Droughts and floods: SPI-12, 1985-2024 ------------------------------------------------------

const spiYears = years(1985, 2024);
/** Wet and dry spells of a few years around a near-normal mean: a long drought 1997-2001. */
const spiYearly = spiYears.map((year, i) =>
  round(
    0.9 * Math.sin(i / 3.1) +
      0.5 * wobble(i, 6) -
      (year >= 2011 && year <= 2013 ? 1.4 : 0) -
      (year === 2023 ? 1.1 : 0),
    2,
  ),
);
const spiMonths = months(1985, 2024);
const spiMonthly = spiMonths.map((_, i) => {
  const yearIndex = Math.floor(i / 12);
  return round((spiYearly[yearIndex] ?? 0) + 0.35 * wobble(i, 7), 2);
});

const SPI_CLASS_COLORS = {
  extremelyWet: '#2166ac',
  veryWet: '#4393c3',
  moderatelyWet: '#92c5de',
  nearNormal: '#e0e0e0',
  moderatelyDry: '#f4a582',
  severelyDry: '#d6604d',
  extremelyDry: '#b2182b',
} as const;

const lastSpi = spiYearly.at(-1) ?? 0;
const lastSpiClass = spiClass(lastSpi) ?? 'nearNormal';

export const droughtsAndFloodsValues: DroughtsAndFloodsValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '1985-01',
  endDate: '2024-12',
  timestep: 12,
  headlines: [
    {
      id: 'latestSpi',
      label: label('headlines.latestSpi', { year: 2024 }),
      value: lastSpi,
      classLabel: label(`spiClasses.${lastSpiClass}`),
      color: SPI_CLASS_COLORS[lastSpiClass],
    },
    { id: 'droughtCount', label: label('headlines.droughtCount'), value: 2 },
  ],
  charts: [
    {
      timeSeriesId: 'droughtsAndFloods/spi-yearly',
      title: label('charts.spiYearly', { timestep: 12 }),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: [
        { dataFieldId: 'flooding', label: label('fields.flooding'), color: '#0072B2' },
        { dataFieldId: 'drought', label: label('fields.drought'), color: '#D55E00' },
      ],
      dataPoints: spiYears.map((year, i) => {
        const spi = spiYearly[i] ?? 0;
        return {
          timePoint: year,
          values: { flooding: spi >= 0 ? spi : null, drought: spi < 0 ? spi : null },
        };
      }),
      chartType: 'bar',
    },
    {
      timeSeriesId: 'droughtsAndFloods/spi-monthly',
      title: label('charts.spiMonthly', { timestep: 12 }),
      timeField: { label: label('time.month'), axisType: 'time', unit: 'month' },
      dataFields: [{ dataFieldId: 'spi', label: label('fields.spi'), color: '#0072B2' }],
      dataPoints: spiMonths.map((date, i) => ({
        timePoint: date,
        values: { spi: spiMonthly[i] ?? null },
      })),
      chartType: 'line',
    },
  ],
  yearlySpi: spiYears.map((year, i) => {
    const spi = spiYearly[i] ?? null;
    return { year, spi, spiClass: spi === null ? null : spiClass(spi) };
  }),
  monthlySpi: spiMonths.map((date, i) => ({ date, spi: spiMonthly[i] ?? null })),
  droughts: [
    { startDate: '1997-02', endDate: '2001-06', months: 53, peakSpi: -1.71 },
    { startDate: '2012-06', endDate: '2013-11', months: 18, peakSpi: -1.62 },
  ],
};

// --- Water balance: monthly Thornthwaite-Mather, 2015-2024 -----------------------------------------

const wbMonths = months(2015, 2024);
/** Summer rain (Nov-Mar) ~450 mm a year, PET peaking in January. */
const wbMonthly = wbMonths.map((date, i) => {
  const season = Math.cos(((monthOf(date) - 1) / 12) * 2 * Math.PI);
  const precipitation = round(Math.max(0, 38 + 34 * season + 14 * wobble(i, 8)), 1);
  const pet = round(85 + 55 * season, 1);
  // What the bucket does not evaporate: part runs off, the rest recharges the soil.
  const actual = round(Math.min(pet, precipitation * 0.78), 1);
  const runoff = round((precipitation - actual) * 0.4, 1);
  const soilMoisture = round(Math.max(0, 40 + 30 * season + 8 * wobble(i, 9)), 1);
  return {
    date,
    precipitation,
    potentialEvapotranspiration: pet,
    actualEvapotranspiration: actual,
    runoff,
    soilMoisture,
  };
});
const wbYears = years(2015, 2024);
const wbYearly = wbYears.map((year) => {
  const inYear = wbMonthly.filter((point) => point.date.startsWith(`${year}-`));
  const sum = (pick: (point: (typeof inYear)[number]) => number) =>
    round(
      inYear.reduce((total, point) => total + pick(point), 0),
      1,
    );
  return {
    year,
    precipitation: sum((p) => p.precipitation),
    potentialEvapotranspiration: sum((p) => p.potentialEvapotranspiration),
    actualEvapotranspiration: sum((p) => p.actualEvapotranspiration),
    runoff: sum((p) => p.runoff),
    soilMoisture: round(sum((p) => p.soilMoisture) / 12, 1),
  };
});

const WATER_FIELDS = [
  {
    dataFieldId: 'precipitation',
    label: label('fields.precipitation'),
    unit: 'mm',
    color: '#0072B2',
  },
  {
    dataFieldId: 'actualEvapotranspiration',
    label: label('fields.actualEvapotranspiration'),
    unit: 'mm',
    color: '#E69F00',
  },
  { dataFieldId: 'runoff', label: label('fields.runoff'), unit: 'mm', color: '#009E73' },
];

export const waterBalanceValues: WaterBalanceValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '2015-01',
  endDate: '2024-12',
  waterHoldingCapacityMm: 120,
  headlines: [
    {
      id: 'meanPrecipitation',
      label: label('headlines.meanPrecipitation'),
      value: round(wbYearly.reduce((sum, y) => sum + y.precipitation, 0) / wbYearly.length, 1),
      unit: 'mm',
    },
    {
      id: 'waterHoldingCapacity',
      label: label('headlines.waterHoldingCapacity'),
      value: 120,
      unit: 'mm',
    },
  ],
  charts: [
    {
      timeSeriesId: 'waterBalance/yearly',
      title: label('charts.waterBalanceYearly'),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: WATER_FIELDS,
      dataPoints: wbYearly.map((point) => ({
        timePoint: point.year,
        values: {
          precipitation: point.precipitation,
          actualEvapotranspiration: point.actualEvapotranspiration,
          runoff: point.runoff,
        },
      })),
      chartType: 'line',
    },
    {
      timeSeriesId: 'waterBalance/monthly-stacked',
      title: label('charts.waterBalanceMonthly'),
      timeField: { label: label('time.month'), axisType: 'time', unit: 'month' },
      dataFields: WATER_FIELDS.slice(1),
      dataPoints: wbMonthly.map((point) => ({
        timePoint: point.date,
        values: { actualEvapotranspiration: point.actualEvapotranspiration, runoff: point.runoff },
      })),
      chartType: 'stacked',
    },
  ],
  yearlyValues: wbYearly,
  monthlyValues: wbMonthly,
};

// --- Soil moisture potential ---------------------------------------------------------------------

const smYears = years(2020, 2024);

export const soilMoisturePotentialValues: SoilMoisturePotentialValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '2020',
  endDate: '2024',
  precipitation5YearAverageMm: round(
    smYears.reduce(
      (sum, year) => sum + (wbYearly.find((y) => y.year === year)?.precipitation ?? 0),
      0,
    ) / smYears.length,
    1,
  ),
  headlines: [
    {
      id: 'precipitation5YearAverage',
      label: label('headlines.precipitation5YearAverage'),
      value: round(
        smYears.reduce(
          (sum, year) => sum + (wbYearly.find((y) => y.year === year)?.precipitation ?? 0),
          0,
        ) / smYears.length,
        1,
      ),
      unit: 'mm',
    },
    {
      id: 'waterHoldingCapacity',
      label: label('headlines.waterHoldingCapacity'),
      value: 120,
      unit: 'mm',
    },
  ],
  charts: [
    {
      timeSeriesId: 'soilMoisturePotential/precipitation-yearly',
      title: label('charts.precipitationYearly'),
      timeField: { label: label('time.year'), axisType: 'time', unit: 'year' },
      dataFields: WATER_FIELDS.slice(0, 1),
      dataPoints: smYears.map((year) => ({
        timePoint: year,
        values: { precipitation: wbYearly.find((y) => y.year === year)?.precipitation ?? null },
      })),
      chartType: 'bar',
    },
  ],
};

// --- Fire context ----------------------------------------------------------------------------------

const fireMonths = months(2015, 2024);
/** Three fires: the largest in the dry spring of 2019, two small ones. Levels sum to the area. */
const fireEvents: FireContextValues['events'] = [
  {
    startDate: '2016-09-12',
    endDate: '2016-09-15',
    areaHa: 86.4,
    shareOfStudyArea: 86.4 / STUDY_AREA_HA,
    areaHaByBurnSeverity: { '3': 21.6, '4': 48.2, '5': 16.6 },
  },
  {
    startDate: '2023-08-30',
    endDate: '2023-09-02',
    areaHa: 42.3,
    shareOfStudyArea: 42.3 / STUDY_AREA_HA,
    areaHaByBurnSeverity: { '2': 3.1, '3': 9.4, '4': 29.8 },
  },
  {
    startDate: '2019-10-03',
    endDate: '2019-10-21',
    areaHa: 612.5,
    shareOfStudyArea: 612.5 / STUDY_AREA_HA,
    areaHaByBurnSeverity: { '3': 58.4, '4': 181.2, '5': 176.9, '6': 139.5, '7': 56.5 },
  },
];

const fireExtent = (date: string) =>
  fireEvents
    .filter((event) => event.startDate.startsWith(date))
    .reduce((sum, e) => sum + e.areaHa, 0);

export const fireContextValues: FireContextValues = {
  studyAreaHa: STUDY_AREA_HA,
  startDate: '2015-01',
  endDate: '2024-12',
  headlines: [
    { id: 'fireCount', label: label('headlines.fireCount'), value: fireEvents.length },
    {
      id: 'burnedArea',
      label: label('headlines.burnedArea'),
      value: round(
        fireEvents.reduce((sum, event) => sum + event.areaHa, 0),
        1,
      ),
      unit: 'ha',
    },
  ],
  charts: [
    {
      timeSeriesId: 'fireContext/monthly-extent',
      title: label('charts.fireExtentMonthly'),
      timeField: { label: label('time.month'), axisType: 'time', unit: 'month' },
      dataFields: [
        {
          dataFieldId: 'fireExtentHa',
          label: label('fields.fireExtent'),
          unit: 'ha',
          color: '#D55E00',
        },
      ],
      dataPoints: fireMonths.map((date) => ({
        timePoint: date,
        values: { fireExtentHa: fireExtent(date) },
      })),
      chartType: 'bar',
    },
  ],
  // Stored newest first by the tool; kept out of order here so the table's sort is tested.
  events: fireEvents,
  monthlyValues: fireMonths.map((date) => ({ date, fireExtentHa: fireExtent(date) })),
};

/** A study area that never burned: the fire table's empty state. */
export const noFireContextValues: FireContextValues = {
  ...fireContextValues,
  headlines: [
    { id: 'fireCount', label: label('headlines.fireCount'), value: 0 },
    { id: 'burnedArea', label: label('headlines.burnedArea'), value: 0, unit: 'ha' },
  ],
  charts: [],
  events: [],
  monthlyValues: fireMonths.map((date) => ({ date, fireExtentHa: 0 })),
};

/**
 * English and Spanish texts of the fixture's label keys (the harness registers them; the tools
 * bring their own keys and texts).
 */
export const FIXTURE_TEXTS = {
  en: {
    time: { year: 'Year', month: 'Month' },
    charts: {
      ndviYearly: 'NDVI by year',
      ndviMonthly: 'NDVI by month',
      indicesYearly: 'NDVI and EVI by year',
      meanLevel: 'Mean performance degradation level',
      degradedArea: 'Degraded and non-degraded area',
      areaByLevel: 'Area per degradation level',
      spiYearly: 'SPI-{{timestep}} by year',
      spiMonthly: 'SPI-{{timestep}} by month',
      waterBalanceYearly: 'Water balance by year',
      waterBalanceMonthly: 'Water balance by month',
      precipitationYearly: 'Precipitation by year',
      fireExtentMonthly: 'Area burned by month',
    },
    fields: {
      ndvi: 'NDVI',
      evi: 'EVI',
      meanLevel: 'Mean level',
      degraded: 'Degraded',
      nonDegraded: 'Not degraded',
      flooding: 'Wet (SPI ≥ 0)',
      drought: 'Dry (SPI < 0)',
      spi: 'SPI',
      precipitation: 'Precipitation',
      actualEvapotranspiration: 'Actual evapotranspiration',
      runoff: 'Runoff',
      fireExtent: 'Burned area',
    },
    headlines: {
      meanNdvi: 'Mean NDVI of 2024',
      ndviTrend: 'NDVI trend per year',
      meanLevel: 'Mean degradation level of 2024',
      degradedArea: 'Degraded area in 2024',
      latestSpi: 'SPI of {{year}}',
      droughtCount: 'Droughts since 1985',
      meanPrecipitation: 'Mean yearly precipitation',
      waterHoldingCapacity: 'Soil water holding capacity',
      precipitation5YearAverage: 'Precipitation, 5-year average',
      fireCount: 'Fires since 2015',
      burnedArea: 'Total burned area',
    },
    classes: { significant: 'significant', notSignificant: 'not significant' },
    levels: { None: 'None', Mild: 'Mild', Moderate: 'Moderate', High: 'High', Extreme: 'Extreme' },
    spiClasses: {
      extremelyWet: 'Extremely wet',
      veryWet: 'Very wet',
      moderatelyWet: 'Moderately wet',
      nearNormal: 'Near normal',
      moderatelyDry: 'Moderately dry',
      severelyDry: 'Severely dry',
      extremelyDry: 'Extremely dry',
    },
  },
  es: {
    time: { year: 'Año', month: 'Mes' },
    charts: {
      ndviYearly: 'NDVI por año',
      ndviMonthly: 'NDVI por mes',
      indicesYearly: 'NDVI y EVI por año',
      meanLevel: 'Nivel medio de degradación del rendimiento',
      degradedArea: 'Superficie degradada y no degradada',
      areaByLevel: 'Superficie por nivel de degradación',
      spiYearly: 'SPI-{{timestep}} por año',
      spiMonthly: 'SPI-{{timestep}} por mes',
      waterBalanceYearly: 'Balance hídrico por año',
      waterBalanceMonthly: 'Balance hídrico por mes',
      precipitationYearly: 'Precipitación por año',
      fireExtentMonthly: 'Superficie quemada por mes',
    },
    fields: {
      ndvi: 'NDVI',
      evi: 'EVI',
      meanLevel: 'Nivel medio',
      degraded: 'Degradada',
      nonDegraded: 'No degradada',
      flooding: 'Húmedo (SPI ≥ 0)',
      drought: 'Seco (SPI < 0)',
      spi: 'SPI',
      precipitation: 'Precipitación',
      actualEvapotranspiration: 'Evapotranspiración real',
      runoff: 'Escorrentía',
      fireExtent: 'Superficie quemada',
    },
    headlines: {
      meanNdvi: 'NDVI medio de 2024',
      ndviTrend: 'Tendencia del NDVI por año',
      meanLevel: 'Nivel medio de degradación de 2024',
      degradedArea: 'Superficie degradada en 2024',
      latestSpi: 'SPI de {{year}}',
      droughtCount: 'Sequías desde 1985',
      meanPrecipitation: 'Precipitación anual media',
      waterHoldingCapacity: 'Capacidad de retención de agua del suelo',
      precipitation5YearAverage: 'Precipitación, media de 5 años',
      fireCount: 'Incendios desde 2015',
      burnedArea: 'Superficie quemada total',
    },
    classes: { significant: 'significativa', notSignificant: 'no significativa' },
    levels: {
      None: 'Ninguna',
      Mild: 'Leve',
      Moderate: 'Moderada',
      High: 'Alta',
      Extreme: 'Extrema',
    },
    spiClasses: {
      extremelyWet: 'Extremadamente húmedo',
      veryWet: 'Muy húmedo',
      moderatelyWet: 'Moderadamente húmedo',
      nearNormal: 'Normal',
      moderatelyDry: 'Moderadamente seco',
      severelyDry: 'Severamente seco',
      extremelyDry: 'Extremadamente seco',
    },
  },
} as const;
