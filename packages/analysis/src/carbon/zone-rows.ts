import type { FaoEcologicalZone, IpccClimateZone } from './carbon-zones.js';
import type { LitterClimate } from './tables/ipcc-2006-v4-table-2-2-litter.js';
import {
  CARBON_FRACTION,
  type CarbonFraction,
} from './tables/ipcc-2006-v4-table-4-3-carbon-fraction.js';
import type { MangroveClimate } from './tables/ipcc-2013-wetlands-ch4-mangroves.js';
import { type TableBound, withinRange } from './tables/table-bounds.js';

/**
 * Which row of each table a pixel reads, from its IPCC climate zone and FAO ecological zone.
 * docs/analyses/carbon.md ("Zones") explains each choice.
 */

const isSubtropical = (zone: FaoEcologicalZone) => zone.startsWith('subtropical');
const isTropical = (zone: FaoEcologicalZone) => zone.startsWith('tropical');
const isBoreal = (zone: FaoEcologicalZone) => zone.startsWith('boreal');

function carbonFractionRow(zone: FaoEcologicalZone): CarbonFraction {
  if (isTropical(zone) || isSubtropical(zone)) return CARBON_FRACTION.tropicalSubtropical;
  if (isBoreal(zone)) return CARBON_FRACTION.temperateBorealConifer;
  if (zone.startsWith('temperate')) return CARBON_FRACTION.temperateBorealBroadleaf;
  return CARBON_FRACTION.default;
}

/**
 * Table 4.3: tropical and subtropical 0.47; boreal (coniferous) 0.51; temperate broadleaf 0.48;
 * at `bound` of the row's range.
 */
export function forestCarbonFraction(
  zone: FaoEcologicalZone,
  bound: TableBound = 'central',
): number {
  const row = carbonFractionRow(zone);
  return withinRange(bound, row.value, row.low, row.high);
}

/** Table 2.2 row: the climate zone, except that FAO subtropical zones read the subtropical row. */
export function litterClimate(
  climate: IpccClimateZone,
  zone: FaoEcologicalZone,
): LitterClimate | null {
  if (isSubtropical(zone)) return 'subtropical';
  switch (climate) {
    case 'tropicalDry':
    case 'tropicalMoist':
    case 'tropicalWet':
    case 'tropicalMontane':
      return 'tropical';
    case 'warmTemperateDry':
      return 'warmTemperateDry';
    case 'warmTemperateMoist':
      return 'warmTemperateMoist';
    case 'coolTemperateDry':
      return 'coldTemperateDry';
    case 'coolTemperateMoist':
      return 'coldTemperateMoist';
    case 'borealDry':
      return 'borealDry';
    case 'borealMoist':
      return 'borealMoist';
    default:
      return null;
  }
}

/** Table 2.2 column: needleleaf in boreal zones, broadleaf elsewhere. */
export function litterLeaf(zone: FaoEcologicalZone): 'broadleaf' | 'needleleaf' {
  return isBoreal(zone) ? 'needleleaf' : 'broadleaf';
}

/**
 * Wetlands Supplement Tables 4.3 and 4.5 rows: tropical wet for the wet, moist and montane
 * tropics, tropical dry, and subtropical for warm temperate zones; elsewhere no mangroves.
 */
export function mangroveClimate(climate: IpccClimateZone): MangroveClimate | null {
  if (climate === 'tropicalDry') return 'tropicalDry';
  if (climate.startsWith('tropical')) return 'tropicalWet';
  if (climate.startsWith('warmTemperate')) return 'subtropical';
  return null;
}
