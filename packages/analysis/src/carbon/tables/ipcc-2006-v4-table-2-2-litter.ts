import { type TableBound, withinRange } from './table-bounds.js';
import type { TableSource } from './table-source.js';

/**
 * Tier 1 litter carbon stocks of mature forests, tC/ha, broadleaf deciduous and needleleaf
 * evergreen. IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.2, p. 2.27 ("TIER 1 DEFAULT VALUES FOR
 * LITTER AND DEAD WOOD CARBON STOCKS"). Its dead-wood columns are "n.a." in every row, so the
 * deadwood pool is not modelled (Tier 1: dead wood stock change 0). The ranges are the table's:
 * 5th-95th percentiles of simulated plots for the temperate rows (its footnote a), the whole
 * range elsewhere; subtropical and tropical needleleaf have none.
 */
export const TABLE_2_2_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.2, p. 2.27 (litter carbon stocks of mature forests)',
  verified: true,
  note: 'All 16 values and their ranges were checked against the 2006 Ch. 2 PDF (2023 re-issue) in session 10.',
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
  // Values; LITTER_RANGE holds the ranges printed beside them.
  borealDry: { broadleaf: 25, needleleaf: 31 },
  borealMoist: { broadleaf: 39, needleleaf: 55 },
  coldTemperateDry: { broadleaf: 28, needleleaf: 27 },
  coldTemperateMoist: { broadleaf: 16, needleleaf: 26 },
  warmTemperateDry: { broadleaf: 28.2, needleleaf: 20.3 },
  warmTemperateMoist: { broadleaf: 13, needleleaf: 22 },
  subtropical: { broadleaf: 2.8, needleleaf: 4.1 },
  tropical: { broadleaf: 2.1, needleleaf: 5.2 },
};

/** The table's range beside each value (low, high), tC/ha; null where it prints none. */
export const LITTER_RANGE: Record<
  LitterClimate,
  { broadleaf: [number, number] | null; needleleaf: [number, number] | null }
> = {
  borealDry: { broadleaf: [10, 58], needleleaf: [6, 86] },
  borealMoist: { broadleaf: [11, 117], needleleaf: [7, 123] },
  coldTemperateDry: { broadleaf: [23, 33], needleleaf: [17, 42] },
  coldTemperateMoist: { broadleaf: [5, 31], needleleaf: [10, 48] },
  warmTemperateDry: { broadleaf: [23.4, 33.0], needleleaf: [17.3, 21.1] },
  warmTemperateMoist: { broadleaf: [2, 31], needleleaf: [6, 42] },
  subtropical: { broadleaf: [2, 3], needleleaf: null },
  tropical: { broadleaf: [1, 3], needleleaf: null },
};

/** The litter stock of a row and leaf type at `bound` of the table's range. */
export function litterStock(
  row: LitterClimate,
  leaf: 'broadleaf' | 'needleleaf',
  bound: TableBound = 'central',
): number {
  const range = LITTER_RANGE[row][leaf];
  return withinRange(bound, LITTER_STOCK[row][leaf], range?.[0], range?.[1]);
}
