import type { TableSource } from './table-source.js';

/**
 * Carbon fraction of dry matter (CF) of forest above-ground biomass, tC per t d.m.
 * IPCC (2006) 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Vol. 4, Ch. 4,
 * Table 4.3, with the table's ranges.
 */
export const TABLE_4_3_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.3 (carbon fraction of above-ground forest biomass)',
  verified: false,
  note:
    'Values from research/data-methods.md B.5 [R]. Not checked: no cell (0.47, 0.48, 0.51 or any range) was read in the 2006 PDF or in a file stating it transcribes Table 4.3. ' +
    'wri/carbon-budget constants_and_names.py (commit 89baddc0) uses 0.47 for non-mangrove forest but cites no table, so it does not count.',
};

export interface CarbonFraction {
  value: number;
  low: number;
  high: number;
}

export const CARBON_FRACTION = {
  default: { value: 0.47, low: 0.44, high: 0.49 },
  tropicalSubtropical: { value: 0.47, low: 0.44, high: 0.49 },
  temperateBorealBroadleaf: { value: 0.48, low: 0.46, high: 0.5 },
  temperateBorealConifer: { value: 0.51, low: 0.47, high: 0.55 },
} as const satisfies Record<string, CarbonFraction>;
