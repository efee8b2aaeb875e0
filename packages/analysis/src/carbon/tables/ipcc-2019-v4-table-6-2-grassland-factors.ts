import type { IpccClimateZone } from '../carbon-zones.js';
import { type TableBound, withinPercent } from './table-bounds.js';
import type { TableSource } from './table-source.js';

/**
 * Relative stock change factors of grassland management: land use F_LU, management F_MG and input
 * F_I (dimensionless, over 20 years). 2019 Refinement to the 2006 IPCC Guidelines, Vol. 4 Ch. 6,
 * "TABLE 6.2 (UPDATED) RELATIVE STOCK CHANGE FACTORS FOR GRASSLAND MANAGEMENT", p. 6.6, with its
 * errors ("two standard deviations, expressed as a percent of the mean"). The 2019 table keeps
 * the 2006 factors for land use, improved grassland, severe degradation and inputs and replaces
 * "moderately degraded" by "high intensity grazing" (0.90 in every climate).
 */
export const TABLE_6_2_SOURCE: TableSource = {
  citation:
    'IPCC (2019) Refinement Vol. 4 Ch. 6 Table 6.2 (Updated), p. 6.6 (relative stock change factors for grassland management)',
  verified: true,
  note: 'Every factor and error was checked against the 2019 Ch. 6 PDF in session 10. The factors the tools use (F_LU, improved F_MG, F_I) equal the 2006 ones as Commission Decision 2010/335/EU Table 5 reproduces them; the 2006 Ch. 6 PDF itself was not found.',
};

/** A factor and its error (± percent of the mean, two standard deviations); null: "NA". */
export interface StockChangeFactor {
  value: number;
  errorPercent: number | null;
}

const factor = (value: number, errorPercent: number | null = null): StockChangeFactor => ({
  value,
  errorPercent,
});

/** A factor at `bound` of its error. */
export const factorAt = (value: StockChangeFactor, bound: TableBound = 'central'): number =>
  withinPercent(bound, value.value, value.errorPercent);

export const GRASSLAND_LAND_USE_FACTOR = factor(1);

export type GrasslandManagement =
  | 'nominallyManaged'
  | 'highIntensityGrazing'
  | 'severelyDegraded'
  | 'improved';
export type GrasslandInput = 'medium' | 'high';

/** The improved row is by climate: temperate/boreal, tropical, tropical montane. */
export type GrasslandClimate = 'temperateBoreal' | 'tropical' | 'tropicalMontane';

const allClimates = (value: StockChangeFactor): Record<GrasslandClimate, StockChangeFactor> => ({
  temperateBoreal: value,
  tropical: value,
  tropicalMontane: value,
});

export const GRASSLAND_MANAGEMENT_FACTOR: Record<
  GrasslandManagement,
  Record<GrasslandClimate, StockChangeFactor>
> = {
  nominallyManaged: allClimates(factor(1)),
  highIntensityGrazing: allClimates(factor(0.9, 8)),
  severelyDegraded: allClimates(factor(0.7, 40)),
  // Tropical montane: "average of temperate and tropical" (footnote 5).
  improved: {
    temperateBoreal: factor(1.14, 11),
    tropical: factor(1.17, 9),
    tropicalMontane: factor(1.16, 40),
  },
};

/** F_I applies to improved grassland only: medium 1.0, high 1.11 (all climates). */
export const GRASSLAND_INPUT_FACTOR: Record<GrasslandInput, StockChangeFactor> = {
  medium: factor(1),
  high: factor(1.11, 7),
};

export function grasslandClimate(zone: IpccClimateZone): GrasslandClimate | null {
  if (zone === 'tropicalMontane') return 'tropicalMontane';
  if (zone.startsWith('tropical')) return 'tropical';
  if (zone.startsWith('polar')) return null;
  return 'temperateBoreal';
}
