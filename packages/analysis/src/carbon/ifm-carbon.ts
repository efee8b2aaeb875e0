import { baselineStocks, type CarbonPixel } from './baseline-stocks.js';
import type { PixelCarbon } from './pool-series.js';
import { rootShootRatio } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import {
  type GrowthRow,
  naturalGrowth,
} from './tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';
import type { TableBound } from './tables/table-bounds.js';
import { forestCarbonFraction } from './zone-rows.js';

/**
 * Improved forest management on one forest pixel (per hectare), IPCC 2006 Vol. 4 gain-loss
 * method (Eq. 2.7, 2.9, 2.12):
 *
 * - baseline: sustained-yield logging removes each year the stand's annual increment, so the
 *   baseline stock stays constant: L_baseline = G_W(age) x (1 + R) x CF (Eq. 2.12 with the
 *   removed above-ground biomass in place of H x BCEF_R);
 * - project: the logging factor f (0..1) is the share of that harvest the project no longer
 *   takes; the stand keeps f x G_W(age) t d.m./ha a year, so the change is
 *   sum_y f x G_W(age_0 + y) x (1 + R) x CF, with the age class of Table 4.9 following the
 *   stand's age (forestAge role; unknown age is taken as > 20 years; `growth` is the Table 4.9
 *   row of the stand's zone and the study area's continent) and R of Table 4.4 for the
 *   stand's biomass;
 * - loggedBiomass reports the carbon of the avoided harvest (already counted in AGB and BGB);
 *   DOM and SOC: Tier 1, no change in forest remaining forest.
 *
 * Logging damage and infrastructure emissions (Pearson et al. 2014 TEF) are not modelled.
 */
export function ifmCarbon(
  pixel: CarbonPixel & { forestAge?: number | undefined },
  loggingFactor: number,
  duration: number,
  growth: GrowthRow | null,
  bound: TableBound = 'central',
): PixelCarbon | null {
  const zone = pixel.ecoZone;
  if (!zone || !growth) return null;
  const cf = forestCarbonFraction(zone, bound);
  const stand = Math.max(
    0,
    Number.isFinite(pixel.abovegroundBiomass) ? (pixel.abovegroundBiomass as number) : 0,
  );
  const age =
    Number.isFinite(pixel.forestAge) && (pixel.forestAge as number) >= 0
      ? (pixel.forestAge as number)
      : Infinity;
  const agb = new Float64Array(duration + 1);
  const bgb = new Float64Array(duration + 1);
  const logged = new Float64Array(duration + 1);
  let kept = 0;
  for (let year = 1; year <= duration; year++) {
    const rate = naturalGrowth(growth, age + year, bound);
    if (rate === null) return null;
    const ratio = rootShootRatio(zone, stand + kept, bound);
    const avoided = loggingFactor * rate;
    kept += avoided;
    agb[year] = (agb[year - 1] as number) + avoided * cf;
    bgb[year] = (bgb[year - 1] as number) + avoided * ratio * cf;
    logged[year] = (logged[year - 1] as number) + avoided * (1 + ratio) * cf;
  }
  return {
    baseline: baselineStocks({ ...pixel, forest: true }, bound),
    change: { aboveGroundBiomass: agb, belowGroundBiomass: bgb, loggedBiomass: logged },
  };
}
