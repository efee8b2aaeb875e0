import { aridityIndex } from '../../context/aridity.js';
import { thornthwaiteAnnualPet } from '../../context/thornthwaite.js';
import { fractalNoise, seedOf, valueNoise } from './noise.js';

/**
 * The physics of the synthetic demo world, as functions of longitude and latitude only (no
 * state, no request): the same place always gets the same numbers. The world has no oceans:
 * every place is land, at or above 40 m. See docs/synthetic-demo-data.md.
 */

const SEEDS = {
  relief: seedOf('elevation:relief'),
  roughness: seedOf('elevation:roughness'),
  detail: seedOf('elevation:detail'),
  temperature: seedOf('temperature'),
  moisture: seedOf('precipitation'),
} as const;

const DEGREE = Math.PI / 180;
/** Environmental lapse rate, °C per metre (ICAO standard atmosphere: 6.5 °C/km). */
export const LAPSE_RATE_PER_METER = 0.0065;

/**
 * Metres above sea level, 40 .. ~4060: continental highlands (12° noise, squared so most land is
 * low), hills (fractal noise from 1.5° down to ~1 km) and mountain detail (9 km down to ~600 m)
 * that only the highlands carry.
 */
export function syntheticElevation(lon: number, lat: number): number {
  const relief = valueNoise(lon, lat, 12, SEEDS.relief);
  const roughness = fractalNoise(lon, lat, 1.5, SEEDS.roughness, 8);
  const detail = fractalNoise(lon, lat, 0.08, SEEDS.detail, 5);
  return 40 + 220 * roughness + 3300 * relief * relief * roughness + 500 * relief * detail;
}

/** Annual mean at sea level: 28 °C at the equator to −6 °C at the poles, ±2 °C of noise. */
function seaLevelTemperature(lon: number, lat: number): number {
  const sine = Math.sin(lat * DEGREE);
  return 28 - 34 * sine * sine + 4 * (valueNoise(lon, lat, 8, SEEDS.temperature) - 0.5);
}

/** Annual mean air temperature, °C: the sea-level value minus 6.5 °C per km of elevation. */
export function syntheticTemperature(lon: number, lat: number, elevation: number): number {
  return seaLevelTemperature(lon, lat) - LAPSE_RATE_PER_METER * elevation;
}

/**
 * Twelve monthly means (January first) around the annual mean: a cosine peaking in July (north)
 * or January (south) whose half-range grows from 1 °C at the equator to 15 °C at the poles. The
 * cosine sums to zero over the twelve months, so their mean is exactly the annual mean.
 */
export function syntheticMonthlyTemperatures(annualMean: number, lat: number): number[] {
  const halfRange = 1 + 14 * Math.abs(Math.sin(lat * DEGREE));
  const warmest = lat >= 0 ? 6 : 0;
  return Array.from(
    { length: 12 },
    (_, month) => annualMean + halfRange * Math.cos((2 * Math.PI * (month - warmest)) / 12),
  );
}

/**
 * Annual precipitation, mm: latitudinal bands over a 150 mm background (a wet equatorial belt,
 * dry subtropics near 25°, wet mid-latitudes near 50°), times a regional moisture factor
 * 0.35 .. 1.65 (6° noise), times an orographic factor rising 40 % per km of elevation up to 3 km.
 */
export function syntheticPrecipitation(lon: number, lat: number, elevation: number): number {
  const band =
    150 + 1900 * Math.exp(-((lat / 12) ** 2)) + 800 * Math.exp(-(((Math.abs(lat) - 50) / 14) ** 2));
  const moisture = 0.35 + 1.3 * valueNoise(lon, lat, 6, SEEDS.moisture);
  const orographic = 1 + 0.4 * (Math.min(elevation, 3000) / 1000);
  return band * moisture * orographic;
}

export interface SyntheticClimate {
  elevation: number;
  temperatureMean: number;
  precipitationAnnual: number;
  potentialEvapotranspiration: number;
  aridityIndex: number;
}

/** Every climate value of one place; PET by Thornthwaite on the synthetic monthly cycle. */
export function syntheticClimate(lon: number, lat: number): SyntheticClimate {
  const elevation = syntheticElevation(lon, lat);
  const temperatureMean = syntheticTemperature(lon, lat, elevation);
  const precipitationAnnual = syntheticPrecipitation(lon, lat, elevation);
  const potentialEvapotranspiration = thornthwaiteAnnualPet(
    syntheticMonthlyTemperatures(temperatureMean, lat),
    lat,
  );
  return {
    elevation,
    temperatureMean,
    precipitationAnnual,
    potentialEvapotranspiration,
    aridityIndex: aridityIndex(precipitationAnnual, potentialEvapotranspiration),
  };
}
