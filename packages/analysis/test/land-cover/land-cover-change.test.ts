import { describe, expect, it } from 'vitest';
import { computeLandCoverChange } from '../../src/land-cover/land-cover-change.js';
import { changeRaster } from '../../src/land-cover/land-cover-layers.js';
import { LAND_COVER_DATASETS } from '../../src/land-cover/legends.js';
import { tiledFromMemory } from '../../src/raster/types.js';
import { GOLDEN_AREA_HA, goldenBase, goldenShape, goldenStudy } from './fixtures.js';

const modis = LAND_COVER_DATASETS.modis;
let pixel = GOLDEN_AREA_HA / 16;
const areas = (rows: { classId: number | string; areaHa: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.classId, Number((row.areaHa / pixel).toFixed(4)) + 0]));

describe('computeLandCoverChange on the golden 4 x 4 pair', async () => {
  const summary = await computeLandCoverChange(
    modis,
    tiledFromMemory(goldenBase),
    tiledFromMemory(goldenStudy),
    goldenShape,
  );
  // Pixels are equal to 1e-7 near the equator: every class area is a whole number of them.
  pixel = summary.exactAreaHa / 16;

  it('measures the exact area of the shape', () => {
    expect(summary.exactAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
  });

  it('gives class areas of both years in pixels of exactArea / 16', () => {
    expect(areas(summary.product.base)).toEqual({ 4: 4, 10: 5, 12: 4, 13: 0, 16: 1, 17: 2 });
    expect(areas(summary.product.study)).toEqual({ 4: 3, 10: 3, 12: 6, 13: 1, 16: 1, 17: 1 });
    expect(areas(summary.product.difference)).toEqual({
      4: -1,
      10: -2,
      12: 2,
      13: 1,
      16: 0,
      17: -1,
    });
    expect(summary.noDataHa.base).toBeCloseTo(0, 9);
    expect(summary.noDataHa.study / pixel).toBeCloseTo(1, 6);
  });

  it('lists the transitions', () => {
    const transitions = Object.fromEntries(
      summary.product.transitions.map((row) => [
        `${row.fromClassId}->${row.toClassId}`,
        Number((row.areaHa / pixel).toFixed(4)),
      ]),
    );
    expect(transitions).toEqual({
      '4->4': 3,
      '4->12': 1,
      '10->10': 3,
      '10->12': 1,
      '10->13': 1,
      '12->12': 4,
      '16->16': 1,
      '17->17': 1,
    });
  });

  it('sorts the comparison table by baseline area, largest first', () => {
    expect(summary.product.comparisonTable.map((row) => row.category)).toEqual([
      'landCover.classes.modis.grasslands',
      'landCover.classes.modis.deciduousBroadleafForests',
      'landCover.classes.modis.croplands',
      'landCover.classes.modis.waterBodies',
      'landCover.classes.modis.barren',
      'landCover.classes.modis.urbanBuiltUp',
    ]);
    const first = summary.product.comparisonTable[0];
    expect(first?.baselineHa).toBeCloseTo(5 * pixel, 6);
    expect(first?.studyHa).toBeCloseTo(3 * pixel, 6);
    expect(first?.differenceHa).toBeCloseTo(-2 * pixel, 6);
  });

  it('folds onto the common legend', () => {
    expect(areas(summary.common.base)).toEqual({
      treeCovered: 4,
      grassland: 5,
      cropland: 4,
      artificial: 0,
      otherLand: 1,
      water: 2,
    });
    expect(areas(summary.common.study)).toEqual({
      treeCovered: 3,
      grassland: 3,
      cropland: 6,
      artificial: 1,
      otherLand: 1,
      water: 1,
    });
  });

  it('judges the transitions with the Trends.Earth matrix', () => {
    // grassland->artificial and tree->cropland degrade, grassland->cropland improves, water->no data.
    const effects = summary.effects;
    expect(effects.degradationHa / pixel).toBeCloseTo(2, 6);
    expect(effects.improvementHa / pixel).toBeCloseTo(1, 6);
    expect(effects.stableHa / pixel).toBeCloseTo(12, 6);
    expect(effects.noDataHa / pixel).toBeCloseTo(1, 6);
  });

  it('reports progress to 1', async () => {
    const seen: number[] = [];
    await computeLandCoverChange(
      modis,
      tiledFromMemory(goldenBase),
      tiledFromMemory(goldenStudy),
      goldenShape,
      {
        progress: (fraction) => seen.push(fraction),
      },
    );
    expect(Math.max(...seen)).toBeCloseTo(1, 6);
  });
});

describe('changeRaster', () => {
  it('marks degradation 1, stable 2, improvement 3, no data 255 per pixel', () => {
    expect([...changeRaster(modis, goldenBase, goldenStudy).data]).toEqual([
      2, 2, 1, 2, 2, 2, 3, 2, 1, 2, 2, 2, 2, 2, 2, 255,
    ]);
  });
});
