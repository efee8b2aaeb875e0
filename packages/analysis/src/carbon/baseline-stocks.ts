import type { CarbonPool } from './carbon-values.js';
import type { FaoEcologicalZone, IpccClimateZone, IpccSoilClass } from './carbon-zones.js';
import { litterStock } from './tables/ipcc-2006-v4-table-2-2-litter.js';
import { socReference } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { rootShootRatio } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import type { TableBound } from './tables/table-bounds.js';
import { forestCarbonFraction, litterClimate, litterLeaf } from './zone-rows.js';

/** What the carbon tools know of one pixel; absent inputs are undefined, no data is NaN. */
export interface CarbonPixel {
  climate?: IpccClimateZone | undefined;
  ecoZone?: FaoEcologicalZone | undefined;
  soil?: IpccSoilClass | undefined;
  /** Above-ground biomass density, t d.m./ha. */
  abovegroundBiomass?: number | undefined;
  /** Mapped SOC stock 0-30 cm, tC/ha. */
  soilOrganicCarbon?: number | undefined;
  /** The land cover is tree covered (common class treeCovered). */
  forest?: boolean | undefined;
}

const finite = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

/**
 * SOC at the start: the mapped stock (a dataset's value: no table uncertainty), else SOC_REF of
 * Table 2.3 for the climate and soil class (Tier 1 with all factors 1) at `bound`, else null.
 */
export function startSoc(pixel: CarbonPixel, bound: TableBound = 'central'): number | null {
  if (finite(pixel.soilOrganicCarbon)) return pixel.soilOrganicCarbon;
  if (pixel.climate && pixel.soil) return socReference(pixel.climate, pixel.soil, bound);
  return null;
}

/** Litter stock of a mature forest in the pixel's zone (Table 2.2) at `bound`, or null. */
export function matureLitter(pixel: CarbonPixel, bound: TableBound = 'central'): number | null {
  if (!pixel.climate || !pixel.ecoZone) return null;
  const row = litterClimate(pixel.climate, pixel.ecoZone);
  return row ? litterStock(row, litterLeaf(pixel.ecoZone), bound) : null;
}

/**
 * Stocks by pool at year 0, tC/ha (carbon inputs; the baseline of the other tools):
 * AGB x CF, AGB x R x CF (Tables 4.3, 4.4), litter of Table 2.2 on tree-covered land (Tier 1:
 * none elsewhere), SOC (mapped, else Table 2.3). Pools without inputs are absent.
 */
export function baselineStocks(
  pixel: CarbonPixel,
  bound: TableBound = 'central',
): Partial<Record<CarbonPool, number>> {
  const stocks: Partial<Record<CarbonPool, number>> = {};
  if (finite(pixel.abovegroundBiomass) && pixel.ecoZone) {
    const cf = forestCarbonFraction(pixel.ecoZone, bound);
    const agb = Math.max(0, pixel.abovegroundBiomass);
    stocks.aboveGroundBiomass = agb * cf;
    stocks.belowGroundBiomass = agb * rootShootRatio(pixel.ecoZone, agb, bound) * cf;
  }
  if (pixel.forest !== undefined && pixel.climate && pixel.ecoZone)
    stocks.deadwoodAndLitter = pixel.forest ? (matureLitter(pixel, bound) ?? 0) : 0;
  const soc = startSoc(pixel, bound);
  if (soc !== null) stocks.soilOrganicCarbon = soc;
  return stocks;
}
