import type { IpccClimateZone, IpccSoilClass } from '../carbon-zones.js';
import { type TableBound, withinPercent } from './table-bounds.js';
import type { TableSource } from './table-source.js';

/**
 * Default reference soil organic carbon stocks SOC_REF of mineral soils, tC/ha in 0-30 cm, by
 * IPCC climate zone and soil class. IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.3, p. 2.31 (2006
 * edition; the 2019 Refinement's Table 2.3 (Updated) revises almost every cell and is not used
 * yet: docs/analyses/carbon.md). "NA" in the table is null here. The table's uncertainty is a
 * nominal ±90 % (two standard deviations as a percent of the mean) for every cell
 * (SOC_REF_UNCERTAINTY).
 */
export const TABLE_2_3_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 2 Table 2.3, p. 2.31 (default reference SOC stocks, 0-30 cm)',
  verified: true,
  note: 'All 54 cells were checked against the 2006 Ch. 2 PDF (2023 re-issue) and against Table 1 of Commission Decision 2010/335/EU (OJ L 151, 17.6.2010, p. 25), which reproduces it, in session 10.',
};

/** Table 2.3's note: "A nominal error estimate of ±90% (expressed as 2x standard deviations ...)". */
export const SOC_REF_UNCERTAINTY = { twoSdPercent: 90 } as const;

type MineralClass = Exclude<IpccSoilClass, 'organic'>;
type Row = Record<MineralClass, number | null>;
const row = (
  highActivityClay: number | null,
  lowActivityClay: number | null,
  sandy: number | null,
  spodic: number | null,
  volcanic: number | null,
  wetland: number | null,
): Row => ({ highActivityClay, lowActivityClay, sandy, spodic, volcanic, wetland });

/** Rows of Table 2.3; the table's single boreal row serves both boreal zones. No polar row. */
export const SOC_REF: Record<IpccClimateZone, Row | null> = {
  borealMoist: row(68, null, 10, 117, 20, 146),
  borealDry: row(68, null, 10, 117, 20, 146),
  coolTemperateDry: row(50, 33, 34, null, 20, 87),
  coolTemperateMoist: row(95, 85, 71, 115, 130, 87),
  warmTemperateDry: row(38, 24, 19, null, 70, 88),
  warmTemperateMoist: row(88, 63, 34, null, 80, 88),
  tropicalDry: row(38, 35, 31, null, 50, 86),
  tropicalMoist: row(65, 47, 39, null, 70, 86),
  tropicalWet: row(44, 60, 66, null, 130, 86),
  tropicalMontane: row(88, 63, 34, null, 80, 86),
  polarMoist: null,
  polarDry: null,
};

/**
 * SOC_REF (tC/ha) at `bound` of the table's nominal ±90 %, or null where the table has no value
 * (organic soils, polar, NA).
 */
export function socReference(
  climate: IpccClimateZone,
  soil: IpccSoilClass,
  bound: TableBound = 'central',
): number | null {
  if (soil === 'organic') return null;
  const value = SOC_REF[climate]?.[soil];
  return value == null ? null : withinPercent(bound, value, SOC_REF_UNCERTAINTY.twoSdPercent);
}
