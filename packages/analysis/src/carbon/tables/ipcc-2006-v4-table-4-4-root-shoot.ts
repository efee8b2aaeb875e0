import type { FaoEcologicalZone } from '../carbon-zones.js';
import { type TableBound, withinRange } from './table-bounds.js';
import type { TableSource } from './table-source.js';

/**
 * Ratio of below-ground to above-ground biomass (R) of forests by ecological zone and above-ground
 * biomass class (t d.m./ha). IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.4, p. 4.49, with the
 * table's ranges. The table writes "<125" and ">125" without saying where 125 falls: it goes to
 * the upper class here (as the 2019 update's "<= 125" would not; the difference is one value).
 */
export const TABLE_4_4_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.4, p. 4.49 (ratio of below-ground to above-ground biomass)',
  verified: true,
  note:
    'Every ratio, range and class bound carried was checked against the 2006 Ch. 4 PDF (2023 re-issue) in session 10. ' +
    'The rows given to zones the table does not name are ours (deserts, temperate steppe, subtropical mountain systems, for which the table says "no estimate available"; temperate mountain systems take the conifer rows).',
};

/** R for above-ground biomass below `below` (t d.m./ha); the last class has no bound. */
export interface RootShootClass {
  below: number;
  ratio: number;
  /** The table's range, where it prints one. */
  low?: number;
  high?: number;
}

const classes = (...rows: ([number, number] | [number, number, number, number])[]) =>
  rows.map(
    ([below, ratio, low, high]): RootShootClass =>
      low === undefined || high === undefined ? { below, ratio } : { below, ratio, low, high },
  );

/**
 * The table's rows by FAO ecological zone. Zones the table does not name take the row the
 * table itself assigns them (subtropical humid as tropical moist deciduous, subtropical dry as
 * tropical dry); deserts take the shrubland row, mountain systems their climate's mountain or
 * forest row, temperate zones the "other broadleaf" row (the land is being restored to natural
 * broadleaf-dominated forest), boreal zones the boreal row. Polar and water have no forest.
 */
const MOIST_DECIDUOUS = classes([125, 0.2, 0.09, 0.25], [Infinity, 0.24, 0.22, 0.33]);
const DRY = classes([20, 0.56, 0.28, 0.68], [Infinity, 0.28, 0.27, 0.28]);
const SHRUBLAND = classes([Infinity, 0.4]);
const TROPICAL_MOUNTAIN = classes([Infinity, 0.27, 0.27, 0.28]);
const STEPPE = classes([Infinity, 0.32, 0.26, 0.71]);
/** Temperate "other broadleaf". */
const BROADLEAF = classes(
  [75, 0.46, 0.12, 0.93],
  [150, 0.23, 0.13, 0.37],
  [Infinity, 0.24, 0.17, 0.44],
);
/** Temperate "conifers". */
const CONIFERS = classes(
  [50, 0.4, 0.21, 1.06],
  [150, 0.29, 0.24, 0.5],
  [Infinity, 0.2, 0.12, 0.49],
);
const BOREAL = classes([75, 0.39, 0.23, 0.96], [Infinity, 0.24, 0.15, 0.37]);

export const ROOT_SHOOT: Record<FaoEcologicalZone, RootShootClass[]> = {
  tropicalRainforest: classes([Infinity, 0.37]),
  tropicalMoistForest: MOIST_DECIDUOUS,
  tropicalDryForest: DRY,
  tropicalShrubland: SHRUBLAND,
  tropicalDesert: SHRUBLAND,
  tropicalMountainSystem: TROPICAL_MOUNTAIN,
  subtropicalHumidForest: MOIST_DECIDUOUS,
  subtropicalDryForest: DRY,
  subtropicalSteppe: STEPPE,
  subtropicalDesert: STEPPE,
  subtropicalMountainSystem: TROPICAL_MOUNTAIN,
  temperateOceanicForest: BROADLEAF,
  temperateContinentalForest: BROADLEAF,
  temperateSteppe: BROADLEAF,
  temperateDesert: BROADLEAF,
  temperateMountainSystem: CONIFERS,
  borealConiferousForest: BOREAL,
  borealTundraWoodland: BOREAL,
  borealMountainSystem: BOREAL,
  polar: [],
  water: [],
};

/**
 * R of a stand with `abovegroundBiomass` t d.m./ha in `zone`, at `bound` of the class's range;
 * 0 where the table has no row.
 */
export function rootShootRatio(
  zone: FaoEcologicalZone,
  abovegroundBiomass: number,
  bound: TableBound = 'central',
): number {
  const rows = ROOT_SHOOT[zone];
  const row = rows.find((candidate) => abovegroundBiomass < candidate.below) ?? rows.at(-1);
  return row ? withinRange(bound, row.ratio, row.low, row.high) : 0;
}
