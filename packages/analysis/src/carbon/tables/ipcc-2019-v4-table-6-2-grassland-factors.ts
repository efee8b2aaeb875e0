import type { IpccClimateZone } from '../carbon-zones.js';
import type { TableSource } from './table-source.js';

/**
 * Relative stock change factors of grassland management, IPCC (2006) Guidelines Vol. 4 Ch. 6
 * Table 6.2: land use F_LU, management F_MG and input F_I (dimensionless, over 20 years).
 */
export const TABLE_6_2_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 6 Table 6.2 (relative stock change factors for grassland management)',
  verified: false,
  note:
    'Values from research/data-methods.md B.5 [R]. Not checked: no factor (F_LU, F_MG, F_I) was read in the 2006 PDF or in a file stating it transcribes Table 6.2. ' +
    'Second pass: the WILIAM model code (PySD) names "IPCC 2006 ... Table 6.2" for its grassland F_MG but reads the numbers from a spreadsheet not in the index; ' +
    'an R restoration script in the index writes F_MG tropical improved 1.17, moderately degraded 0.97, nominal 1 from "IPCC Ch 6" without a table number or edition, so it does not count.',
};

export const GRASSLAND_LAND_USE_FACTOR = 1;

export type GrasslandManagement =
  | 'nominallyManaged'
  | 'moderatelyDegraded'
  | 'severelyDegraded'
  | 'improved';
export type GrasslandInput = 'medium' | 'high';

/** The factor rows are by climate: temperate/boreal, tropical, tropical montane. */
export type GrasslandClimate = 'temperateBoreal' | 'tropical' | 'tropicalMontane';

export const GRASSLAND_MANAGEMENT_FACTOR: Record<
  GrasslandManagement,
  Record<GrasslandClimate, number>
> = {
  nominallyManaged: { temperateBoreal: 1, tropical: 1, tropicalMontane: 1 },
  moderatelyDegraded: { temperateBoreal: 0.95, tropical: 0.97, tropicalMontane: 0.96 },
  severelyDegraded: { temperateBoreal: 0.7, tropical: 0.7, tropicalMontane: 0.7 },
  improved: { temperateBoreal: 1.14, tropical: 1.17, tropicalMontane: 1.16 },
};

/** F_I applies to improved grassland only: medium 1.00, high 1.11 (all climates). */
export const GRASSLAND_INPUT_FACTOR: Record<GrasslandInput, number> = { medium: 1, high: 1.11 };

export function grasslandClimate(zone: IpccClimateZone): GrasslandClimate | null {
  if (zone === 'tropicalMontane') return 'tropicalMontane';
  if (zone.startsWith('tropical')) return 'tropical';
  if (zone.startsWith('polar')) return null;
  return 'temperateBoreal';
}
