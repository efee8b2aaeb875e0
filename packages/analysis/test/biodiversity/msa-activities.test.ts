import { describe, expect, it } from 'vitest';
import {
  landUseAfter,
  MSA_ACTIVITIES,
  recoveryShare,
  TERRESTRIAL_MSA_ACTIVITIES,
} from '../../src/biodiversity/msa-activities.js';
import {
  GLOBIO_LAND_USE_MSA,
  GLOBIO_LAND_USES,
  globioLandUse,
  UNVERIFIED_LAND_USE,
} from '../../src/biodiversity/msa-land-use.js';

describe('GLOBIO3 land-use MSA (Alkemade et al. 2009 Table 3)', () => {
  it('carries the ten values of the NatCap transcriptions (user guide Table 3, globio_script.py)', () => {
    expect(GLOBIO_LAND_USE_MSA).toEqual({
      primaryVegetation: 1,
      lightlyUsedForest: 0.7,
      secondaryForest: 0.5,
      forestPlantation: 0.2,
      livestockGrazing: 0.7,
      manMadePasture: 0.1,
      agroforestry: 0.5,
      lowInputAgriculture: 0.3,
      intensiveAgriculture: 0.1,
      builtUp: 0.05,
    });
    expect(UNVERIFIED_LAND_USE).toEqual([]);
  });
});

describe('the nine MSA activities (decision 0018)', () => {
  it('are nine', () => {
    expect(MSA_ACTIVITIES).toHaveLength(9);
  });

  it('never lower the land-use MSA of a pixel', () => {
    for (const activity of TERRESTRIAL_MSA_ACTIVITIES)
      for (const landUse of GLOBIO_LAND_USES)
        for (const forest of [false, true]) {
          const change = landUseAfter(activity, landUse, 30, forest);
          expect(change.msaAfter).toBeGreaterThanOrEqual(change.msaBefore);
        }
  });

  it('reach the target over the recovery time, linearly', () => {
    expect(recoveryShare(15, 30)).toBe(0.5);
    expect(recoveryShare(45, 30)).toBe(1);
    const halfway = landUseAfter('reforestation', 'intensiveAgriculture', 15);
    expect(halfway).toMatchObject({ after: 'secondaryForest', msaBefore: 0.1 });
    expect(halfway.msaAfter).toBeCloseTo(0.3, 12);
    expect(landUseAfter('reforestation', 'intensiveAgriculture', 0)).toMatchObject({
      after: null,
      msaAfter: 0.1,
    });
  });

  it('IFM takes tree cover as a logged forest before, recovering to primary vegetation', () => {
    expect(landUseAfter('improvedForestManagement', 'primaryVegetation', 30, true)).toEqual({
      before: 'lightlyUsedForest',
      after: 'primaryVegetation',
      msaBefore: GLOBIO_LAND_USE_MSA.lightlyUsedForest,
      msaAfter: 1,
    });
    // Natural land without trees (a wetland, bare land) is not a production forest.
    expect(
      landUseAfter('improvedForestManagement', 'primaryVegetation', 30, false).after,
    ).toBeNull();
  });

  it('map land cover: grassland in a forest zone is cleared forest (man-made pasture)', () => {
    expect(globioLandUse('grassland', 12)).toBe('manMadePasture');
    expect(globioLandUse('grassland', 33)).toBe('livestockGrazing');
    expect(globioLandUse('grassland', Number.NaN)).toBe('livestockGrazing');
    expect(globioLandUse('cropland', 33)).toBe('intensiveAgriculture');
    expect(globioLandUse('artificial', 33)).toBe('builtUp');
    expect(globioLandUse('treeCovered', 33)).toBe('primaryVegetation');
    expect(globioLandUse('water', 33)).toBeNull();
    expect(globioLandUse(null, 33)).toBeNull();
  });
});
