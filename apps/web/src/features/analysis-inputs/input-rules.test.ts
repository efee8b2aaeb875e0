import type { InstrumentInfo } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkCsvColumns,
  checkNumber,
  csvColumns,
  dateBounds,
  formatList,
  parseList,
  replaceNonPositive,
  sanitizeText,
  yearBounds,
} from './input-rules';
import { parameter, tool } from './metadata.fixture';

describe('sanitizeText', () => {
  it('trims and removes < > quotes and anything outside letters, digits, space and / - _ . , ( )', () => {
    expect(sanitizeText('  <b>"Rancho" O\'Neil</b>  ')).toBe('bRancho ONeil/b');
    expect(sanitizeText('Año 2024 (norte) - lote_3/4, v1.2')).toBe(
      'Año 2024 (norte) - lote_3/4, v1.2',
    );
    expect(sanitizeText('a;b:c!d@e#f$g%h&i*j+k=l?m`n')).toBe('abcdefghijklmn');
    expect(sanitizeText('   ')).toBe('');
  });
});

describe('parseList', () => {
  it('splits a string with a comma and no newline into trimmed, unquoted, non-empty items', () => {
    expect(parseList(' "ranch_a" , \'ranch b\',, ranch-c ,')).toEqual([
      'ranch_a',
      'ranch b',
      'ranch-c',
    ]);
  });

  it('reads one item per line when there is a newline (commas then stay inside items)', () => {
    expect(parseList('north, upper\n south \n\n')).toEqual(['north, upper', 'south']);
  });

  it('is one item without separators, and empty when nothing is left (the caller reverts)', () => {
    expect(parseList('  lone  ')).toEqual(['lone']);
    expect(parseList(' , "" ,')).toEqual([]);
    expect(parseList('<>')).toEqual([]);
  });

  it('formats lists back for the text box', () => {
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList('a')).toBe('a');
    expect(formatList(null)).toBe('');
  });
});

describe('checkNumber', () => {
  const any = { min: null, max: null, step: 'any' as const };
  it('parses floats, and empty text as null', () => {
    expect(checkNumber('12.5', any)).toEqual({ valid: true, value: 12.5 });
    expect(checkNumber(' -0.25 ', any)).toEqual({ valid: true, value: -0.25 });
    expect(checkNumber('1e3', any)).toEqual({ valid: true, value: 1000 });
    expect(checkNumber('', any)).toEqual({ valid: true, value: null });
  });

  it('refuses text that is not a whole number (parseFloat would accept "12abc")', () => {
    expect(checkNumber('12abc', any)).toEqual({ valid: false, reason: 'notANumber' });
    expect(checkNumber('abc', any)).toEqual({ valid: false, reason: 'notANumber' });
    expect(checkNumber('1,5', any)).toEqual({ valid: false, reason: 'notANumber' });
  });

  it('respects min, max and step (counted from min), with float tolerance', () => {
    // Project duration 0 to 50 years (specs/3 section 5).
    const years = { min: 0, max: 50, step: 1 };
    expect(checkNumber('50', years)).toEqual({ valid: true, value: 50 });
    expect(checkNumber('50.5', years)).toEqual({ valid: false, reason: 'aboveMax' });
    expect(checkNumber('-1', years)).toEqual({ valid: false, reason: 'belowMin' });
    expect(checkNumber('2.5', years)).toEqual({ valid: false, reason: 'offStep' });
    // IFM logging factor 0, 0.25 .. 1.
    const factor = { min: 0, max: 1, step: 0.25 };
    expect(checkNumber('0.75', factor)).toEqual({ valid: true, value: 0.75 });
    expect(checkNumber('0.3', factor)).toEqual({ valid: false, reason: 'offStep' });
    expect(checkNumber('0.3', { min: null, max: null, step: 0.1 })).toEqual({
      valid: true,
      value: 0.3,
    });
    // Land parcel buffer -100 to 200 m: steps count from the minimum.
    expect(checkNumber('-95', { min: -100, max: 200, step: 5 })).toEqual({
      valid: true,
      value: -95,
    });
  });
});

describe('yearBounds', () => {
  const today = new Date(2026, 4, 12);
  const instrument = (type: string, startYear: number, endYear: number) => ({
    type,
    label: type,
    startYear,
    endYear,
    resolution: 500,
    minDate: null,
    maxDate: null,
    note: null,
  });
  // 'modis' is in two lists with different years: the holder parameter's component picks the list.
  const info: InstrumentInfo = {
    instruments: [instrument('modis', 2000, 2025), instrument('sentinel2', 2017, 2025)],
    lcInstruments: [instrument('modis', 2001, 2023), instrument('dynamicWorld', 2016, 2025)],
    monitoringInstruments: [],
  };
  const baseYear = parameter({ id: 'baseYear', component: 'year', instrumentParameter: 'dataset' });
  const landCover = tool({
    scriptType: 'landCoverChange',
    parameters: [parameter({ id: 'dataset', component: 'lcDataset' }), baseYear],
  });
  const vegetation = tool({
    scriptType: 'vegetationChange',
    parameters: [parameter({ id: 'dataset', component: 'instrument' }), baseYear],
  });

  it('default to 1982 through last year', () => {
    const plain = parameter({ id: 'y', component: 'year' });
    expect(yearBounds(landCover, plain, {}, info, today)).toEqual({ min: 1982, max: 2025 });
  });

  it("follow the selected instrument's start and end years, from the holder's list", () => {
    expect(yearBounds(landCover, baseYear, { dataset: 'modis' }, info, today)).toEqual({
      min: 2001,
      max: 2023,
    });
    expect(yearBounds(vegetation, baseYear, { dataset: 'modis' }, info, today)).toEqual({
      min: 2000,
      max: 2025,
    });
    expect(yearBounds(landCover, baseYear, { dataset: 'dynamicWorld' }, info, today)).toEqual({
      min: 2016,
      max: 2025,
    });
    // Unknown instrument, one from another list, or no instrument list yet: the defaults.
    const defaults = { min: 1982, max: 2025 };
    expect(yearBounds(landCover, baseYear, { dataset: 'nope' }, info, today)).toEqual(defaults);
    expect(yearBounds(landCover, baseYear, { dataset: 'sentinel2' }, info, today)).toEqual(
      defaults,
    );
    expect(yearBounds(landCover, baseYear, { dataset: 'modis' }, undefined, today)).toEqual(
      defaults,
    );
  });

  it("are narrowed by the parameter's own min and max", () => {
    const bounded = { ...baseYear, min: 2005, max: 2020 };
    expect(yearBounds(landCover, bounded, {}, info, today)).toEqual({ min: 2005, max: 2020 });
    expect(yearBounds(landCover, bounded, { dataset: 'dynamicWorld' }, info, today)).toEqual({
      min: 2016,
      max: 2020,
    });
  });
});

describe('dateBounds', () => {
  it('offer 1990 through next year as yyyy-MM-dd', () => {
    expect(dateBounds(new Date(2026, 0, 1))).toEqual({ min: '1990-01-01', max: '2027-12-31' });
  });
});

describe('CSV columns', () => {
  const interpolation = ['Name', 'Lat', 'Lon', 'SOC'];

  it('reads the header of comma, semicolon and tab files, without BOM or quotes', () => {
    expect(csvColumns('\uFEFF"Name", Lat ,Lon,SOC\r\na,1,2,3')).toEqual([
      'Name',
      'Lat',
      'Lon',
      'SOC',
    ]);
    expect(csvColumns('\n\nName;Lat;Lon;SOC\n')).toEqual(['Name', 'Lat', 'Lon', 'SOC']);
    expect(csvColumns('Name\tLat')).toEqual(['Name', 'Lat']);
  });

  it('accepts a file with every expected column in any order and case', () => {
    expect(checkCsvColumns('soc,NAME,lon,lat,depth\np1,1.5,-3,-60,30', interpolation)).toEqual({
      valid: true,
    });
  });

  it('names the missing columns in the expected order', () => {
    expect(checkCsvColumns('Name,Latitude,Lon\np1,1,2', interpolation)).toEqual({
      valid: false,
      reason: 'missingColumns',
      missing: ['Lat', 'SOC'],
    });
  });

  it('refuses an empty file and a header without rows', () => {
    expect(checkCsvColumns(' \n \n', interpolation)).toEqual({ valid: false, reason: 'empty' });
    expect(checkCsvColumns('Name,Lat,Lon,SOC\n', interpolation)).toEqual({
      valid: false,
      reason: 'noRows',
    });
  });
});

describe('replaceNonPositive', () => {
  it('replaces 0 or less when the parameter has a replacement, and nothing else', () => {
    expect(replaceNonPositive(0, 0.01)).toBe(0.01);
    expect(replaceNonPositive(-3, 0.01)).toBe(0.01);
    expect(replaceNonPositive(0.5, 0.01)).toBe(0.5);
    expect(replaceNonPositive(null, 0.01)).toBeNull();
    expect(replaceNonPositive(0, null)).toBe(0);
    expect(replaceNonPositive(-1, undefined)).toBe(-1);
  });
});
