import type { TableSource } from './table-source.js';

/**
 * Carbon fraction of dry matter (CF) of forest above-ground biomass, tC per t d.m.
 * IPCC (2006) 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Vol. 4, Ch. 4,
 * Table 4.3, p. 4.48, with the table's ranges ("Default value / All / 0.47" has none). The 2019
 * Refinement leaves it as it was (Ch. 4 p. 4.16: "Table 4.3 No refinement").
 */
export const TABLE_4_3_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.3, p. 4.48 (carbon fraction of above-ground forest biomass)',
  verified: true,
  note: "Every value and range carried was checked against the 2006 Ch. 4 PDF (2023 re-issue) in session 10; the default row has no range there (an earlier version carried the tropical row's).",
};

export interface CarbonFraction {
  value: number;
  /** The table's range, where it prints one. */
  low?: number;
  high?: number;
}

export const CARBON_FRACTION = {
  default: { value: 0.47 },
  tropicalSubtropical: { value: 0.47, low: 0.44, high: 0.49 },
  temperateBorealBroadleaf: { value: 0.48, low: 0.46, high: 0.5 },
  temperateBorealConifer: { value: 0.51, low: 0.47, high: 0.55 },
} as const satisfies Record<string, CarbonFraction>;
