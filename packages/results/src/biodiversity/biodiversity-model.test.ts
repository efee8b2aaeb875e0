import type { SpeciesRecord } from '@ecotone/analysis';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  compareThreatCodes,
  countByCategory,
  countIn,
  DEFAULT_SPECIES_SORT,
  filterSpecies,
  formatFixed,
  msaLossAvoidedHa,
  msaRows,
  NEAR_THREATENED_CATEGORIES,
  nextSpeciesSort,
  parseContextValues,
  parseMsaValues,
  perAreaMean,
  signed,
  sortSpecies,
  speciesClasses,
  THREATENED_CATEGORIES,
  threatKey,
  threatRows,
} from './biodiversity-model.js';
import { isBiodiversityScriptType } from './biodiversity-script-types.js';
import {
  biodiversityContextValues,
  grasslandMsaValues,
  wetlandMsaValues,
} from './biodiversity-values.fixture.js';

const stored = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('which tools the biodiversity tab serves', () => {
  it('serves the two MSA tools and biodiversity context, nothing else', () => {
    expect(isBiodiversityScriptType('biodiversityMsa')).toBe(true);
    expect(isBiodiversityScriptType('wetlandsBiodiversityMsa')).toBe(true);
    expect(isBiodiversityScriptType('biodiversityContext')).toBe(true);
    expect(isBiodiversityScriptType('forestCarbon')).toBe(false);
    expect(isBiodiversityScriptType('context')).toBe(false);
  });
});

describe('4-decimal threat scores', () => {
  it('always shows four decimals, in the reader’s separators', () => {
    expect(formatFixed(19.8765, 'en')).toBe('19.8765');
    expect(formatFixed(19.8765, 'es')).toBe('19,8765');
    expect(formatFixed(2, 'en')).toBe('2.0000');
    expect(formatFixed(1234.5, 'es')).toBe('1.234,5000');
    expect(formatFixed(0.00003, 'en')).toBe('0.0000');
    // specs/3: values below 0.0001 show 0, though 4 decimals alone would round this up.
    expect(formatFixed(0.00006, 'en')).toBe('0.0000');
    expect(formatFixed(0.0001, 'en')).toBe('0.0001');
    // No "-0.0000": a sign on a zero says nothing.
    expect(formatFixed(-0.00001, 'en')).toBe('0.0000');
    expect(formatFixed(Number.NaN, 'en')).toBe('N/A');
  });

  it('rounds half away from zero at the fourth decimal', () => {
    expect(formatFixed(0.00125, 'en')).toBe('0.0013');
    expect(formatFixed(48.24013, 'en')).toBe('48.2401');
  });
});

describe('the MSA comparison', () => {
  it('gives after − before per pressure, in the spec’s order, total last', () => {
    const rows = msaRows(grasslandMsaValues.msaMeanBefore, grasslandMsaValues.msaMeanAfter);
    expect(rows.map((row) => row.pressure)).toEqual([
      'landCover',
      'infrastructure',
      'habitatFragmentation',
      'humanEncroachment',
      'total',
    ]);
    // 0.614 − 0.4215; 0.8902 − 0.8633
    expect(rows[0]?.difference).toBeCloseTo(0.1925, 10);
    expect(rows[1]?.difference).toBe(0);
    expect(rows[2]?.difference).toBeCloseTo(0.0269, 10);
    // Totals are products of the pressures: 0.4215·0.9124·0.8633·0.881 = 0.292496…,
    // 0.614·0.9124·0.8902·0.881 = 0.439357…
    expect(rows[4]?.before).toBeCloseTo(0.2924964, 6);
    expect(rows[4]?.after).toBeCloseTo(0.4393566, 6);
    expect(rows[4]?.difference).toBeCloseTo(0.1468602, 6);
  });

  it('has no difference where a pressure does not apply (null)', () => {
    const rows = msaRows(wetlandMsaValues.msaMeanBefore, wetlandMsaValues.msaMeanAfter);
    const encroachment = rows.find((row) => row.pressure === 'humanEncroachment');
    expect(encroachment).toEqual({
      pressure: 'humanEncroachment',
      before: null,
      after: null,
      difference: null,
    });
  });

  it('counts the MSA-loss hectares avoided: 2,400 ha × (0.439357 − 0.292496) = 352.46 ha', () => {
    expect(msaLossAvoidedHa(grasslandMsaValues)).toBeCloseTo(352.4645, 3);
    expect(msaLossAvoidedHa(wetlandMsaValues)).toBeCloseTo(640 * (0.532 - 0.252), 9);
  });

  it('signs gains only', () => {
    expect(signed('0.19', 0.19)).toBe('+0.19');
    expect(signed('0', 0)).toBe('0');
    expect(signed('0', 0.00001)).toBe('0');
    expect(signed('-0.05', -0.05)).toBe('-0.05');
  });

  it('reads stored values and refuses ones without before and after', () => {
    expect(parseMsaValues(stored(grasslandMsaValues))).toEqual(grasslandMsaValues);
    expect(parseMsaValues(stored(wetlandMsaValues))?.msaMeanAfter.humanEncroachment).toBeNull();
    expect(parseMsaValues({ ...stored(grasslandMsaValues), msaMeanAfter: undefined })).toBeNull();
    expect(parseMsaValues({ ...stored(grasslandMsaValues), studyAreaHa: 'x' })).toBeNull();
    const empty = { landCover: null, infrastructure: null };
    expect(
      parseMsaValues({ ...stored(grasslandMsaValues), msaMeanBefore: empty, msaMeanAfter: empty }),
    ).toBeNull();
  });
});

describe('STAR rows', () => {
  it('orders threat codes number by number (10 after 9, 2.10 after 2.9)', () => {
    expect(['10', '2', '9', '1'].sort(compareThreatCodes)).toEqual(['1', '2', '9', '10']);
    expect(['2.10', '2.9', '2.1'].sort(compareThreatCodes)).toEqual(['2.1', '2.9', '2.10']);
  });

  it('splits the 12 categories from the total and keeps sub-categories under theirs', () => {
    const shuffled = [...biodiversityContextValues.starThreatScores].reverse();
    const { categories, total } = threatRows(shuffled);
    expect(categories.map((row) => row.scoreType)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(categories[1]?.subcategories?.map((sub) => sub.scoreType)).toEqual([
      '2.1',
      '2.2',
      '2.3',
    ]);
    // Hand sum of the fixture's categories: 2.1843 + 19.8765 + … + 0.00003 = 48.24013
    expect(total?.threatAbatementScore).toBeCloseTo(48.24013, 9);
    expect(total?.restorationScore).toBeCloseTo(21.7468, 9);
    expect(formatFixed(total?.threatAbatementScore ?? 0, 'en')).toBe('48.2401');
  });

  it('names sub-categories by catalogue keys without dots', () => {
    expect(threatKey('2')).toBe('biodiversityResults.threats.2');
    expect(threatKey('2.3')).toBe('biodiversityResults.threats.2_3');
  });

  it('shows the per-hectare means per acre in imperial (÷ 2.47105)', () => {
    expect(perAreaMean(0.0201, 'metric')).toEqual({ value: 0.0201, area: 'ha' });
    const imperial = perAreaMean(0.0201, 'imperial');
    expect(imperial.area).toBe('acre');
    expect(imperial.value).toBeCloseTo(0.0201 / 2.47105, 12);
  });
});

const record = (
  scientificName: string,
  threatCategory: SpeciesRecord['threatCategory'],
  className = 'Aves',
  shareOfRange?: number,
): SpeciesRecord => ({
  scientificName,
  threatCategory,
  kingdom: 'Animalia',
  phylum: 'Chordata',
  class: className,
  order: 'o',
  family: 'f',
  genus: scientificName.split(' ')[0] ?? '',
  ...(shareOfRange === undefined ? {} : { shareOfRange }),
});

describe('species by Red List severity', () => {
  const species = [
    record('Beta b', 'LC', 'Aves', 0.1),
    record('Alpha a', 'LC', 'Mammalia', 0.3),
    record('Gamma g', 'DD', 'Amphibia'),
    record('Delta d', 'CR', 'Aves', 0.02),
    record('Eps e', 'NE', 'Aves'),
    record('Zeta z', 'EX', 'Mammalia'),
    record('Eta e', 'VU', 'Amphibia', 0.5),
  ];

  it('opens most severe first (EX, EW, CR, EN, VU, NT, LC, DD, NE), then by name', () => {
    expect(sortSpecies(species, DEFAULT_SPECIES_SORT, 'en').map((s) => s.scientificName)).toEqual([
      'Zeta z',
      'Delta d',
      'Eta e',
      'Alpha a',
      'Beta b',
      'Gamma g',
      'Eps e',
    ]);
  });

  it('reverses the severity on a second click, never sorting categories alphabetically', () => {
    const sort = nextSpeciesSort(DEFAULT_SPECIES_SORT, 'threatCategory');
    expect(sort).toEqual({ key: 'threatCategory', direction: 'desc' });
    expect(sortSpecies(species, sort, 'en').map((s) => s.threatCategory)).toEqual([
      'NE',
      'DD',
      'LC',
      'LC',
      'VU',
      'CR',
      'EX',
    ]);
  });

  it('sorts by share of range largest first, unknown shares last', () => {
    const sort = nextSpeciesSort(DEFAULT_SPECIES_SORT, 'shareOfRange');
    expect(sort.direction).toBe('desc');
    expect(sortSpecies(species, sort, 'en').map((s) => s.scientificName)).toEqual([
      'Eta e',
      'Alpha a',
      'Beta b',
      'Delta d',
      'Zeta z',
      'Gamma g',
      'Eps e',
    ]);
    const ascending = sortSpecies(species, { key: 'shareOfRange', direction: 'asc' }, 'en');
    expect(ascending.map((s) => s.shareOfRange)).toEqual([
      0.02,
      0.1,
      0.3,
      0.5,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sorts by name and by class in the reader’s language, ties by severity', () => {
    const byName = sortSpecies(species, { key: 'scientificName', direction: 'asc' }, 'en');
    expect(byName[0]?.scientificName).toBe('Alpha a');
    const byClass = sortSpecies(species, { key: 'class', direction: 'asc' }, 'en');
    expect(byClass.map((s) => `${s.class} ${s.threatCategory}`)).toEqual([
      'Amphibia VU',
      'Amphibia DD',
      'Aves CR',
      'Aves LC',
      'Aves NE',
      'Mammalia EX',
      'Mammalia LC',
    ]);
  });

  it('counts threatened (CR, EN, VU) and near-threatened (adds NT) species', () => {
    const counts = biodiversityContextValues.speciesCountByCategory;
    expect(counts).toEqual({ EX: 0, EW: 0, CR: 1, EN: 2, VU: 4, NT: 3, LC: 10, DD: 2, NE: 1 });
    expect(countIn(counts, THREATENED_CATEGORIES)).toBe(7);
    expect(countIn(counts, NEAR_THREATENED_CATEGORIES)).toBe(10);
    expect(countByCategory(biodiversityContextValues.species)).toEqual(counts);
  });

  it('filters by category and by class, each list meaning "any" when empty', () => {
    expect(filterSpecies(species, { categories: [], classes: [] })).toHaveLength(7);
    expect(
      filterSpecies(species, { categories: ['LC', 'CR'], classes: [] }).map(
        (s) => s.scientificName,
      ),
    ).toEqual(['Beta b', 'Alpha a', 'Delta d']);
    expect(
      filterSpecies(species, { categories: ['LC'], classes: ['Mammalia'] }).map(
        (s) => s.scientificName,
      ),
    ).toEqual(['Alpha a']);
    expect(filterSpecies(species, { categories: ['EW'], classes: [] })).toEqual([]);
    expect(activeFilterCount({ categories: ['LC', 'CR'], classes: ['Aves'] })).toBe(3);
    expect(speciesClasses(species, 'en')).toEqual(['Amphibia', 'Aves', 'Mammalia']);
  });

  it('reads stored context values, dropping malformed species and counting missing counts', () => {
    const values = stored(biodiversityContextValues);
    const parsed = parseContextValues(values);
    expect(parsed?.species).toHaveLength(23);
    expect(parsed?.species[0]?.threatCategory).toBe('CR');
    expect(parsed?.threatenedSpeciesCount).toBe(7);
    const damaged = parseContextValues({
      ...values,
      species: [...(values.species as unknown[]), { scientificName: 'X', threatCategory: 'ZZ' }],
      speciesCountByCategory: undefined,
      threatenedSpeciesCount: undefined,
    });
    expect(damaged?.species).toHaveLength(23);
    expect(damaged?.speciesCountByCategory.LC).toBe(10);
    expect(damaged?.threatenedSpeciesCount).toBe(7);
    expect(parseContextValues({ ...values, studyAreaHa: null })).toBeNull();
  });
});
