import type { Unit } from './metric-units.js';

/**
 * What users see after a number, for every unit in both systems. Symbols are the same in English
 * and Spanish, so they live here rather than in the translation catalogues. Typed as a full
 * `Record<Unit, string>`, so adding a unit to the table without a label is a type error.
 * Acres are spelled out ("acres"): "ac" is rarely recognised outside surveying.
 */
export const UNIT_LABELS: Readonly<Record<Unit, string>> = Object.freeze({
  ha: 'ha',
  acre: 'acres',
  km2: 'km²',
  mi2: 'mi²',
  m3: 'm³',
  ft3: 'ft³',
  m: 'm',
  ft: 'ft',
  km: 'km',
  mi: 'mi',
  mm: 'mm',
  in: 'in',
  degC: '°C',
  degF: '°F',
  'tCO2/ha': 'tCO2/ha',
  'tCO2/acre': 'tCO2/acre',
  'tC/ha': 'tC/ha',
  'tC/acre': 'tC/acre',
  'tCO2/ha/yr': 'tCO2/ha/yr',
  'tCO2/acre/yr': 'tCO2/acre/yr',
  'tC/ha/yr': 'tC/ha/yr',
  'tC/acre/yr': 'tC/acre/yr',
  tCO2: 'tCO2',
  'tCO2/yr': 'tCO2/yr',
  tC: 'tC',
  'tC/yr': 'tC/yr',
});

export function unitLabel(unit: string): string {
  if (!Object.hasOwn(UNIT_LABELS, unit)) throw new Error(`No label for unit "${unit}"`);
  return UNIT_LABELS[unit as Unit];
}
