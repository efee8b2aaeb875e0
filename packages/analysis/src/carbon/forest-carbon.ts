import { baselineStocks, type CarbonPixel, matureLitter, startSoc } from './baseline-stocks.js';
import { linearChange, type PixelCarbon } from './pool-series.js';
import { socReference } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { rootShootRatio } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import {
  type GrowthRow,
  naturalGrowth,
} from './tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';
import type { TableBound } from './tables/table-bounds.js';
import { forestCarbonFraction } from './zone-rows.js';

/** IPCC default transition time for DOM and SOC after land-use change (Eq. 2.23, 2.25). */
export const TRANSITION_YEARS = 20;

/**
 * Afforestation / reforestation of one non-forest pixel over `duration` years (per hectare):
 *
 * - biomass, gain method (IPCC 2006 Vol. 4 Eq. 2.9/2.10): each year a stand of age a (1, 2, ...)
 *   grows G_W(a) t d.m./ha (`growth`: the Table 4.9 row of its zone and continent, secondary
 *   forests <= 20 / > 20 years), adding G_W x CF to AGB and
 *   G_W x R x CF to BGB, with R of Table 4.4 for the stand's biomass before that year's growth;
 *   the pixel's existing biomass (AGB map) stays;
 * - dead organic matter (Eq. 2.23): from 0 (Tier 1 non-forest) linearly over 20 years to the
 *   mature-forest litter stock of Table 2.2;
 * - SOC (Eq. 2.25, D = 20 years): from the start stock (mapped, else SOC_REF) linearly to the
 *   forest stock SOC_REF x 1 x 1 x 1 of Table 2.3.
 *
 * Returns null when the pixel lacks the zones the tables need, or Table 4.9 has no growth rate
 * for its zone on the study area's continent (`growth` null, or a year's cell a dash). `bound`
 * reads every table at that end of its uncertainty (table-bounds.ts).
 */
export function forestCarbon(
  pixel: CarbonPixel,
  duration: number,
  growth: GrowthRow | null,
  bound: TableBound = 'central',
): PixelCarbon | null {
  const zone = pixel.ecoZone;
  if (!zone || !pixel.climate || !growth) return null;
  const cf = forestCarbonFraction(zone, bound);
  const existing = Math.max(
    0,
    Number.isFinite(pixel.abovegroundBiomass) ? (pixel.abovegroundBiomass as number) : 0,
  );
  const agb = new Float64Array(duration + 1);
  const bgb = new Float64Array(duration + 1);
  let grown = 0;
  for (let year = 1; year <= duration; year++) {
    const rate = naturalGrowth(growth, year, bound);
    if (rate === null) return null;
    const ratio = rootShootRatio(zone, existing + grown, bound);
    grown += rate;
    agb[year] = (agb[year - 1] as number) + rate * cf;
    bgb[year] = (bgb[year - 1] as number) + rate * ratio * cf;
  }
  const litter = matureLitter(pixel, bound) ?? 0;
  const change: PixelCarbon['change'] = {
    aboveGroundBiomass: agb,
    belowGroundBiomass: bgb,
    deadwoodAndLitter: linearChange(0, litter, TRANSITION_YEARS, duration),
  };
  const start = startSoc(pixel, bound);
  const target = pixel.soil ? socReference(pixel.climate, pixel.soil, bound) : null;
  if (start !== null)
    change.soilOrganicCarbon = linearChange(start, target ?? start, TRANSITION_YEARS, duration);
  return { baseline: baselineStocks({ ...pixel, forest: false }, bound), change };
}
