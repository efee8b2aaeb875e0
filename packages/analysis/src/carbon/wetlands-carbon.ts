import { baselineStocks, type CarbonPixel } from './baseline-stocks.js';
import { TRANSITION_YEARS } from './forest-carbon.js';
import { linearChange, type PixelCarbon } from './pool-series.js';
import {
  MANGROVE_ABOVEGROUND_BIOMASS,
  MANGROVE_CARBON_FRACTION,
  MANGROVE_ROOT_SHOOT,
  SOIL_CARBON_ACCUMULATION,
} from './tables/ipcc-2013-wetlands-ch4-mangroves.js';
import { mangroveClimate } from './zone-rows.js';

export type WetlandKind = 'mangrove' | 'tidalMarsh';

/**
 * Restoration of one coastal wetland pixel (per hectare), 2013 Wetlands Supplement Ch. 4:
 *
 * - mangrove: AGB rises linearly over 20 years (the IPCC default transition time; the
 *   Supplement's growth rates are not carried) from the mapped AGB to the Tier 1 mangrove AGB of
 *   the climate (Table 4.3), never down; BGB = AGB x R (Table 4.5); C = biomass x 0.451
 *   (Table 4.2); soil accumulates 1.62 tC/ha/yr (Table 4.12);
 * - tidal marsh: soil accumulates 0.91 tC/ha/yr (Table 4.12); Tier 1 has no biomass change.
 */
export function wetlandsCarbon(
  pixel: CarbonPixel,
  kind: WetlandKind,
  duration: number,
): PixelCarbon | null {
  const soil = new Float64Array(duration + 1);
  const rate = SOIL_CARBON_ACCUMULATION[kind];
  for (let year = 0; year <= duration; year++) soil[year] = rate * year;
  const baseline = baselineStocks({ ...pixel, ecoZone: undefined });
  if (kind === 'tidalMarsh') return { baseline, change: { soilOrganicCarbon: soil } };
  const climate = pixel.climate ? mangroveClimate(pixel.climate) : null;
  if (!climate) return null;
  const cf = MANGROVE_CARBON_FRACTION;
  const ratio = MANGROVE_ROOT_SHOOT[climate];
  const start = Number.isFinite(pixel.abovegroundBiomass)
    ? Math.max(0, pixel.abovegroundBiomass as number)
    : 0;
  const target = Math.max(start, MANGROVE_ABOVEGROUND_BIOMASS[climate]);
  const biomass = linearChange(start, target, TRANSITION_YEARS, duration);
  const agb = biomass.map((value) => value * cf);
  const bgb = biomass.map((value) => value * ratio * cf);
  baseline.aboveGroundBiomass = start * cf;
  baseline.belowGroundBiomass = start * ratio * cf;
  return {
    baseline,
    change: { aboveGroundBiomass: agb, belowGroundBiomass: bgb, soilOrganicCarbon: soil },
  };
}
