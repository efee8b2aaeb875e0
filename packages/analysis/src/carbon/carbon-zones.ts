/**
 * Class codes of the carbon tools' categorical rasters (the roles climateZone, ecologicalZone and
 * soilType of sources/data-source.ts). The synthetic source writes these codes; a production
 * dataset is mapped onto them by the catalogue (docs/analyses/carbon.md).
 */

/**
 * IPCC climate zones (2006 Guidelines Vol. 4 Ch. 3 Annex 3A.5, Figure 3A.5.1), coded as the
 * JRC/ESDAC "IPCC Climate Zone Map" raster codes them.
 */
export const IPCC_CLIMATE_ZONES = {
  1: 'warmTemperateMoist',
  2: 'warmTemperateDry',
  3: 'coolTemperateMoist',
  4: 'coolTemperateDry',
  5: 'polarMoist',
  6: 'polarDry',
  7: 'borealMoist',
  8: 'borealDry',
  9: 'tropicalMontane',
  10: 'tropicalWet',
  11: 'tropicalMoist',
  12: 'tropicalDry',
} as const;
export type IpccClimateZoneCode = keyof typeof IPCC_CLIMATE_ZONES;
export type IpccClimateZone = (typeof IPCC_CLIMATE_ZONES)[IpccClimateZoneCode];

/** FAO Global Ecological Zones 2010 (`gez_code`), the zones of the IPCC biomass tables. */
export const FAO_ECOLOGICAL_ZONES = {
  11: 'tropicalRainforest',
  12: 'tropicalMoistForest',
  13: 'tropicalDryForest',
  14: 'tropicalShrubland',
  15: 'tropicalDesert',
  16: 'tropicalMountainSystem',
  21: 'subtropicalHumidForest',
  22: 'subtropicalDryForest',
  23: 'subtropicalSteppe',
  24: 'subtropicalDesert',
  25: 'subtropicalMountainSystem',
  31: 'temperateOceanicForest',
  32: 'temperateContinentalForest',
  33: 'temperateSteppe',
  34: 'temperateDesert',
  35: 'temperateMountainSystem',
  41: 'borealConiferousForest',
  42: 'borealTundraWoodland',
  43: 'borealMountainSystem',
  50: 'polar',
  90: 'water',
} as const;
export type FaoEcologicalZoneCode = keyof typeof FAO_ECOLOGICAL_ZONES;
export type FaoEcologicalZone = (typeof FAO_ECOLOGICAL_ZONES)[FaoEcologicalZoneCode];

/**
 * IPCC default soil classes of mineral soils (2006 Vol. 4 Ch. 3 Annex 3A.5, Figure 3A.5.4), the
 * columns of the SOC reference table, plus organic soils.
 */
export const IPCC_SOIL_CLASSES = {
  1: 'highActivityClay',
  2: 'lowActivityClay',
  3: 'sandy',
  4: 'spodic',
  5: 'volcanic',
  6: 'wetland',
  7: 'organic',
} as const;
export type IpccSoilClassCode = keyof typeof IPCC_SOIL_CLASSES;
export type IpccSoilClass = (typeof IPCC_SOIL_CLASSES)[IpccSoilClassCode];
