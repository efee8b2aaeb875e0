import type { TableSource } from './table-source.js';

/**
 * Coefficients of the SNAPGRAZE model: Ritchie, M. E. (2020). Grazing management, forage
 * production and soil carbon dynamics. Resources 9(4), 49. https://doi.org/10.3390/resources9040049
 * Equation numbers are the paper's; Table 1 lists the variables, Table 2 the regressions.
 */
export const SNAPGRAZE_SOURCE: TableSource = {
  citation: 'Ritchie, M. E. (2020). Resources 9(4), 49, Equations (4)-(26), Tables 1 and 2',
  verified: true,
  note: 'Checked against the paper (PDF text): Eq. 7, 12, 13, 15-21, 23 and Table 2.',
};

export const SNAPGRAZE = {
  /** Eq. (15): ln(ANPPmax) intercept (the spec's "max above-ground NPP" 12.039). */
  anppIntercept: 12.039,
  /** Eq. (15): coefficient of ln(MAP). */
  anppLnPrecipitation: 0.718,
  /** Eq. (15): Arrhenius term -25.18 / (R (273.15 + MAT)), R = 0.00834 kJ/mol/K. */
  anppArrhenius: 25.18,
  gasConstant: 0.00834,
  /** Eq. (15): sand weighting (1.33 - 0.0075 SAND%). */
  sandIntercept: 1.33,
  sandSlope: 0.0075,
  /** Table 1: S_K = ANPPmax / 0.9 and S_0 = 0.1 S_K. */
  steadyStateDivisor: 0.9,
  initialBiomassShare: 0.1,
  /** Table 2 / Table 1: G = 22.99 MAT - 0.94 MAT^2 + 0.073 MAP (days). */
  growingSeason: { mat: 22.99, mat2: 0.94, map: 0.073 },
  /** Eq. (7): C_G = 2 (5300 + 770 ln W), g/animal/day. */
  consumption: { intercept: 5300, lnWeight: 770, multiplier: 2 },
  /** Eq. (16): BNPP = (0.602 MAP - 0.00038 MAP^2 + 5.88 MAT)(P_G/P_U) APC (DEPTH/40). */
  bnpp: { map: 0.602, map2: 0.00038, mat: 5.88, depth: 40 },
  /** Eq. (17): proportion of lignin and cellulose as carbon; roots +0.05 lignin-cellulose. */
  ligninCarbon: 0.45,
  rootLigninExtra: 0.05,
  /** Eq. (18): fraction of consumed mass excreted as dung. */
  dungFraction: 0.3,
  /** Eq. (19): WETDAYS = (0.00044 MAP - 0.025) G. */
  wetDays: { multiplier: 0.00044, intercept: 0.025 },
  /** Eq. (20): DMRESP = -0.579 + 0.00044 SOC (SOC > 4600 g/m2). */
  respiration: { intercept: 0.579, slope: 0.00044, threshold: 4600 },
  /** Eq. (21): ln(DMRESP) = -10.872 + 1.296 ln(SOC) (SOC < 4600 g/m2). */
  lowRespiration: { lnIntercept: -10.872, exponent: 1.296 },
  /** Eq. (23): sand accessibility (0.7 + 0.3 SAND%/100). */
  sandAccess: { intercept: 0.7, slope: 0.3 },
} as const;
