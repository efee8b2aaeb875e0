import type { ContextValues } from '@ecotone/analysis';
import type { QuantityFormat } from './quantity-format';

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
const names = (value: unknown): string[] =>
  records(value)
    .map((item) => (typeof item.name === 'string' ? item.name.trim() : ''))
    .filter((name) => name !== '');

interface Texts {
  format: QuantityFormat;
  translate: Translate;
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
export function contextSections(
  raw: Record<string, unknown>,
  format: QuantityFormat,
  translate: Translate,
): ValueSection[] {
  const values = raw as Loose<ContextValues>;
  const texts = { format, translate };
  const slope = isRecord(values.slope) ? values.slope : {};
  const ecoregion = isRecord(values.ecoregion) ? values.ecoregion : null;
  const biome = typeof values.biome === 'string' && values.biome !== '' ? [values.biome] : [];
  return [
    {
      title: 'results.context.place',
      rows: [
        quantityRow('studyAreaHa', values.studyAreaHa, 'ha', texts),
        listRow('countries', names(values.countries), translate),
        listRow('states', names(values.states), translate),
        listRow('basins', names(values.basins), translate),
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
        listRow('ecoregion', ecoregion ? names([ecoregion]) : [], translate),
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
  format: QuantityFormat,
): NearbyAreaRow[] {
  return records(items)
    .filter((item) => finite(item.distanceKm) && finite(item.overlapHa))
    .sort((a, b) => (a.distanceKm as number) - (b.distanceKm as number))
    .map((item, index) => ({
      id: `${String(item.id ?? '')}-${index}`,
      name: typeof item.name === 'string' ? item.name : '',
      category: categoryOf(item),
      distance: format.quantity(item.distanceKm as number, 'km'),
      overlap: format.quantity(item.overlapHa as number, 'ha'),
    }));
}

/** Protected areas within 50 km, nearest first; the category is the translated IUCN category. */
export function protectedAreaRows(
  raw: Record<string, unknown>,
  format: QuantityFormat,
  translate: Translate,
): NearbyAreaRow[] {
  return nearbyRows(
    raw.protectedAreas,
    (item) => {
      const key = IUCN_KEYS[String(item.category)];
      return key ? translate(`context.iucnCategory.${key}`) : String(item.category ?? '');
    },
    format,
  );
}

/** Key biodiversity areas within 50 km, nearest first; the category is their protection status. */
export function keyBiodiversityAreaRows(
  raw: Record<string, unknown>,
  format: QuantityFormat,
  translate: Translate,
): NearbyAreaRow[] {
  return nearbyRows(
    raw.keyBiodiversityAreas,
    (item) => translate(`context.protectStatus.${PROTECT_KEYS[String(item.protect)] ?? 'unknown'}`),
    format,
  );
}
