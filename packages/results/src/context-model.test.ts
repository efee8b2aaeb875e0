import type { Language, UnitSystem } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import {
  biomeText,
  contextSections,
  keyBiodiversityAreaRows,
  protectedAreaRows,
  type Translate,
} from './context-model.js';
import { quantityFormat } from './quantity-format.js';

/** Echoes keys with their parameters, so tests see which text was asked for. */
const translate: Translate = (key, params) =>
  params
    ? `${key}(${Object.entries(params)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

const texts = (units: UnitSystem, language: Language, using: Translate = translate) => ({
  format: quantityFormat(units, language),
  translate: using,
  language,
});

const values = {
  studyAreaHa: 100,
  elevation: { min: 1200, mean: 1500.4, max: 1800, p10: 1250, p50: 1490, p90: 1750 },
  slope: { mean: 4.26, max: 18.9 },
  meanTemperature: 20,
  annualPrecipitation: 254,
  potentialEvapotranspiration: null,
  aridityIndex: 0.3456,
  aridityClass: 'semiArid',
  ecoregion: { id: 1, name: 'Synthetic steppe', biome: 'Grasslands', realm: 'X', overlapHa: 100 },
  biome: 'Grasslands',
  basins: [],
  // As the context tool stores them: Natural Earth's names in both languages.
  countries: [
    {
      code: 'USA',
      code2: 'US',
      name: { en: 'United States', es: 'Estados Unidos' },
      overlapHa: 90,
    },
    { code: 'CAN', code2: 'CA', name: { en: 'Canada', es: 'Canadá' }, overlapHa: 10 },
  ],
  states: [
    { code: 'US-WY', countryCode: 'USA', name: { en: 'Wyoming', es: 'Wyoming' }, overlapHa: 90 },
    { code: 'CA-AB', countryCode: 'CAN', name: { en: 'Alberta', es: 'Alberta' }, overlapHa: 10 },
  ],
  protectedAreas: [
    {
      id: 2,
      name: 'Far park',
      category: 'II',
      designation: 'Park',
      distanceKm: 42.5,
      overlapHa: 0,
    },
    {
      id: 1,
      name: 'Near reserve',
      category: 'Ia',
      designation: 'Reserve',
      distanceKm: 0,
      overlapHa: 12.34,
    },
    { id: 3, name: 'Odd', category: 'Something else', distanceKm: 3, overlapHa: 0 },
  ],
  keyBiodiversityAreas: [
    { id: 9, name: 'Wetland KBA', protect: 'little/none', distanceKm: 10, overlapHa: 0 },
  ],
};

const row = (sections: ReturnType<typeof contextSections>, id: string) =>
  sections.flatMap((section) => section.rows).find((candidate) => candidate.id === id);

describe('contextSections', () => {
  it('shows metric values with their units', () => {
    const sections = contextSections(values, texts('metric', 'english'));
    expect(sections.map((section) => section.title)).toEqual([
      'results.context.place',
      'results.context.terrain',
      'results.context.climate',
      'results.context.ecology',
    ]);
    expect(row(sections, 'studyAreaHa')?.value).toBe('100 ha');
    expect(row(sections, 'elevation')?.value).toBe('1,500 m');
    expect(row(sections, 'elevation')?.detail).toBe(
      'results.values.range(min=1,200 m,max=1,800 m); results.values.percentiles(p10=1,250 m,p50=1,490 m,p90=1,750 m)',
    );
    expect(row(sections, 'slopeMean')?.value).toBe('4.3°');
    expect(row(sections, 'meanTemperature')?.value).toBe('20 °C');
    expect(row(sections, 'annualPrecipitation')?.value).toBe('254 mm');
    expect(row(sections, 'aridityIndex')?.value).toBe('0.35');
    expect(row(sections, 'aridityClass')?.value).toBe('context.aridityClass.semiArid');
    expect(row(sections, 'countries')?.value).toBe('United States, Canada');
    expect(row(sections, 'states')?.value).toBe('Wyoming, Alberta');
    expect(row(sections, 'ecoregion')?.value).toBe('Synthetic steppe');
  });

  it('converts to imperial: 100 ha = 247 acres, 20 °C = 68 °F, 254 mm = 10 in', () => {
    const sections = contextSections(values, texts('imperial', 'english'));
    expect(row(sections, 'studyAreaHa')?.value).toBe('247 acres');
    expect(row(sections, 'meanTemperature')?.value).toBe('68 °F');
    expect(row(sections, 'annualPrecipitation')?.value).toBe('10 in');
    // Degrees of slope are the same in both systems.
    expect(row(sections, 'slopeMean')?.value).toBe('4.3°');
  });

  it('formats numbers the Spanish way, grouping four digits like five', () => {
    const sections = contextSections(values, texts('metric', 'spanish'));
    expect(row(sections, 'aridityIndex')?.value).toBe('0,35');
    expect(row(sections, 'slopeMax')?.value).toBe('19°');
    expect(row(sections, 'elevation')?.value).toBe('1.500 m');
    const imperial = contextSections(
      { ...values, studyAreaHa: 5874 },
      texts('imperial', 'spanish'),
    );
    // 1500.4 m = 4922.6 ft; 5874 ha = 14,515 acres: one grouping rule for both.
    expect(row(imperial, 'elevation')?.value).toBe('4.923 ft');
    expect(row(imperial, 'studyAreaHa')?.value).toBe('14.515 acres');
  });

  it('names countries and states in the reader\'s language (issue 12: they read "None")', () => {
    const sections = contextSections(values, texts('metric', 'spanish'));
    expect(row(sections, 'countries')?.value).toBe('Estados Unidos, Canadá');
    expect(row(sections, 'states')?.value).toBe('Wyoming, Alberta');
  });

  it('translates synthetic feature names and RESOLVE biomes, and keeps real names as they came', () => {
    const spanish: Translate = (key, params) =>
      ({
        'context.syntheticNames.basin': `Cuenca de demostración ${params?.id} (sintética)`,
        'context.syntheticNames.ecoregion': `Ecorregión de demostración ${params?.id} (sintética)`,
        'context.biomes.8': 'Pastizales, sabanas y matorrales templados',
      })[key] ?? key;
    const synthetic = {
      ...values,
      ecoregion: {
        id: 2922,
        name: 'Demo ecoregion 2922 (synthetic)',
        label: { key: 'context.syntheticNames.ecoregion', params: { id: '2922' } },
      },
      biome: 'Temperate Grasslands, Savannas & Shrublands',
      basins: [
        {
          id: 7,
          name: 'Demo basin 7 (synthetic)',
          label: { key: 'context.syntheticNames.basin', params: { id: '7' } },
        },
        { id: 8, name: 'Río Real' },
      ],
    };
    const sections = contextSections(synthetic, texts('metric', 'spanish', spanish));
    expect(row(sections, 'ecoregion')?.value).toBe('Ecorregión de demostración 2922 (sintética)');
    expect(row(sections, 'biome')?.value).toBe('Pastizales, sabanas y matorrales templados');
    expect(row(sections, 'basins')?.value).toBe('Cuenca de demostración 7 (sintética), Río Real');
    expect(biomeText('Cerrado-like mosaic', spanish)).toBe('Cerrado-like mosaic');
  });

  it('says not available or none instead of inventing a value', () => {
    const sections = contextSections(values, texts('metric', 'english'));
    expect(row(sections, 'potentialEvapotranspiration')?.value).toBe('results.values.notAvailable');
    expect(row(sections, 'basins')?.value).toBe('results.values.none');
    const empty = contextSections({}, texts('metric', 'english'));
    expect(row(empty, 'studyAreaHa')?.value).toBe('results.values.notAvailable');
    expect(row(empty, 'elevation')?.label).toBe('context.fields.elevation');
  });
});

describe('nearby areas', () => {
  it('lists protected areas nearest first with translated IUCN categories', () => {
    const rows = protectedAreaRows(values, texts('metric', 'english'));
    expect(rows.map((entry) => entry.name)).toEqual(['Near reserve', 'Odd', 'Far park']);
    expect(rows[0]).toMatchObject({
      category: 'context.iucnCategory.Ia',
      distance: '0 km',
      overlap: '12 ha',
    });
    expect(rows[1]?.category).toBe('Something else');
    expect(rows[2]?.distance).toBe('43 km');
  });

  it('shows distances in miles for imperial readers', () => {
    const rows = protectedAreaRows(values, texts('imperial', 'english'));
    // 42.5 km x 0.62137119 = 26.4 mi
    expect(rows[2]?.distance).toBe('26 mi');
  });

  it('lists key biodiversity areas with their protection status', () => {
    const rows = keyBiodiversityAreaRows(values, texts('metric', 'english'));
    expect(rows).toEqual([
      {
        id: '9-0',
        name: 'Wetland KBA',
        category: 'context.protectStatus.littleNone',
        distance: '10 km',
        overlap: '0 ha',
      },
    ]);
  });
});
