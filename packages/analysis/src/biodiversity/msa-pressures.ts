/**
 * The GLOBIO4 pressure-response relationships of warm-blooded vertebrates, weighted into an
 * overall MSA, as the public model code computes them (GLOBIO4/GlobioModelPublic, EUPL-1.2:
 * Calculations/GLOBIO_CalcInfraDisturbanceMSA.py, GLOBIO_CalcInfraFragmentationMSA.py,
 * GLOBIO_CalcHumanEncroachmentMSA_V2b.py; coefficients from Config/Globio_Config.glo). Schipper
 * et al. 2020, Glob. Change Biol. 26:760, from the meta-analyses of Benítez-López et al. 2010
 * (infrastructure), 2017 and 2019 (hunting) and the patch-size relationship of the paper's SI.
 */

/** Globio_Config.glo: INFRADIST_WbVertRegressionCoefficients = -1.772|1.391. */
export const INFRASTRUCTURE_B0 = -1.772;
export const INFRASTRUCTURE_B1 = 1.391;
/** Globio_Config.glo: INFRADIST_MaximumDistanceKM = 150. */
export const INFRASTRUCTURE_MAX_DISTANCE_KM = 150;
/** Globio_Config.glo: INFRAG_WbVertRegressionCoefficients = -0.774|0.594. */
export const FRAGMENTATION_B0 = -0.774;
export const FRAGMENTATION_B1 = 0.594;
/** Globio_Config.glo: HUMANENC_WbVertRegressionCoefficients = -0.223|0.876. */
export const ENCROACHMENT_B0 = -0.223;
export const ENCROACHMENT_B1 = 0.876;
/** Globio_Config.glo: HUMANENC_MaximumDistanceKM = 150. */
export const ENCROACHMENT_MAX_DISTANCE_KM = 150;
/**
 * Globio_Config.glo: *_WeightFactor = 0.5. The overall MSA of a pressure is
 * w · MSA_wbvert + (1 − w): plants (the other half) are taken as unaffected.
 */
export const TAXON_WEIGHT = 0.5;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const overall = (wbvert: number) => TAXON_WEIGHT * wbvert + (1 - TAXON_WEIGHT);

/**
 * Warm-blooded vertebrate MSA at `distanceKm` from the nearest road:
 * 1 / (1 + exp(−b0 − b1·log10(d) − 3·b1)), 0 on the road, the distance capped at 150 km.
 */
export function infrastructureWbvert(distanceKm: number): number {
  if (distanceKm <= 0) return 0;
  const d = Math.min(distanceKm, INFRASTRUCTURE_MAX_DISTANCE_KM);
  return clamp01(
    1 /
      (1 +
        Math.exp(-INFRASTRUCTURE_B0 - INFRASTRUCTURE_B1 * Math.log10(d) - 3 * INFRASTRUCTURE_B1)),
  );
}

export const infrastructureMsa = (distanceKm: number) => overall(infrastructureWbvert(distanceKm));

/**
 * Warm-blooded vertebrate MSA of a natural patch of `areaKm2`:
 * 1 / (1 + exp(−b0 − b1·log10(A) − 2·b1)); pixels outside natural patches are 1.
 */
export function fragmentationWbvert(areaKm2: number): number {
  if (!(areaKm2 > 0)) return 1;
  return clamp01(
    1 /
      (1 +
        Math.exp(
          -FRAGMENTATION_B0 - FRAGMENTATION_B1 * Math.log10(areaKm2) - 2 * FRAGMENTATION_B1,
        )),
  );
}

export const fragmentationMsa = (areaKm2: number) => overall(fragmentationWbvert(areaKm2));

/**
 * Warm-blooded vertebrate MSA from hunting at `distanceKm` from the nearest settlement:
 * 1 / (1 + exp(−b0 − b1·log10(d))), 0 at the settlement. Applies in tropical biomes only.
 */
export function encroachmentWbvert(distanceKm: number): number {
  if (distanceKm <= 0) return 0;
  const d = Math.min(distanceKm, ENCROACHMENT_MAX_DISTANCE_KM);
  return clamp01(1 / (1 + Math.exp(-ENCROACHMENT_B0 - ENCROACHMENT_B1 * Math.log10(d))));
}

export const encroachmentMsa = (distanceKm: number) => overall(encroachmentWbvert(distanceKm));

/**
 * Natural patches delimited by roads: 8-connected components of the `natural` pixels that are not
 * `road` pixels (GLOBIO4 labels with scipy.ndimage.label and a 3 × 3 structure). Returns the label
 * of each pixel (0 outside every patch, patches numbered from 1) and each patch's area in the unit
 * of `pixelArea`. Linear in pixels: a breadth-first flood fill with one queue.
 */
export function labelPatches(
  width: number,
  height: number,
  natural: Uint8Array,
  road: Uint8Array,
  pixelArea: (row: number) => number,
): { labels: Int32Array; areas: Float64Array } {
  const labels = new Int32Array(width * height);
  const queue = new Int32Array(width * height);
  const areas: number[] = [0];
  let next = 1;
  for (let start = 0; start < width * height; start++) {
    if (labels[start] !== 0 || natural[start] !== 1 || road[start] === 1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = next;
    let area = 0;
    while (head < tail) {
      const cell = queue[head++] as number;
      const column = cell % width;
      const row = (cell - column) / width;
      area += pixelArea(row);
      for (let dy = -1; dy <= 1; dy++) {
        const r = row + dy;
        if (r < 0 || r >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const c = column + dx;
          if ((dx === 0 && dy === 0) || c < 0 || c >= width) continue;
          const neighbour = r * width + c;
          if (labels[neighbour] !== 0 || natural[neighbour] !== 1 || road[neighbour] === 1)
            continue;
          labels[neighbour] = next;
          queue[tail++] = neighbour;
        }
      }
    }
    areas.push(area);
    next++;
  }
  return { labels, areas: Float64Array.from(areas) };
}
