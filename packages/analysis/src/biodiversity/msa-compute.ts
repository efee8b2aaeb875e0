import type { MsaByPressure } from './biodiversity-values.js';
import {
  DIRECT_IMPACT_LAND_USE,
  GLOBIO_LAND_USES,
  type GlobioLandUse,
  NATURAL_LAND_USE,
} from './msa-land-use.js';
import {
  encroachmentMsa,
  fragmentationMsa,
  infrastructureMsa,
  labelPatches,
} from './msa-pressures.js';

/** The GLOBIO3 land uses by index: a pixel's land use is stored as its index (-1: not computed). */
export const LAND_USES = GLOBIO_LAND_USES;
export const landUseIndex = (landUse: GlobioLandUse | null) =>
  landUse === null ? -1 : LAND_USES.indexOf(landUse);

/** One state (before or after) of a window of pixels, row-major. */
export interface MsaPixels {
  width: number;
  height: number;
  /** Index in LAND_USES of each pixel's land use, -1 where MSA is not computed (water, no data). */
  landUse: Int8Array;
  /** Land-use MSA of each pixel (the class's value, or a value on the way to the activity's). */
  landUseMsa: Float64Array;
  /** Distance to the nearest road (km), NaN unknown (then no infrastructure pressure). */
  roadKm: Float64Array;
  /** Distance to the nearest settlement (km), NaN unknown. */
  settlementKm: Float64Array;
  /** 1 in tropical biomes, where human encroachment applies. */
  tropical: Uint8Array;
  /** Area of one pixel of each row, km². */
  rowAreaKm2: Float64Array;
  /** A pixel whose centre is nearer a road than this (km) is a road pixel (patch boundary). */
  roadPixelKm: number;
}

export interface MsaPressureRasters {
  landCover: Float32Array;
  infrastructure: Float32Array;
  habitatFragmentation: Float32Array;
  humanEncroachment: Float32Array;
  total: Float32Array;
}

/**
 * Per-pixel MSA of each pressure and their product (GLOBIO: MSA = Π MSA_i). Infrastructure and
 * human encroachment do not apply where a direct land-use impact takes precedence (built-up,
 * farmland, man-made pasture); encroachment only in the tropics; fragmentation applies to the
 * natural patches delimited by roads, 1 elsewhere. Pixels not computed are NaN.
 */
export function msaPressures(pixels: MsaPixels): MsaPressureRasters {
  const { width, height, landUse } = pixels;
  const size = width * height;
  const natural = new Uint8Array(size);
  const road = new Uint8Array(size);
  for (let index = 0; index < size; index++) {
    const code = landUse[index] as number;
    if (code >= 0 && NATURAL_LAND_USE.has(LAND_USES[code] as GlobioLandUse)) natural[index] = 1;
    if ((pixels.roadKm[index] as number) < pixels.roadPixelKm) road[index] = 1;
  }
  const { labels, areas } = labelPatches(
    width,
    height,
    natural,
    road,
    (row) => pixels.rowAreaKm2[row] as number,
  );
  const patchMsa = Float64Array.from(areas, (area, label) =>
    label === 0 ? 1 : fragmentationMsa(area),
  );
  const rasters: MsaPressureRasters = {
    landCover: new Float32Array(size).fill(Number.NaN),
    infrastructure: new Float32Array(size).fill(Number.NaN),
    habitatFragmentation: new Float32Array(size).fill(Number.NaN),
    humanEncroachment: new Float32Array(size).fill(Number.NaN),
    total: new Float32Array(size).fill(Number.NaN),
  };
  for (let index = 0; index < size; index++) {
    const code = landUse[index] as number;
    if (code < 0) continue;
    const direct = DIRECT_IMPACT_LAND_USE.has(LAND_USES[code] as GlobioLandUse);
    const lu = pixels.landUseMsa[index] as number;
    const roadKm = pixels.roadKm[index] as number;
    const settlementKm = pixels.settlementKm[index] as number;
    const infrastructure = direct || Number.isNaN(roadKm) ? 1 : infrastructureMsa(roadKm);
    const fragmentation = patchMsa[labels[index] as number] as number;
    const encroachment =
      direct || pixels.tropical[index] !== 1 || Number.isNaN(settlementKm)
        ? 1
        : encroachmentMsa(settlementKm);
    rasters.landCover[index] = lu;
    rasters.infrastructure[index] = infrastructure;
    rasters.habitatFragmentation[index] = fragmentation;
    rasters.humanEncroachment[index] = encroachment;
    rasters.total[index] = lu * infrastructure * fragmentation * encroachment;
  }
  return rasters;
}

export interface MsaSummary {
  means: MsaByPressure;
  /** Σ area · (1 − total MSA), ha. */
  lossHa: number;
  /** Area with MSA computed (land, with data), ha. */
  computedHa: number;
}

/**
 * Area-weighted means over the study area's pixels (`cells`, window indices, with `areasHa`) of
 * each pressure, and the MSA-loss area. `total` is the mean of the per-pixel products. Human
 * encroachment is null (not applicable) when no computed pixel is tropical; every mean is null
 * when no pixel is computed.
 */
export function summariseMsa(
  rasters: MsaPressureRasters,
  cells: Int32Array,
  areasHa: Float64Array,
  tropical: Uint8Array,
): MsaSummary {
  const sums = {
    landCover: 0,
    infrastructure: 0,
    habitatFragmentation: 0,
    humanEncroachment: 0,
    total: 0,
  };
  let area = 0;
  let tropicalArea = 0;
  let loss = 0;
  cells.forEach((cell, at) => {
    const total = rasters.total[cell] as number;
    if (Number.isNaN(total)) return;
    const a = areasHa[at] as number;
    area += a;
    if (tropical[cell] === 1) tropicalArea += a;
    loss += a * (1 - total);
    for (const key of Object.keys(sums) as (keyof typeof sums)[])
      sums[key] += a * (rasters[key][cell] as number);
  });
  const mean = (key: keyof typeof sums) => (area > 0 ? sums[key] / area : null);
  return {
    means: {
      landCover: mean('landCover'),
      infrastructure: mean('infrastructure'),
      habitatFragmentation: mean('habitatFragmentation'),
      humanEncroachment: tropicalArea > 0 ? mean('humanEncroachment') : null,
      total: mean('total'),
    },
    lossHa: loss,
    computedHa: area,
  };
}
