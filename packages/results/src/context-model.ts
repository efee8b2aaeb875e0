import type { ContextValues } from '@ecotone/analysis';
import { type Language, languageToLocale } from '@ecotone/i18n';
import type { QuantityFormat } from './quantity-format.js';

/**
 * The context values (packages/analysis context.tool.ts `ContextValues`) as labelled rows and
 * tables. Values arrive as stored JSON, so each field is checked: a missing value reads
 * "not available", an empty list "none", and nothing is invented.
 */

/** Catalogue keys are passed in already translated, so this stays free of React and i18next. */
export type Translate = (key: string, params?: Record<string, string>) => string;

export interface ValueRow {
  id: string;
  /** i18n key of the label. */
  label: string;
  value: string;
  detail?: string;
}

export interface ValueSection {
  /** i18n key of the heading. */
  title: string;
  rows: ValueRow[];
}

export interface NearbyAreaRow {
  id: string;
  name: string;
  category: string;
  distance: string;
  overlap: string;
}

type Loose<T> = { [K in keyof T]?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

/** How a result's own texts read in the reader's language (and its quantities in their units). */
export interface Texts {
  format: QuantityFormat;
  translate: Translate;
  language: Language;
}

/**
 * The name of one item of a result, as the reader should see it: a synthetic feature's catalogue
 * label (`context.syntheticNames.*`), an admin area's `{ en, es }` (Natural Earth's own names,
 * the same the wizard's key details show), or a dataset's own name as it came.
 */
export function nameText(item: Record<string, unknown>, { translate, language }: Texts): string {
  const { label, name } = item;
  if (isRecord(label) && typeof label.key === 'string') {
    const params = isRecord(label.params)
      ? Object.fromEntries(Object.entries(label.params).map(([k, v]) => [k, String(v)]))
      : undefined;
    const text = translate(label.key, params);
    if (text !== label.key) return text;
  }
  if (typeof name === 'string') return name.trim();
  if (isRecord(name)) {
    const localized = name[languageToLocale(language)] ?? name.en;
    if (typeof localized === 'string') return localized.trim();
  }
  return '';
}

const names = (value: unknown, texts: Texts): string[] =>
  records(value)
    .map((item) => nameText(item, texts))
    .filter((name) => name !== '');

/** RESOLVE Ecoregions 2017 BIOME_NAME -> BIOME_NUM, whose name is `context.biomes.{number}`. */
const BIOME_NUMBERS: Record<string, number> = {
  'Tropical & Subtropical Moist Broadleaf Forests': 1,
  'Tropical & Subtropical Dry Broadleaf Forests': 2,
  'Tropical & Subtropical Coniferous Forests': 3,
  'Temperate Broadleaf & Mixed Forests': 4,
  'Temperate Conifer Forests': 5,
  'Boreal Forests/Taiga': 6,
  'Tropical & Subtropical Grasslands, Savannas & Shrublands': 7,
  'Temperate Grasslands, Savannas & Shrublands': 8,
  'Flooded Grasslands & Savannas': 9,
  'Montane Grasslands & Shrublands': 10,
  Tundra: 11,
  'Mediterranean Forests, Woodlands & Scrub': 12,
  'Deserts & Xeric Shrublands': 13,
  Mangroves: 14,
};

/** A biome name in the reader's language; one RESOLVE does not list is shown as it came. */
export function biomeText(name: string, translate: Translate): string {
  const number = BIOME_NUMBERS[name.trim()];
  if (number === undefined) return name;
  const key = `context.biomes.${number}`;
  const text = translate(key);
  return text === key ? name : text;
}

function quantityRow(id: string, value: unknown, unit: string, { format, translate }: Texts) {
  return {
    id,
    label: `context.fields.${id}`,
    value: finite(value) ? format.quantity(value, unit) : translate('results.values.notAvailable'),
  };
}

function listRow(id: string, items: string[], translate: Translate): ValueRow {
  return {
    id,
    label: `context.fields.${id}`,
    value: items.length > 0 ? items.join(', ') : translate('results.values.none'),
  };
}

function elevationRow(elevation: unknown, texts: Texts): ValueRow {
  const row = quantityRow('elevation', isRecord(elevation) ? elevation.mean : null, 'm', texts);
  if (!isRecord(elevation)) return row;
  const { min, max, p10, p50, p90 } = elevation;
  if (![min, max, p10, p50, p90].every(finite)) return row;
  const m = (value: unknown) => texts.format.quantity(value as number, 'm');
  const range = texts.translate('results.values.range', { min: m(min), max: m(max) });
  const percentiles = texts.translate('results.values.percentiles', {
    p10: m(p10),
    p50: m(p50),
    p90: m(p90),
  });
  return { ...row, label: 'context.fields.elevationMean', detail: `${range}; ${percentiles}` };
}

function aridityClassRow(value: unknown, translate: Translate): ValueRow {
  return {
    id: 'aridityClass',
    label: 'context.fields.aridityClass',
    value:
      typeof value === 'string'
        ? translate(`context.aridityClass.${value}`)
        : translate('results.values.notAvailable'),
  };
}

/** The definition list of the context result, in four sections. */
export function contextSections(raw: Record<string, unknown>, texts: Texts): ValueSection[] {
  const values = raw as Loose<ContextValues>;
  const { translate } = texts;
  const slope = isRecord(values.slope) ? values.slope : {};
  const ecoregion = isRecord(values.ecoregion) ? values.ecoregion : null;
  const biome =
    typeof values.biome === 'string' && values.biome !== ''
      ? [biomeText(values.biome, translate)]
      : [];
  return [
    {
      title: 'results.context.place',
      rows: [
        quantityRow('studyAreaHa', values.studyAreaHa, 'ha', texts),
        listRow('countries', names(values.countries, texts), translate),
        listRow('states', names(values.states, texts), translate),
        listRow('basins', names(values.basins, texts), translate),
      ],
    },
    {
      title: 'results.context.terrain',
      rows: [
        elevationRow(values.elevation, texts),
        quantityRow('slopeMean', slope.mean, 'deg', texts),
        quantityRow('slopeMax', slope.max, 'deg', texts),
      ],
    },
    {
      title: 'results.context.climate',
      rows: [
        quantityRow('meanTemperature', values.meanTemperature, 'degC', texts),
        quantityRow('annualPrecipitation', values.annualPrecipitation, 'mm', texts),
        quantityRow('potentialEvapotranspiration', values.potentialEvapotranspiration, 'mm', texts),
        quantityRow('aridityIndex', values.aridityIndex, '1', texts),
        aridityClassRow(values.aridityClass, translate),
      ],
    },
    {
      title: 'results.context.ecology',
      rows: [
        listRow('ecoregion', ecoregion ? names([ecoregion], texts) : [], translate),
        listRow('biome', biome, translate),
      ],
    },
  ];
}

/** specs/3 section 3 IUCN_CAT values -> `context.iucnCategory.*` keys. */
const IUCN_KEYS: Record<string, string> = {
  Ia: 'Ia',
  Ib: 'Ib',
  II: 'II',
  III: 'III',
  IV: 'IV',
  V: 'V',
  VI: 'VI',
  'Not Reported': 'notReported',
  'Not Applicable': 'notApplicable',
  'Not Assigned': 'notAssigned',
};

/** specs/3 section 3 KBA `Protect` values -> `context.protectStatus.*` keys. */
const PROTECT_KEYS: Record<string, string> = {
  whole: 'whole',
  most: 'most',
  some: 'some',
  'little/none': 'littleNone',
  littleNone: 'littleNone',
  unknown: 'unknown',
};

function nearbyRows(
  items: unknown,
  categoryOf: (item: Record<string, unknown>) => string,
  texts: Texts,
): NearbyAreaRow[] {
  const { format } = texts;
  return records(items)
    .filter((item) => finite(item.distanceKm) && finite(item.overlapHa))
    .sort((a, b) => (a.distanceKm as number) - (b.distanceKm as number))
    .map((item, index) => ({
      id: `${String(item.id ?? '')}-${index}`,
      name: nameText(item, texts),
      category: categoryOf(item),
      distance: format.quantity(item.distanceKm as number, 'km'),
      overlap: format.quantity(item.overlapHa as number, 'ha'),
    }));
}

/** Protected areas within 50 km, nearest first; the category is the translated IUCN category. */
export function protectedAreaRows(raw: Record<string, unknown>, texts: Texts): NearbyAreaRow[] {
  const { translate } = texts;
  return nearbyRows(
    raw.protectedAreas,
    (item) => {
      const key = IUCN_KEYS[String(item.category)];
      return key ? translate(`context.iucnCategory.${key}`) : String(item.category ?? '');
    },
    texts,
  );
}

/** Key biodiversity areas within 50 km, nearest first; the category is their protection status. */
export function keyBiodiversityAreaRows(
  raw: Record<string, unknown>,
  texts: Texts,
): NearbyAreaRow[] {
  const { translate } = texts;
  return nearbyRows(
    raw.keyBiodiversityAreas,
    (item) => translate(`context.protectStatus.${PROTECT_KEYS[String(item.protect)] ?? 'unknown'}`),
    texts,
  );
}
