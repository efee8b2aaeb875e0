import type { TimeSeriesChart } from '../time-series/time-series-chart.js';
import type {
  BurnSeverityLevel,
  FireContextValues,
  FireEvent,
  SeriesHeadline,
} from '../time-series/time-series-values.js';
import { isoDay } from './fire-events.js';

/** The fire context's `values` (FireContextValues): events, monthly extent, headlines, charts. */

/** One burn with everything the values need: its day, area, severity level and event. */
export interface ClassifiedBurn {
  day: number;
  areaHa: number;
  /** 1..7, or 0 where dNBR had no value. */
  level: number;
  event: number;
}

export const FIRE_SERIES = 'fireContext';
const EXTENT_COLOR = '#b35806';

const monthOf = (day: number) => isoDay(day).slice(0, 7);

/** Events from their burns, newest first (by start date, then end date). */
export function fireEvents(burns: readonly ClassifiedBurn[], studyAreaHa: number): FireEvent[] {
  const byEvent = new Map<number, { start: number; end: number; area: number; levels: number[] }>();
  for (const burn of burns) {
    let event = byEvent.get(burn.event);
    if (!event) {
      event = { start: burn.day, end: burn.day, area: 0, levels: [0, 0, 0, 0, 0, 0, 0, 0] };
      byEvent.set(burn.event, event);
    }
    event.start = Math.min(event.start, burn.day);
    event.end = Math.max(event.end, burn.day);
    event.area += burn.areaHa;
    (event.levels as number[])[burn.level] = (event.levels[burn.level] ?? 0) + burn.areaHa;
  }
  return [...byEvent.values()]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .map((event) => {
      const areaHaByBurnSeverity: FireEvent['areaHaByBurnSeverity'] = {};
      for (let level = 1; level <= 7; level++) {
        const area = event.levels[level] ?? 0;
        if (area > 0) areaHaByBurnSeverity[`${level as BurnSeverityLevel}`] = area;
      }
      return {
        startDate: isoDay(event.start),
        endDate: isoDay(event.end),
        areaHa: event.area,
        shareOfStudyArea: studyAreaHa > 0 ? event.area / studyAreaHa : 0,
        areaHaByBurnSeverity,
      };
    });
}

/** Area burned in each month of `fromYear`..`toYear` (every month listed, 0 without fire). */
export function monthlyFireExtent(
  burns: readonly ClassifiedBurn[],
  fromYear: number,
  toYear: number,
): FireContextValues['monthlyValues'] {
  const extent = new Map<string, number>();
  for (const burn of burns) {
    const month = monthOf(burn.day);
    extent.set(month, (extent.get(month) ?? 0) + burn.areaHa);
  }
  const months: FireContextValues['monthlyValues'] = [];
  for (let year = fromYear; year <= toYear; year++)
    for (let month = 1; month <= 12; month++) {
      const date = `${year}-${String(month).padStart(2, '0')}`;
      months.push({ date, fireExtentHa: extent.get(date) ?? 0 });
    }
  return months;
}

function headlines(events: readonly FireEvent[]): SeriesHeadline[] {
  const total = events.reduce((sum, event) => sum + event.areaHa, 0);
  const largest = events.reduce((most, event) => Math.max(most, event.areaHa), 0);
  const latest = events.reduce<string | null>(
    (last, event) => (last === null || event.endDate > last ? event.endDate : last),
    null,
  );
  return [
    { id: 'events', label: { key: 'fireMethods.headlines.events' }, value: events.length },
    {
      id: 'totalBurnedArea',
      label: { key: 'fireMethods.headlines.totalBurnedArea' },
      value: total,
      unit: 'ha',
    },
    {
      id: 'largestEvent',
      label: { key: 'fireMethods.headlines.largestEvent' },
      value: events.length > 0 ? largest : null,
      unit: 'ha',
    },
    {
      id: 'mostRecentFire',
      label: { key: 'fireMethods.headlines.mostRecentFire' },
      // The year as the value; the full date as the class label (a headline value is a number).
      value: latest === null ? null : Number(latest.slice(0, 4)),
      ...(latest !== null && {
        classLabel: { key: 'fireMethods.headlines.onDate', params: { date: latest } },
      }),
    },
  ];
}

function charts(
  monthly: FireContextValues['monthlyValues'],
  fromYear: number,
  toYear: number,
): TimeSeriesChart[] {
  const yearly = new Map<number, number>();
  for (const { date, fireExtentHa } of monthly) {
    const year = Number(date.slice(0, 4));
    yearly.set(year, (yearly.get(year) ?? 0) + fireExtentHa);
  }
  const field = (dataFieldId: string, key: string) => ({
    dataFieldId,
    label: { key },
    unit: 'ha',
    color: EXTENT_COLOR,
  });
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, at) => fromYear + at);
  return [
    {
      timeSeriesId: `${FIRE_SERIES}/fire-extent-monthly`,
      title: { key: 'fireMethods.charts.monthlyTitle' },
      timeField: { label: { key: 'fireMethods.charts.month' }, axisType: 'time', unit: 'month' },
      dataFields: [field('fireExtentHa', 'fireMethods.charts.fireExtent')],
      dataPoints: monthly.map(({ date, fireExtentHa }) => ({
        timePoint: date,
        values: { fireExtentHa },
      })),
      chartType: 'bar',
    },
    {
      timeSeriesId: `${FIRE_SERIES}/burned-area-yearly`,
      title: { key: 'fireMethods.charts.yearlyTitle' },
      timeField: { label: { key: 'fireMethods.charts.year' }, axisType: 'time', unit: 'year' },
      dataFields: [field('burnedAreaHa', 'fireMethods.charts.burnedArea')],
      dataPoints: years.map((year) => ({
        timePoint: year,
        values: { burnedAreaHa: yearly.get(year) ?? 0 },
      })),
      chartType: 'bar',
    },
  ];
}

/** The values of the fire context over `fromYear`..`toYear`. */
export function fireContextValues(
  burns: readonly ClassifiedBurn[],
  studyAreaHa: number,
  fromYear: number,
  toYear: number,
): FireContextValues {
  const events = fireEvents(burns, studyAreaHa);
  const monthlyValues = monthlyFireExtent(burns, fromYear, toYear);
  return {
    studyAreaHa,
    startDate: `${fromYear}-01`,
    endDate: `${toYear}-12`,
    headlines: headlines(events),
    charts: charts(monthlyValues, fromYear, toYear),
    events,
    monthlyValues,
  };
}
