/**
 * Wetland MSA of GLOBIO-Aquatic (Janse et al. 2015, Environ. Sci. Policy 48:99), as the public
 * GLOBIO4 model code computes it (GLOBIO4/GlobioModelPublic, EUPL-1.2):
 * - an existing wetland: MSA = 1 − a · FRHLU, FRHLU the fraction of its catchment under human land
 *   use (urban, crop, pasture), a = 0.87 (Scripts/Run_Aquatic_All.glo WET_FRHLU_FACTOR_A;
 *   Calculations/GLOBIO_CalcAquaticWetlandFloodplainFRHLUMSA.py);
 * - a wetland lost to conversion: MSA = 0.1 (Run_Aquatic_All.glo WETLAND_LOSS_MSA;
 *   Calculations/GLOBIO_CalcAquaticWetlandMSA.py weights the two by their area fractions).
 */
export const WETLAND_FRHLU_FACTOR = 0.87;
export const WETLAND_LOSS_MSA = 0.1;

/** MSA of an existing wetland whose catchment has `frhlu` (0..1) under human land use. */
export const wetlandMsa = (frhlu: number) =>
  Math.min(1, Math.max(0, 1 - WETLAND_FRHLU_FACTOR * Math.min(1, Math.max(0, frhlu))));

/**
 * The share of human land use in the square of (2r + 1)² pixels around each pixel (pixels beyond
 * the window not counted): the stand-in for the upstream catchment, which needs a flow-direction
 * map the tools do not read. Linear in pixels (summed-area table).
 */
export function neighbourhoodShare(
  width: number,
  height: number,
  human: Uint8Array,
  radius: number,
): Float64Array {
  const stride = width + 1;
  const table = new Float64Array(stride * (height + 1));
  for (let row = 0; row < height; row++) {
    let sum = 0;
    for (let column = 0; column < width; column++) {
      sum += human[row * width + column] as number;
      table[(row + 1) * stride + column + 1] = (table[row * stride + column + 1] as number) + sum;
    }
  }
  const share = new Float64Array(width * height);
  for (let row = 0; row < height; row++) {
    const top = Math.max(0, row - radius);
    const bottom = Math.min(height, row + radius + 1);
    for (let column = 0; column < width; column++) {
      const left = Math.max(0, column - radius);
      const right = Math.min(width, column + radius + 1);
      const count =
        (table[bottom * stride + right] as number) -
        (table[top * stride + right] as number) -
        (table[bottom * stride + left] as number) +
        (table[top * stride + left] as number);
      share[row * width + column] = count / ((bottom - top) * (right - left));
    }
  }
  return share;
}
