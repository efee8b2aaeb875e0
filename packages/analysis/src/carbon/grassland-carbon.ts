import { baselineStocks, type CarbonPixel, startSoc } from './baseline-stocks.js';
import { TRANSITION_YEARS } from './forest-carbon.js';
import { linearChange, type PixelCarbon } from './pool-series.js';
import {
  factorAt,
  GRASSLAND_INPUT_FACTOR,
  GRASSLAND_LAND_USE_FACTOR,
  GRASSLAND_MANAGEMENT_FACTOR,
  grasslandClimate,
} from './tables/ipcc-2019-v4-table-6-2-grassland-factors.js';
import type { TableBound } from './tables/table-bounds.js';

/** specs/3 section 9: restored state 2 = Improved, 1 = Improved with inputs. */
export type RestoredState = 1 | 2;

/**
 * Sustainable grazing management (sgm) of one grassland pixel (per hectare), IPCC 2006 Vol. 4
 * Eq. 2.25 with the factors of the 2019 Refinement's Table 6.2 (Updated):
 *
 *   SOC_(0-T) = start stock (mapped SOC, else SOC_REF), taken as nominally managed grassland
 *               (F_LU = F_MG = F_I = 1);
 *   SOC_0     = SOC_(0-T) x F_LU x F_MG,improved(climate) x F_I(medium 1.00 | high 1.11);
 *   change    = (SOC_0 - SOC_(0-T)) x min(t, 20) / 20.
 */
export function grasslandCarbon(
  pixel: CarbonPixel,
  restoredState: RestoredState,
  duration: number,
  bound: TableBound = 'central',
): PixelCarbon | null {
  if (!pixel.climate) return null;
  const climate = grasslandClimate(pixel.climate);
  const start = startSoc(pixel, bound);
  if (!climate || start === null) return null;
  const factor =
    factorAt(GRASSLAND_LAND_USE_FACTOR, bound) *
    factorAt(GRASSLAND_MANAGEMENT_FACTOR.improved[climate], bound) *
    factorAt(GRASSLAND_INPUT_FACTOR[restoredState === 1 ? 'high' : 'medium'], bound);
  return {
    baseline: baselineStocks(pixel, bound),
    change: { soilOrganicCarbon: linearChange(start, start * factor, TRANSITION_YEARS, duration) },
  };
}
