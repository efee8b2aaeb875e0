import type { InstrumentDefinition } from './types.js';

/**
 * The datasets ("instruments") a tool's inputs can name, with the years they cover
 * (research/data-methods.md section C). `endYear: null` means "up to last calendar year" and
 * `maxDate: null` "up to today": both are resolved with the server clock when served.
 */
export interface InstrumentCatalogue {
  /** Optical sensors for vegetation indices (`instrumentName`). */
  instruments: InstrumentDefinition[];
  /** Land-cover products (`lcDatasetName`). */
  lcInstruments: InstrumentDefinition[];
  /** Image sets for monitoring, bounded by date. */
  monitoringInstruments: InstrumentDefinition[];
}

const key = (group: string, type: string) => `tools.instruments.${group}.${type}`;

const instruments: InstrumentDefinition[] = [
  {
    type: 'sentinel2',
    labelKey: key('labels', 'sentinel2'),
    // decisions/0016: Level-2A as the Planetary Computer serves it (sentinel-2-l2a, Sen2Cor
    // processed) is global from 2016; ESA's own systematic L2A began in 2017-2018.
    startYear: 2016,
    endYear: null,
    resolutionMeters: 10,
    noteKey: key('notes', 'sentinel2'),
  },
  {
    type: 'landsat4',
    labelKey: key('labels', 'landsat4'),
    startYear: 1982,
    endYear: 1993,
    resolutionMeters: 30,
  },
  {
    type: 'landsat5',
    labelKey: key('labels', 'landsat5'),
    // TM imaging ended in November 2011.
    startYear: 1984,
    endYear: 2011,
    resolutionMeters: 30,
  },
  {
    type: 'landsat7',
    labelKey: key('labels', 'landsat7'),
    startYear: 1999,
    endYear: 2022,
    resolutionMeters: 30,
    noteKey: key('notes', 'landsat7'),
  },
  {
    type: 'landsat8',
    labelKey: key('labels', 'landsat8'),
    startYear: 2013,
    endYear: null,
    resolutionMeters: 30,
  },
  {
    type: 'landsat9',
    labelKey: key('labels', 'landsat9'),
    // Launched September 2021; science data from February 2022.
    startYear: 2022,
    endYear: null,
    resolutionMeters: 30,
  },
  {
    type: 'modis',
    labelKey: key('labels', 'modis'),
    startYear: 2000,
    endYear: null,
    resolutionMeters: 250,
    noteKey: key('notes', 'modis'),
  },
];

/** Dataset ids shared with the land-cover legends and data sources (packages/analysis/src/land-cover). */
const lcInstruments: InstrumentDefinition[] = [
  {
    type: 'modis',
    labelKey: key('lcLabels', 'modis'),
    startYear: 2001,
    endYear: 2023,
    resolutionMeters: 500,
    noteKey: key('lcNotes', 'modis'),
  },
  {
    type: 'esa-cci',
    labelKey: key('lcLabels', 'esa-cci'),
    startYear: 1992,
    endYear: 2022,
    resolutionMeters: 300,
    noteKey: key('lcNotes', 'esa-cci'),
  },
  {
    type: 'esri',
    labelKey: key('lcLabels', 'esri'),
    startYear: 2017,
    endYear: 2023,
    resolutionMeters: 10,
    noteKey: key('lcNotes', 'esri'),
  },
  {
    type: 'worldcover',
    labelKey: key('lcLabels', 'worldcover'),
    startYear: 2020,
    endYear: 2021,
    resolutionMeters: 10,
    noteKey: key('lcNotes', 'worldcover'),
    // decisions/0026: its two years were made with different methods; comparing them needs care.
    hubOnly: true,
  },
  {
    type: 'dynamicworld',
    labelKey: key('lcLabels', 'dynamicworld'),
    startYear: 2015,
    endYear: null,
    resolutionMeters: 10,
    noteKey: key('lcNotes', 'dynamicworld'),
    // decisions/0026: near-real-time and probabilistic, read through Earth Engine only.
    hubOnly: true,
  },
];

const monitoringInstruments: InstrumentDefinition[] = [
  {
    type: 'sentinel2',
    labelKey: key('labels', 'sentinel2'),
    startYear: 2017,
    endYear: null,
    resolutionMeters: 10,
    minDate: '2017-01-01',
    noteKey: key('notes', 'sentinel2'),
  },
  {
    type: 'landsat8-9',
    labelKey: key('monitoringLabels', 'landsat8-9'),
    startYear: 2013,
    endYear: null,
    resolutionMeters: 30,
    // First Landsat 8 science scene.
    minDate: '2013-04-11',
  },
  {
    type: 'modis',
    labelKey: key('labels', 'modis'),
    startYear: 2000,
    endYear: null,
    resolutionMeters: 250,
    // First MOD13Q1 16-day composite.
    minDate: '2000-02-18',
  },
];

export const INSTRUMENTS: InstrumentCatalogue = {
  instruments,
  lcInstruments,
  monitoringInstruments,
};

/** Last calendar year by the given clock (UTC): the default study year and open end year. */
export function lastCalendarYear(now: Date): number {
  return now.getUTCFullYear() - 1;
}

/** The years an instrument covers, with an open end resolved to last calendar year. */
export function instrumentYears(
  instrument: InstrumentDefinition,
  now: Date,
): { startYear: number; endYear: number } {
  return {
    startYear: instrument.startYear,
    endYear: instrument.endYear ?? lastCalendarYear(now),
  };
}

/** An open maxDate resolved to today (UTC), yyyy-MM-dd. */
export function instrumentMaxDate(instrument: InstrumentDefinition, now: Date): string | null {
  if (instrument.minDate === undefined) return instrument.maxDate ?? null;
  return instrument.maxDate ?? now.toISOString().slice(0, 10);
}
