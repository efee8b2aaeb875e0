import { SNAPGRAZE as K } from './tables/ritchie-2020-snapgraze.js';

/**
 * SNAPGRAZE (Ritchie 2020, Resources 9:49): the episodic herbivory model (EHM) of forage
 * production under a grazing scheme, feeding the SNAP soil-carbon mass balance
 * dSOC/dt = PDSOC + DDSOC - MRESP (Eq. 14, 24). Units are the paper's: biomass g/m2, carbon
 * gC/m2, days; SOC in and out of this module in tC/ha (1 tC/ha = 100 gC/m2).
 */
export interface SnapgrazeInputs {
  /** Mean annual temperature, degC, and precipitation, mm. */
  meanTemperature: number;
  precipitation: number;
  /** Sand, percent of soil. */
  sand: number;
  /** Proportion of the last years with fire, 0..1. */
  fire: number;
  /** Lignin and cellulose, percent of plant mass. */
  ligninCellulose: number;
  /** Soil depth of the stock, cm. */
  soilDepth: number;
  /** Mean animal mass W, kg. */
  animalWeight: number;
  /** Maximum relative growth rate r, g/g/day. */
  maxGrowthRate: number;
  /** APC of Eq. 16 (1 for perennials, 0.291 for annual-dominated forage). */
  plantCarbonMultiplier: number;
  /** Slope of the linear daily respiration, Eq. 20 (paper 0.00044). */
  decompositionRate: number;
  /** Multiplier of MAP in WETDAYS, Eq. 19 (paper 0.00044). */
  wetdaysMultiplier: number;
  /** Intercept of ln(ANPPmax), Eq. 15 (paper 12.039). */
  maxAboveGroundNpp: number;
  /** Pastures the herd is moved through in a growing season (1 = continuous). */
  pastures: number;
  /** Initial SOC stock, tC/ha. */
  initialSoc: number;
  years: number;
}

export interface GrazingSeason {
  anppMax: number;
  steadyBiomass: number;
  growingSeasonDays: number;
  consumption: number;
  /** Biomass at the start of grazing, end of grazing, end of season (g/m2). */
  startOfGrazing: number;
  endOfGrazing: number;
  endOfSeason: number;
  dormantLoss: number;
  grazedProduction: number;
  belowgroundProduction: number;
  plantInput: number;
  dungInput: number;
  wetDays: number;
}

/** Eq. (15), Table 1: ANPPmax (g/m2/yr), S_K and S_0. */
export function maxProduction(inputs: SnapgrazeInputs): number {
  const arrhenius = K.anppArrhenius / (K.gasConstant * (273.15 + inputs.meanTemperature));
  return (
    Math.exp(
      inputs.maxAboveGroundNpp + K.anppLnPrecipitation * Math.log(inputs.precipitation) - arrhenius,
    ) *
    (K.sandIntercept - K.sandSlope * inputs.sand)
  );
}

/** Table 2: growing season G = 22.99 MAT - 0.94 MAT^2 + 0.073 MAP, within 1..365 days. */
export function growingSeason(meanTemperature: number, precipitation: number): number {
  const { mat, mat2, map } = K.growingSeason;
  const days = mat * meanTemperature - mat2 * meanTemperature ** 2 + map * precipitation;
  return Math.min(365, Math.max(1, days));
}

/** Eq. (7): daily consumption per animal, g/day. */
export function dailyConsumption(weight: number): number {
  const { intercept, lnWeight, multiplier } = K.consumption;
  return multiplier * (intercept + lnWeight * Math.log(weight));
}

/** Logistic growth from `from` towards `ceiling` at rate `rate` for `days` (Eq. 4, 6, 8). */
function logistic(ceiling: number, from: number, rate: number, days: number): number {
  if (days <= 0 || from <= 0) return Math.max(0, from);
  const decay = Math.exp(-rate * days);
  return (ceiling * from) / (ceiling * decay + from * (1 - decay));
}

/** One growing season of the EHM at stocking density `density` (animals/ha), and SOC inputs. */
export function grazingSeason(inputs: SnapgrazeInputs, density: number): GrazingSeason {
  const anppMax = maxProduction(inputs);
  const sk = anppMax / K.steadyStateDivisor;
  const s0 = K.initialBiomassShare * sk;
  const g = growingSeason(inputs.meanTemperature, inputs.precipitation);
  const cg = dailyConsumption(inputs.animalWeight);
  const n = Math.max(1, Math.round(inputs.pastures));
  const r = inputs.maxGrowthRate;
  // Each pasture is grazed once for D = G / n days centred on the season's median day.
  const d = g / n;
  const e = (g - d) / 2;
  const f = g - e - d;
  const se = logistic(sk, s0, r, e);
  const lg = d * density * cg * n * 1e-4; // Eq. (5)
  const loss = se > 0 ? (density * cg * n * 1e-4) / se : 0; // g of Eq. (6)
  const sg = Math.max(0, logistic(sk, se, r - loss, d) - lg); // Eq. (6)
  const sf = logistic(sk, sg, r, f); // Eq. (8)
  const pg = sg < se ? se - s0 + (sf - sg) : se - s0 + (sf - se); // Eq. (10), (11)
  const pu = sk - s0;
  const lo = (cg / 2) * (365 - g) * density * 1e-4; // Eq. (12)
  const { map, map2, mat, depth } = K.bnpp;
  const p = inputs.precipitation;
  const bnpp = Math.max(
    0,
    (map * p - map2 * p * p + mat * inputs.meanTemperature) *
      (pu > 0 ? pg / pu : 0) *
      inputs.plantCarbonMultiplier *
      (inputs.soilDepth / depth),
  ); // Eq. (16)
  const lig = inputs.ligninCellulose / 100;
  const fire = Math.min(1, Math.max(0, inputs.fire));
  const plantInput =
    K.ligninCarbon *
    (lig * Math.max(0, sf - lo / 2) * (1 - fire) + (lig + K.rootLigninExtra) * bnpp); // Eq. (17)
  const dungInput = lig * K.ligninCarbon * K.dungFraction * (lg + lo); // Eq. (18)
  const wetDays = Math.max(0, (inputs.wetdaysMultiplier * p - K.wetDays.intercept) * g); // Eq. (19)
  return {
    anppMax,
    steadyBiomass: sk,
    growingSeasonDays: g,
    consumption: cg,
    startOfGrazing: se,
    endOfGrazing: sg,
    endOfSeason: sf,
    dormantLoss: lo,
    grazedProduction: pg,
    belowgroundProduction: bnpp,
    plantInput,
    dungInput,
    wetDays,
  };
}

/**
 * Eq. (13): the highest sustainable stocking density, where the biomass left after the dormant
 * season, S_F - L_O, is still 0.1 S_K; found by bisection since S_F depends on the density.
 */
export function maxStockingDensity(inputs: SnapgrazeInputs): number {
  const sustainable = (density: number) => {
    const season = grazingSeason(inputs, density);
    return season.endOfSeason - season.dormantLoss >= 0.1 * season.steadyBiomass;
  };
  let low = 0;
  let high = 1;
  while (sustainable(high) && high < 1e4) high *= 2;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (sustainable(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Eq. (20) above 4600 gC/m2, Eq. (21) below: daily microbial respiration, gC/m2/day. */
export function dailyRespiration(socGramsPerM2: number, slope: number): number {
  if (socGramsPerM2 <= 0) return 0;
  if (socGramsPerM2 > K.respiration.threshold)
    return Math.max(0, -K.respiration.intercept + slope * socGramsPerM2);
  return Math.exp(K.lowRespiration.lnIntercept) * socGramsPerM2 ** K.lowRespiration.exponent;
}

/**
 * SOC (tC/ha) for years 0..years: SOC_(y+1) = SOC_y + PDSOC + DDSOC - MRESP(SOC_y) (Eq. 24),
 * MRESP = WETDAYS x (0.7 + 0.3 SAND/100) x DMRESP (Eq. 23).
 */
export function socTrajectory(inputs: SnapgrazeInputs, density: number): Float64Array {
  const season = grazingSeason(inputs, density);
  const access = K.sandAccess.intercept + (K.sandAccess.slope * inputs.sand) / 100;
  const series = new Float64Array(inputs.years + 1);
  let soc = inputs.initialSoc * 100;
  series[0] = inputs.initialSoc;
  for (let year = 1; year <= inputs.years; year++) {
    const respiration = season.wetDays * access * dailyRespiration(soc, inputs.decompositionRate);
    soc = Math.max(0, soc + season.plantInput + season.dungInput - respiration);
    series[year] = soc / 100;
  }
  return series;
}
