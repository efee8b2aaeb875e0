import { describe, expect, it } from 'vitest';
import { catalogueInputRules } from '../../src/catalogue/input-rules.js';
import {
  defaultInputs,
  inputsDifferFromDefaults,
  isParameterVisible,
  normalizeToolInputs,
  withDefaults,
} from '../../src/catalogue/inputs.js';
import {
  INSTRUMENTS,
  instrumentMaxDate,
  instrumentYears,
  lastCalendarYear,
} from '../../src/catalogue/instruments.js';
import { TOOLS } from '../../src/catalogue/tools.js';
import type { ToolDefinition } from '../../src/catalogue/types.js';
import type { ScriptType } from '../../src/tools/script-types.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const NEW_YEAR = new Date('2026-01-01T00:30:00Z');

function tool(scriptType: ScriptType): ToolDefinition {
  const found = TOOLS.find((candidate) => candidate.scriptType === scriptType);
  if (!found) throw new Error(`no ${scriptType}`);
  return found;
}

describe('instruments', () => {
  const years = (list: keyof typeof INSTRUMENTS) =>
    Object.fromEntries(
      INSTRUMENTS[list].map((i) => [i.type, [i.startYear, i.endYear, i.resolutionMeters]]),
    );

  it('lists the land cover products with the years and pixels of data-methods.md section C', () => {
    expect(years('lcInstruments')).toEqual({
      modis: [2001, 2023, 500],
      'esa-cci': [1992, 2022, 300],
      esri: [2017, 2023, 10],
      worldcover: [2020, 2021, 10],
      dynamicworld: [2015, null, 10],
    });
  });

  it('lists the optical sensors, Sentinel-2 first', () => {
    expect(years('instruments')).toEqual({
      // decision 0016: Sentinel-2 L2A on the Planetary Computer is global from 2016.
      sentinel2: [2016, null, 10],
      landsat4: [1982, 1993, 30],
      landsat5: [1984, 2011, 30],
      landsat7: [1999, 2022, 30],
      landsat8: [2013, null, 30],
      landsat9: [2022, null, 30],
      modis: [2000, null, 250],
    });
    expect(INSTRUMENTS.instruments[0]?.type).toBe('sentinel2');
  });

  it('resolves open ends with the clock, in UTC', () => {
    expect(lastCalendarYear(NOW)).toBe(2025);
    expect(lastCalendarYear(NEW_YEAR)).toBe(2025);
    const [sentinel2] = INSTRUMENTS.monitoringInstruments;
    if (!sentinel2) throw new Error('no monitoring set');
    expect(instrumentYears(sentinel2, NOW)).toEqual({ startYear: 2017, endYear: 2025 });
    expect(instrumentMaxDate(sentinel2, NOW)).toBe('2026-11-21');
    const [modis] = INSTRUMENTS.lcInstruments;
    if (!modis) throw new Error('no land cover product');
    expect(instrumentYears(modis, NOW)).toEqual({ startYear: 2001, endYear: 2023 });
    expect(instrumentMaxDate(modis, NOW)).toBeNull();
    for (const set of INSTRUMENTS.monitoringInstruments) {
      expect(set.minDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('defaults', () => {
  const landCoverChange = tool('landCoverChange');

  it('makes the default study year the last year the chosen dataset covers', () => {
    const studyYear = (lcDatasetName: string) =>
      withDefaults(landCoverChange, { lcDatasetName }, NOW).studyYear;
    expect(studyYear('modis')).toBe(2023);
    expect(studyYear('worldcover')).toBe(2021);
    expect(studyYear('esa-cci')).toBe(2022);
    expect(studyYear('dynamicworld')).toBe(2025);
    // An unknown dataset bounds nothing: last calendar year (validation refuses the dataset).
    expect(studyYear('nope')).toBe(2025);
  });

  it('keeps given values and unknown keys', () => {
    expect(withDefaults(landCoverChange, { baseYear: 2005, extra: 1 }, NOW)).toEqual({
      baseYear: 2005,
      extra: 1,
      lcDatasetName: 'modis',
      studyYear: 2023,
    });
  });

  it('shows Undo changes only when a value differs from its default', () => {
    const grassland = tool('grasslandCarbon');
    expect(inputsDifferFromDefaults(grassland, {}, NOW)).toBe(false);
    expect(
      inputsDifferFromDefaults(grassland, { projectDuration: 20, restoredState: 2 }, NOW),
    ).toBe(false);
    expect(inputsDifferFromDefaults(grassland, { restoredState: 1 }, NOW)).toBe(true);
    expect(inputsDifferFromDefaults(landCoverChange, { studyYear: 2023 }, NOW)).toBe(false);
    expect(inputsDifferFromDefaults(landCoverChange, { studyYear: 2022 }, NOW)).toBe(true);
    const search = tool('searchEngine');
    expect(inputsDifferFromDefaults(search, { aridityClasses: [1, 2, 3, 4, 5] }, NOW)).toBe(false);
    expect(inputsDifferFromDefaults(search, { aridityClasses: [1, 2, 3, 4] }, NOW)).toBe(true);
  });

  it('replaces a minimal detectable difference of 0 or less by 0.01', () => {
    const sampling = tool('socSampling');
    const mdd = (value: unknown) =>
      normalizeToolInputs(sampling, { minimalDetectableDifference: value })
        .minimalDetectableDifference;
    expect(mdd(0)).toBe(0.01);
    expect(mdd(-3)).toBe(0.01);
    expect(mdd(0.5)).toBe(0.5);
    expect(mdd(null)).toBeNull();
  });

  it('shows kriging parameters only when the method is kriging', () => {
    const interpolation = tool('interpolation');
    const csv = interpolation.parameters.find((p) => p.id === 'socPointsCsv');
    if (!csv) throw new Error('no csv parameter');
    expect(isParameterVisible(csv, defaultInputs(interpolation, NOW))).toBe(false);
    expect(isParameterVisible(csv, { interpolationMethod: 'kriging' })).toBe(true);
  });
});

describe('catalogueInputRules', () => {
  it('stores inputs normalised and with every default', () => {
    expect(
      catalogueInputRules.withDefaults('socSampling', { minimalDetectableDifference: -1 }, NOW),
    ).toMatchObject({ minimalDetectableDifference: 0.01, power: 0.9, tails: 2 });
    expect(catalogueInputRules.withDefaults('landCoverChange', {}, NOW)).toEqual({
      lcDatasetName: 'modis',
      baseYear: 2001,
      studyYear: 2023,
    });
    expect(
      catalogueInputRules.validate({ landCoverChange: { baseYear: 1999 } }, NOW),
    ).toMatchObject([
      { scriptType: 'landCoverChange', parameter: 'baseYear', code: 'yearOutOfRange' },
    ]);
  });
});
