import type { CarbonPixel } from './baseline-stocks.js';
import type { CellCarbon } from './carbon-aggregate.js';
import { climateZoneOf, commonClass, ecoZoneOf, soilClassOf } from './carbon-tool-common.js';
import type { TableBound } from './tables/table-bounds.js';

/**
 * Pixels with the same inputs get the same per-hectare result: computed once (a million-hectare
 * study area has tens of thousands of pixels but few distinct zone and stock combinations).
 */
export function cachedCells(): (
  key: string,
  compute: () => CellCarbon | null,
) => CellCarbon | null {
  const cache = new Map<string, CellCarbon | null>();
  return (key, compute) => {
    if (cache.has(key)) return cache.get(key) ?? null;
    const result = compute();
    if (cache.size > 200_000) cache.clear();
    cache.set(key, result);
    return result;
  };
}

/** Reads the pixel's inputs from the grid's role arrays. */
export function carbonPixelAt(
  values: Map<string, Float64Array>,
  index: number,
): CarbonPixel & { landCover: number; forestAge: number | undefined } {
  const at = (role: string) => values.get(role)?.[index];
  return {
    landCover: at('landCover') ?? Number.NaN,
    climate: climateZoneOf(at('climateZone')),
    ecoZone: ecoZoneOf(at('ecologicalZone')),
    soil: soilClassOf(at('soilType')),
    abovegroundBiomass: at('abovegroundBiomass'),
    soilOrganicCarbon: at('soilOrganicCarbon'),
    forestAge: at('forestAge'),
  };
}

export const pixelKey = (pixel: Record<string, unknown>) =>
  Object.values(pixel)
    .map((value) => String(value))
    .join('|');

/** A pixel as the kernels see it: its inputs and its land cover's UNCCD common class. */
export type KernelPixel = ReturnType<typeof carbonPixelAt>;
type CommonClass = NonNullable<ReturnType<typeof commonClass>>;

/**
 * A tool's kernel over the grid's pixels at one bound of the tables (table-bounds.ts): a pixel
 * without a land-cover class is no data; pixels with equal inputs are computed once (one cache
 * per bound).
 */
export function pixelCells(
  values: Map<string, Float64Array>,
  kernel: (pixel: KernelPixel, common: CommonClass, bound: TableBound) => CellCarbon | null,
): (bound: TableBound) => (index: number) => CellCarbon | null {
  return (bound) => {
    const cached = cachedCells();
    return (index) => {
      const pixel = carbonPixelAt(values, index);
      const common = commonClass(pixel.landCover);
      if (common === null) return null;
      return cached(pixelKey({ ...pixel, common }), () => kernel(pixel, common, bound));
    };
  };
}
