import type { FaoEcologicalZone } from '../carbon-zones.js';
import type { TableSource } from './table-source.js';

/**
 * Ratio of below-ground to above-ground biomass (R) of forests by ecological zone and above-ground
 * biomass class (t d.m./ha). IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.4.
 */
export const TABLE_4_4_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.4 (ratio of below-ground to above-ground biomass)',
  verified: false,
  note:
    'Values from research/data-methods.md B.5 [R]. Not checked: no cell was read in the 2006 PDF or in a file stating it transcribes Table 4.4 ' +
    '(the corpora hold processed derivatives only, e.g. Earthshot-Labs/earthshot_model_utils IPCC_Tier1_parameters.csv, which does not say which table or edition it carries). ' +
    'The zone mapping for zones the table does not name is ours.',
};

/** R for above-ground biomass below `below` (t d.m./ha); the last class has no bound. */
export interface RootShootClass {
  below: number;
  ratio: number;
}

const classes = (...pairs: [number, number][]): RootShootClass[] =>
  pairs.map(([below, ratio]) => ({ below, ratio }));

/**
 * The table's rows by FAO ecological zone. Zones the table does not name take the row the
 * table itself assigns them (subtropical humid as tropical moist deciduous, subtropical dry as
 * tropical dry); deserts take the shrubland row, mountain systems their climate's mountain or
 * forest row, temperate zones the "other broadleaf" row (the land is being restored to natural
 * broadleaf-dominated forest), boreal zones the boreal row. Polar and water have no forest.
 */
export const ROOT_SHOOT: Record<FaoEcologicalZone, RootShootClass[]> = {
  tropicalRainforest: classes([Infinity, 0.37]),
  tropicalMoistForest: classes([125, 0.2], [Infinity, 0.24]),
  tropicalDryForest: classes([20, 0.56], [Infinity, 0.28]),
  tropicalShrubland: classes([Infinity, 0.4]),
  tropicalDesert: classes([Infinity, 0.4]),
  tropicalMountainSystem: classes([Infinity, 0.27]),
  subtropicalHumidForest: classes([125, 0.2], [Infinity, 0.24]),
  subtropicalDryForest: classes([20, 0.56], [Infinity, 0.28]),
  subtropicalSteppe: classes([Infinity, 0.32]),
  subtropicalDesert: classes([Infinity, 0.32]),
  subtropicalMountainSystem: classes([Infinity, 0.27]),
  temperateOceanicForest: classes([75, 0.46], [150, 0.23], [Infinity, 0.24]),
  temperateContinentalForest: classes([75, 0.46], [150, 0.23], [Infinity, 0.24]),
  temperateSteppe: classes([75, 0.46], [150, 0.23], [Infinity, 0.24]),
  temperateDesert: classes([75, 0.46], [150, 0.23], [Infinity, 0.24]),
  temperateMountainSystem: classes([50, 0.4], [150, 0.29], [Infinity, 0.2]),
  borealConiferousForest: classes([75, 0.39], [Infinity, 0.24]),
  borealTundraWoodland: classes([75, 0.39], [Infinity, 0.24]),
  borealMountainSystem: classes([75, 0.39], [Infinity, 0.24]),
  polar: [],
  water: [],
};

/** R of a stand with `abovegroundBiomass` t d.m./ha in `zone`; 0 where the table has no row. */
export function rootShootRatio(zone: FaoEcologicalZone, abovegroundBiomass: number): number {
  const rows = ROOT_SHOOT[zone];
  for (const row of rows) if (abovegroundBiomass < row.below) return row.ratio;
  return rows[rows.length - 1]?.ratio ?? 0;
}
