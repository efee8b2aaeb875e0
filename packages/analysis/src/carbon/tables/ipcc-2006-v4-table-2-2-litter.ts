import type { TableSource } from './table-source.js';

/**
 * Tier 1 litter carbon stocks of mature forests, tC/ha, broadleaf deciduous and needleleaf
 * evergreen. IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.2. The 2006 Guidelines give no Tier 1
 * dead-wood default, so the deadwood pool is not modelled (Tier 1: dead wood stock change 0).
 */
export const TABLE_2_2_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.2 (litter carbon stocks of mature forests)',
  verified: false,
  note: 'Values from research/data-methods.md B.5 [R]. Not checked: none of the 16 cells was read in the 2006 PDF or in a file stating it transcribes Table 2.2.',
};

export type LitterClimate =
  | 'borealDry'
  | 'borealMoist'
  | 'coldTemperateDry'
  | 'coldTemperateMoist'
  | 'warmTemperateDry'
  | 'warmTemperateMoist'
  | 'subtropical'
  | 'tropical';

export const LITTER_STOCK: Record<LitterClimate, { broadleaf: number; needleleaf: number }> = {
  borealDry: { broadleaf: 25, needleleaf: 31 },
  borealMoist: { broadleaf: 39, needleleaf: 55 },
  coldTemperateDry: { broadleaf: 28, needleleaf: 27 },
  coldTemperateMoist: { broadleaf: 16, needleleaf: 26 },
  warmTemperateDry: { broadleaf: 28.2, needleleaf: 20.3 },
  warmTemperateMoist: { broadleaf: 13, needleleaf: 22 },
  subtropical: { broadleaf: 2.8, needleleaf: 4.1 },
  tropical: { broadleaf: 2.1, needleleaf: 5.2 },
};
