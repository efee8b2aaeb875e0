import { describe, expect, it } from 'vitest';
import {
  LITTER_STOCK,
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
  rootShootRatio,
  TABLE_4_4_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import {
  NATURAL_FOREST_GROWTH,
  naturalGrowth,
  TABLE_4_9_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-4-9-natural-forest-growth.js';
import {
  GRASSLAND_INPUT_FACTOR,
  GRASSLAND_MANAGEMENT_FACTOR,
  grasslandClimate,
  TABLE_6_2_SOURCE,
} from '../../src/carbon/tables/ipcc-2006-v4-table-6-2-grassland-factors.js';
import {
  MANGROVE_ABOVEGROUND_BIOMASS,
  MANGROVE_CARBON_FRACTION,
  MANGROVE_ROOT_SHOOT,
  SOIL_CARBON_ACCUMULATION,
  WETLANDS_SUPPLEMENT_SOURCE,
} from '../../src/carbon/tables/ipcc-2013-wetlands-ch4-mangroves.js';
import { SNAPGRAZE } from '../../src/carbon/tables/ritchie-2020-snapgraze.js';

/**
 * Pins a few cells per table, as carried from research/data-methods.md B.5 and the papers. Only
 * Wetlands Supplement Table 4.5 and SNAPGRAZE were checked against a source (see each table's
 * note and docs/analyses/carbon.md "Sources checked"); the other pins guard against accidental
 * edits, not against the PDFs.
 */
describe('carbon constant tables', () => {
  it('Table 4.3 carbon fractions', () => {
    expect(CARBON_FRACTION.default.value).toBe(0.47);
    expect(CARBON_FRACTION.temperateBorealBroadleaf.value).toBe(0.48);
    expect(CARBON_FRACTION.temperateBorealConifer.value).toBe(0.51);
  });

  it('Table 4.4 root-to-shoot ratios by zone and biomass class', () => {
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
    const rates = NATURAL_FOREST_GROWTH.tropicalRainforest;
    expect(naturalGrowth('tropicalRainforest', 20)).toBe(rates.young);
    expect(naturalGrowth('tropicalRainforest', 21)).toBe(rates.old);
  });

  it('Table 4.9 development values (unverified, not the published table) are pinned', () => {
    expect(NATURAL_FOREST_GROWTH.tropicalRainforest).toEqual({ young: 10, old: 3.1 });
    expect(NATURAL_FOREST_GROWTH.tropicalDryForest).toEqual({ young: 2.4, old: 1.8 });
    expect(NATURAL_FOREST_GROWTH.temperateContinentalForest).toEqual({ young: 4, old: 3 });
    expect(NATURAL_FOREST_GROWTH.borealConiferousForest).toEqual({ young: 1, old: 1 });
    expect(TABLE_4_9_SOURCE.verified).toBe(false);
    expect(TABLE_4_9_SOURCE.note).toMatch(/Development values/);
  });

  it('Table 2.2 litter stocks, broadleaf / needleleaf', () => {
    expect(LITTER_STOCK.borealMoist).toEqual({ broadleaf: 39, needleleaf: 55 });
    expect(LITTER_STOCK.warmTemperateDry).toEqual({ broadleaf: 28.2, needleleaf: 20.3 });
    expect(LITTER_STOCK.tropical).toEqual({ broadleaf: 2.1, needleleaf: 5.2 });
  });

  it('Table 2.3 SOC_REF by climate and soil class, dashes and organic soils null', () => {
    expect(socReference('coolTemperateMoist', 'highActivityClay')).toBe(95);
    expect(socReference('tropicalMoist', 'lowActivityClay')).toBe(47);
    expect(socReference('tropicalWet', 'volcanic')).toBe(130);
    expect(socReference('borealMoist', 'wetland')).toBe(146);
    expect(socReference('warmTemperateDry', 'spodic')).toBeNull();
    expect(socReference('tropicalDry', 'organic')).toBeNull();
    expect(socReference('polarDry', 'sandy')).toBeNull();
  });

  it('Table 6.2 grassland factors', () => {
    expect(GRASSLAND_MANAGEMENT_FACTOR.improved.temperateBoreal).toBe(1.14);
    expect(GRASSLAND_MANAGEMENT_FACTOR.improved.tropical).toBe(1.17);
    expect(GRASSLAND_MANAGEMENT_FACTOR.improved.tropicalMontane).toBe(1.16);
    expect(GRASSLAND_MANAGEMENT_FACTOR.severelyDegraded.tropical).toBe(0.7);
    expect(GRASSLAND_INPUT_FACTOR.high).toBe(1.11);
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

  it('every IPCC table stays unverified, with a note saying what was and was not checked', () => {
    for (const source of [
      TABLE_4_3_SOURCE,
      TABLE_4_4_SOURCE,
      TABLE_4_9_SOURCE,
      TABLE_2_2_SOURCE,
      TABLE_2_3_SOURCE,
      TABLE_6_2_SOURCE,
      WETLANDS_SUPPLEMENT_SOURCE,
    ]) {
      expect(source.verified, source.citation).toBe(false);
      expect(source.note, source.citation).toMatch(/[Nn]ot checked|no cell was checked/);
    }
  });

  it('Ritchie (2020) SNAPGRAZE coefficients are the spec defaults', () => {
    expect(SNAPGRAZE.anppIntercept).toBe(12.039);
    expect(SNAPGRAZE.respiration.slope).toBe(0.00044);
    expect(SNAPGRAZE.wetDays.multiplier).toBe(0.00044);
    expect(SNAPGRAZE.lowRespiration).toEqual({ lnIntercept: -10.872, exponent: 1.296 });
  });
});
