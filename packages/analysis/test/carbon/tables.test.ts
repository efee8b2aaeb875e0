import { describe, expect, it } from 'vitest';
import {
  LITTER_RANGE,
  LITTER_STOCK,
  litterStock,
  TABLE_2_2_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-2-2-litter.js';
import {
  socReference,
  TABLE_2_3_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import {
  CARBON_FRACTION,
  TABLE_4_3_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-4-3-carbon-fraction.js';
import {
  ROOT_SHOOT,
  rootShootRatio,
  TABLE_4_4_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import {
  MANGROVE_ABOVEGROUND_BIOMASS,
  MANGROVE_CARBON_FRACTION,
  MANGROVE_ROOT_SHOOT,
  SOIL_CARBON_ACCUMULATION,
  WETLANDS_SUPPLEMENT_SOURCE,
} from '../../src/carbon/tables/ipcc-2013-wetlands-ch4-mangroves.js';
import {
  growthRow,
  ipccContinentOf,
  NATURAL_FOREST_GROWTH,
  naturalGrowth,
  TABLE_4_9_SOURCE,
} from '../../src/carbon/tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';
import {
  factorAt,
  GRASSLAND_INPUT_FACTOR,
  GRASSLAND_LAND_USE_FACTOR,
  GRASSLAND_MANAGEMENT_FACTOR,
  grasslandClimate,
  TABLE_6_2_SOURCE,
} from '../../src/carbon/tables/ipcc-2019-v4-table-6-2-grassland-factors.js';
import { SNAPGRAZE } from '../../src/carbon/tables/ritchie-2020-snapgraze.js';

/**
 * Pins cells of each table as read in its source (docs/analyses/carbon.md "Tables and what was
 * verified"): the IPCC 2006 and 2019 chapters' PDFs for Tables 4.3, 4.4, 4.9, 2.2, 2.3 and 6.2
 * (page in each test's name), Ritchie (2020) for SNAPGRAZE. The Wetlands Supplement tables were
 * not read in their PDF: their pins guard against accidental edits only.
 */
describe('carbon constant tables', () => {
  it('Table 4.3 carbon fractions (2006 Ch. 4 p. 4.48): the default row has no range', () => {
    expect(CARBON_FRACTION.default).toEqual({ value: 0.47 });
    expect(CARBON_FRACTION.tropicalSubtropical).toEqual({ value: 0.47, low: 0.44, high: 0.49 });
    expect(CARBON_FRACTION.temperateBorealBroadleaf).toEqual({ value: 0.48, low: 0.46, high: 0.5 });
    expect(CARBON_FRACTION.temperateBorealConifer).toEqual({ value: 0.51, low: 0.47, high: 0.55 });
  });

  it('Table 4.4 root-to-shoot ratios by zone and biomass class (2006 Ch. 4 p. 4.49)', () => {
    expect(ROOT_SHOOT.tropicalMoistForest).toEqual([
      { below: 125, ratio: 0.2, low: 0.09, high: 0.25 },
      { below: Infinity, ratio: 0.24, low: 0.22, high: 0.33 },
    ]);
    expect(ROOT_SHOOT.temperateMountainSystem[0]).toEqual({
      below: 50,
      ratio: 0.4,
      low: 0.21,
      high: 1.06,
    });
    expect(ROOT_SHOOT.borealTundraWoodland[1]).toEqual({
      below: Infinity,
      ratio: 0.24,
      low: 0.15,
      high: 0.37,
    });
    expect(rootShootRatio('tropicalRainforest', 300)).toBe(0.37);
    expect(rootShootRatio('tropicalMoistForest', 124)).toBe(0.2);
    expect(rootShootRatio('tropicalMoistForest', 125)).toBe(0.24);
    expect(rootShootRatio('tropicalDryForest', 10)).toBe(0.56);
    expect(rootShootRatio('tropicalDryForest', 30)).toBe(0.28);
    expect(rootShootRatio('temperateMountainSystem', 100)).toBe(0.29);
    expect(rootShootRatio('borealConiferousForest', 80)).toBe(0.24);
    expect(rootShootRatio('polar', 10)).toBe(0);
  });

  it('Table 4.9 growth switches class after 20 years', () => {
    const row = growthRow('tropicalRainforest', 'africa');
    if (!row) throw new Error('no row');
    expect(naturalGrowth(row, 20)).toBe(7.6);
    expect(naturalGrowth(row, 21)).toBe(3.5);
  });

  it('Table 4.9 (Updated), 2019 Refinement pp. 4.34-4.38, secondary forests <= 20 / > 20 years', () => {
    const cells = (
      zone: Parameters<typeof growthRow>[0],
      continent: Parameters<typeof growthRow>[1],
    ) => {
      const row = growthRow(zone, continent);
      return row && [row.young?.value ?? null, row.old?.value ?? null, row.source];
    };
    // p. 4.34: SD beside each value.
    expect(cells('tropicalRainforest', 'americas')).toEqual([5.9, 2.3, '2019 p. 4.34']);
    expect(NATURAL_FOREST_GROWTH.tropicalRainforest?.africa?.young?.uncertainty).toEqual({
      kind: 'sd',
      value: 5.9,
    });
    expect(cells('tropicalMoistForest', 'asiaInsular')).toEqual([2.4, 0.9, '2019 p. 4.34']);
    // p. 4.35: Asia split for the shrublands; a range-only cell is carried as its midpoint.
    expect(cells('tropicalShrubland', 'asiaContinental')).toEqual([5, 1.3, '2019 p. 4.35']);
    expect(NATURAL_FOREST_GROWTH.tropicalShrubland?.africa?.young).toEqual({
      value: 0.45,
      uncertainty: { kind: 'range', low: 0.2, high: 0.7 },
      rangeOnly: true,
    });
    expect(cells('tropicalMountainSystem', 'africa')).toEqual([5.5, 1.8, '2019 p. 4.35']);
    // pp. 4.36-4.37.
    expect(cells('subtropicalHumidForest', 'americas')).toEqual([2.5, 1, '2019 p. 4.36']);
    expect(cells('subtropicalDryForest', 'asiaInsular')).toEqual([7, 2, '2019 p. 4.36']);
    expect(cells('temperateOceanicForest', 'newZealand')).toEqual([3.12, 2.12, '2019 p. 4.37']);
    expect(cells('temperateOceanicForest', 'europe')).toEqual([2.3, 2.3, '2019 p. 4.37']);
    expect(cells('temperateContinentalForest', 'americas')).toEqual([1.96, 1.97, '2019 p. 4.37']);
    // p. 4.38: the <= 20 years cell of temperate desert is a dash.
    expect(cells('temperateDesert', 'americas')).toEqual([null, 0.2, '2019 p. 4.38']);
    expect(cells('temperateSteppe', 'americas')).toEqual([0.64, 1.43, '2019 p. 4.38']);
    expect(cells('borealMountainSystem', 'europe')).toEqual([1.05, 1.3, '2019 p. 4.38']);
    // 2006 Table 4.9 p. 4.58 where the 2019 table has no row for the continent.
    expect(cells('temperateContinentalForest', 'europe')).toEqual([4, 4, '2006 p. 4.58']);
    expect(cells('temperateMountainSystem', 'asiaContinental')).toEqual([3, 3, '2006 p. 4.58']);
    // No row: no growth rate, never a borrowed one.
    expect(growthRow('temperateSteppe', 'europe')).toBeNull();
    expect(growthRow('tropicalRainforest', 'oceania')).toBeNull();
    expect(growthRow('tropicalDesert', 'africa')).toBeNull();
    expect(growthRow('tropicalRainforest', null)).toBeNull();
    expect(TABLE_4_9_SOURCE.verified).toBe(true);
  });

  it('reads each table at the low or high end of its uncertainty', () => {
    const africa = growthRow('tropicalRainforest', 'africa');
    const europe = growthRow('temperateOceanicForest', 'europe');
    const boreal = growthRow('borealConiferousForest', 'europe');
    const zealand = growthRow('temperateOceanicForest', 'newZealand');
    if (!africa || !europe || !boreal || !zealand) throw new Error('no row');
    // SD: +/- 2 SD, never below 0 (7.6, SD 5.9).
    expect(naturalGrowth(africa, 1, 'low')).toBe(0);
    expect(naturalGrowth(africa, 1, 'high')).toBeCloseTo(19.4, 9);
    // The Tier 1 default +/- 90 % (2.3, no uncertainty printed).
    expect(naturalGrowth(europe, 1, 'low')).toBeCloseTo(0.23, 9);
    expect(naturalGrowth(europe, 1, 'high')).toBeCloseTo(4.37, 9);
    // A printed range (0.1-2.1); SE x 1.96 (3.12, SE 0.83); a 95 % CI (2.12 +/- 0.82).
    expect(naturalGrowth(boreal, 1, 'low')).toBe(0.1);
    expect(naturalGrowth(zealand, 1, 'high')).toBeCloseTo(3.12 + 1.96 * 0.83, 9);
    expect(naturalGrowth(zealand, 30, 'low')).toBeCloseTo(1.3, 9);
    expect(rootShootRatio('tropicalDryForest', 10, 'high')).toBe(0.68);
    expect(rootShootRatio('tropicalRainforest', 10, 'low')).toBe(0.37);
    expect(socReference('tropicalMoist', 'lowActivityClay', 'low')).toBeCloseTo(4.7, 9);
    expect(socReference('tropicalMoist', 'lowActivityClay', 'high')).toBeCloseTo(89.3, 9);
    expect(litterStock('tropical', 'needleleaf', 'high')).toBe(5.2);
    expect(litterStock('borealDry', 'broadleaf', 'high')).toBe(58);
    expect(factorAt(GRASSLAND_MANAGEMENT_FACTOR.improved.tropical, 'low')).toBeCloseTo(1.0647, 9);
    expect(factorAt(GRASSLAND_LAND_USE_FACTOR, 'high')).toBe(1);
  });

  it("Table 4.9's continent of a country", () => {
    expect(ipccContinentOf('GA', 'AF')).toBe('africa');
    expect(ipccContinentOf('BR', 'SA')).toBe('americas');
    expect(ipccContinentOf('MX', 'NA')).toBe('americas');
    expect(ipccContinentOf('ID', 'AS')).toBe('asiaInsular');
    expect(ipccContinentOf('IN', 'AS')).toBe('asiaContinental');
    expect(ipccContinentOf('NZ', 'OC')).toBe('newZealand');
    expect(ipccContinentOf('AU', 'OC')).toBe('oceania');
    expect(ipccContinentOf('FR', 'EU')).toBe('europe');
    expect(ipccContinentOf('XX', undefined)).toBeNull();
  });

  it('Table 2.2 litter stocks, broadleaf / needleleaf (2006 Ch. 2 p. 2.27)', () => {
    expect(LITTER_STOCK.borealMoist).toEqual({ broadleaf: 39, needleleaf: 55 });
    expect(LITTER_RANGE.borealMoist).toEqual({ broadleaf: [11, 117], needleleaf: [7, 123] });
    expect(LITTER_RANGE.warmTemperateDry).toEqual({
      broadleaf: [23.4, 33.0],
      needleleaf: [17.3, 21.1],
    });
    expect(LITTER_RANGE.tropical).toEqual({ broadleaf: [1, 3], needleleaf: null });
    expect(LITTER_STOCK.warmTemperateDry).toEqual({ broadleaf: 28.2, needleleaf: 20.3 });
    expect(LITTER_STOCK.tropical).toEqual({ broadleaf: 2.1, needleleaf: 5.2 });
  });

  it('Table 2.3 SOC_REF by climate and soil class, NA and organic soils null (2006 Ch. 2 p. 2.31)', () => {
    expect(socReference('borealDry', 'spodic')).toBe(117);
    expect(socReference('coolTemperateDry', 'wetland')).toBe(87);
    expect(socReference('tropicalMontane', 'highActivityClay')).toBe(88);
    expect(socReference('borealMoist', 'lowActivityClay')).toBeNull();
    expect(socReference('coolTemperateMoist', 'highActivityClay')).toBe(95);
    expect(socReference('tropicalMoist', 'lowActivityClay')).toBe(47);
    expect(socReference('tropicalWet', 'volcanic')).toBe(130);
    expect(socReference('borealMoist', 'wetland')).toBe(146);
    expect(socReference('warmTemperateDry', 'spodic')).toBeNull();
    expect(socReference('tropicalDry', 'organic')).toBeNull();
    expect(socReference('polarDry', 'sandy')).toBeNull();
  });

  it('Table 6.2 (Updated) grassland factors with their errors (2019 Ch. 6 p. 6.6)', () => {
    expect(GRASSLAND_MANAGEMENT_FACTOR.improved).toEqual({
      temperateBoreal: { value: 1.14, errorPercent: 11 },
      tropical: { value: 1.17, errorPercent: 9 },
      tropicalMontane: { value: 1.16, errorPercent: 40 },
    });
    expect(GRASSLAND_MANAGEMENT_FACTOR.highIntensityGrazing.tropical).toEqual({
      value: 0.9,
      errorPercent: 8,
    });
    expect(GRASSLAND_MANAGEMENT_FACTOR.severelyDegraded.tropical.value).toBe(0.7);
    expect(GRASSLAND_INPUT_FACTOR.high).toEqual({ value: 1.11, errorPercent: 7 });
    expect(GRASSLAND_INPUT_FACTOR.medium).toEqual({ value: 1, errorPercent: null });
    expect(grasslandClimate('tropicalMontane')).toBe('tropicalMontane');
    expect(grasslandClimate('tropicalDry')).toBe('tropical');
    expect(grasslandClimate('coolTemperateMoist')).toBe('temperateBoreal');
  });

  it('Wetlands Supplement Table 4.5 mangrove R, as in wri/carbon-budget (Table 4.5)', () => {
    expect(MANGROVE_ROOT_SHOOT).toEqual({
      tropicalWet: 0.49,
      tropicalDry: 0.29,
      subtropical: 0.96,
    });
  });

  it('Wetlands Supplement Table 4.3 mangrove AGB (unverified)', () => {
    expect(MANGROVE_ABOVEGROUND_BIOMASS).toEqual({
      tropicalWet: 192,
      tropicalDry: 92,
      subtropical: 75,
    });
  });

  it('Wetlands Supplement Table 4.2 mangrove carbon fraction (unverified: 0.451 vs 0.45)', () => {
    expect(MANGROVE_CARBON_FRACTION).toBe(0.451);
  });

  it('Wetlands Supplement Table 4.12 soil carbon accumulation (unverified)', () => {
    expect(SOIL_CARBON_ACCUMULATION).toEqual({ mangrove: 1.62, tidalMarsh: 0.91, seagrass: 0.43 });
  });

  it('the tables read in their PDFs are verified, with the page cited; the Wetlands Supplement is not', () => {
    for (const source of [
      TABLE_4_3_SOURCE,
      TABLE_4_4_SOURCE,
      TABLE_4_9_SOURCE,
      TABLE_2_2_SOURCE,
      TABLE_2_3_SOURCE,
      TABLE_6_2_SOURCE,
    ]) {
      expect(source.verified, source.citation).toBe(true);
      expect(source.citation).toMatch(/pp?\. \d\.\d+/);
      expect(source.note, source.citation).toMatch(/checked against/);
    }
    expect(WETLANDS_SUPPLEMENT_SOURCE.verified).toBe(false);
  });

  it('Ritchie (2020) SNAPGRAZE coefficients are the spec defaults', () => {
    expect(SNAPGRAZE.anppIntercept).toBe(12.039);
    expect(SNAPGRAZE.respiration.slope).toBe(0.00044);
    expect(SNAPGRAZE.wetDays.multiplier).toBe(0.00044);
    expect(SNAPGRAZE.lowRespiration).toEqual({ lnIntercept: -10.872, exponent: 1.296 });
  });
});
