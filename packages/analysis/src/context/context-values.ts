import type { LabelRef } from '../tools/tool.js';
import type { FeatureDistance } from './proximity.js';

/** The rows of the context result's lists, read from the datasets' own field names. */

type SyntheticKind = 'ecoregion' | 'basin' | 'protectedArea' | 'keyBiodiversityArea';

/**
 * A synthetic feature's name as a catalogue label (`context.syntheticNames.*`), so it reads in
 * the reader's language and still says "synthetic"; `name` keeps the English text for anything
 * that reads the stored values without the catalogue. A real dataset's name is its own.
 */
function syntheticLabel(
  properties: Record<string, unknown>,
  kind: SyntheticKind,
  id: unknown,
): { label?: LabelRef } {
  if (properties.synthetic !== true) return {};
  return { label: { key: `context.syntheticNames.${kind}`, params: { id: text(id) } } };
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** Distances to the metre, areas to the square metre: more is noise. */
const distanceKm = (row: FeatureDistance) => round(row.distanceKm, 3);
const overlapHa = (row: FeatureDistance) => round(row.overlapHa, 4);

export interface EcoregionRow {
  id: number | string;
  name: string;
  label?: LabelRef;
  biome: string;
  realm: string;
  overlapHa: number;
}

export function ecoregionRow(row: FeatureDistance): EcoregionRow {
  const properties = row.feature.properties ?? {};
  const id = properties.ECO_ID ?? text(row.feature.id);
  return {
    id,
    name: text(properties.ECO_NAME),
    ...syntheticLabel(properties, 'ecoregion', id),
    biome: text(properties.BIOME_NAME),
    realm: text(properties.REALM),
    overlapHa: overlapHa(row),
  };
}

export function basinRow(row: FeatureDistance) {
  const properties = row.feature.properties ?? {};
  const id = properties.BAS_ID ?? text(row.feature.id);
  return {
    id,
    name: text(properties.BAS_NAME),
    ...syntheticLabel(properties, 'basin', id),
    continent: text(properties.CONTINENT),
    overlapHa: overlapHa(row),
  };
}

export function protectedAreaRow(row: FeatureDistance) {
  const properties = row.feature.properties ?? {};
  const id = properties.WDPAID ?? text(row.feature.id);
  return {
    id,
    name: text(properties.NAME),
    ...syntheticLabel(properties, 'protectedArea', id),
    category: text(properties.IUCN_CAT) || 'Not Reported',
    designation: text(properties.DESIG_ENG),
    distanceKm: distanceKm(row),
    overlapHa: overlapHa(row),
  };
}

export function keyBiodiversityAreaRow(row: FeatureDistance) {
  const properties = row.feature.properties ?? {};
  const id = properties.SitRecID ?? text(row.feature.id);
  return {
    id,
    name: text(properties.IntName),
    ...syntheticLabel(properties, 'keyBiodiversityArea', id),
    protect: text(properties.Protect) || 'unknown',
    ibaStatus: text(properties.IbaStatus),
    azeStatus: text(properties.AzeStatus),
    delineation: text(properties.DelTxt),
    distanceKm: distanceKm(row),
    overlapHa: overlapHa(row),
  };
}

/** Units of the context values (ids of the @ecotone/i18n units module; '1' = dimensionless). */
export const CONTEXT_UNITS = {
  studyAreaHa: 'ha',
  elevation: 'm',
  slope: 'deg',
  meanTemperature: 'degC',
  annualPrecipitation: 'mm',
  potentialEvapotranspiration: 'mm',
  aridityIndex: '1',
  overlapHa: 'ha',
  distanceKm: 'km',
} as const;
