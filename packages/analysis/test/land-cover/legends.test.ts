import { en, es } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { transitionEffect } from '../../src/land-cover/degradation-matrix.js';
import {
  COMMON_CLASSES,
  classOf,
  LAND_COVER_DATASET_IDS,
  LAND_COVER_DATASETS,
} from '../../src/land-cover/legends.js';

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('land-cover legends', () => {
  it('names every class, dataset and common class in English and Spanish', () => {
    const keys = [
      ...COMMON_CLASSES.map((id) => `landCover.common.${id}`),
      ...LAND_COVER_DATASET_IDS.flatMap((id) => {
        const dataset = LAND_COVER_DATASETS[id];
        return [dataset.nameKey, ...dataset.classes.map((entry) => entry.key)];
      }),
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(es, key), `es ${key}`).toBe('string');
    }
  });

  it('has the published codes of each product', () => {
    const codes = (id: (typeof LAND_COVER_DATASET_IDS)[number]) =>
      LAND_COVER_DATASETS[id].classes.map((entry) => entry.code);
    expect(codes('worldcover')).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 100]);
    expect(codes('esri')).toEqual([1, 2, 4, 5, 7, 8, 9, 10, 11]);
    expect(codes('dynamicworld')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(codes('modis')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(codes('esa-cci')).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
      210, 220,
    ]);
  });

  it('maps every class to one common class (clouds to none) and every common class is reached', () => {
    for (const id of LAND_COVER_DATASET_IDS) {
      const dataset = LAND_COVER_DATASETS[id];
      const unmapped = dataset.classes.filter((entry) => entry.common === null);
      expect(unmapped.map((entry) => entry.code)).toEqual(id === 'esri' ? [10] : []);
      const reached = new Set(dataset.classes.map((entry) => entry.common));
      for (const common of COMMON_CLASSES)
        expect(reached.has(common), `${id} ${common}`).toBe(true);
      for (const entry of dataset.classes) expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(classOf(dataset, dataset.noData)).toBeUndefined();
    }
  });

  it('counts MODIS classes per common class as documented', () => {
    const modis = LAND_COVER_DATASETS.modis;
    const count = (common: string) =>
      modis.classes.filter((entry) => entry.common === common).length;
    // 1-5 forests + 8 woody savannas; 6, 7, 9, 10; 12, 14; 11; 13; 15, 16; 17.
    expect(COMMON_CLASSES.map(count)).toEqual([6, 4, 2, 1, 1, 2, 1]);
  });

  it('folds ESA CCI level-2 codes into their level-1 class', () => {
    const cci = LAND_COVER_DATASETS['esa-cci'];
    expect(classOf(cci, 11)?.code).toBe(10);
    expect(classOf(cci, 62)?.code).toBe(60);
    expect(classOf(cci, 153)?.code).toBe(150);
    expect(classOf(cci, 202)?.common).toBe('otherLand');
  });
});

describe('Trends.Earth default degradation matrix', () => {
  it('judges the textbook transitions', () => {
    expect(transitionEffect('treeCovered', 'cropland')).toBe('degradation');
    expect(transitionEffect('cropland', 'treeCovered')).toBe('improvement');
    expect(transitionEffect('grassland', 'cropland')).toBe('improvement');
    expect(transitionEffect('cropland', 'grassland')).toBe('degradation');
    expect(transitionEffect('otherLand', 'artificial')).toBe('degradation');
    expect(transitionEffect('artificial', 'otherLand')).toBe('improvement');
    expect(transitionEffect('treeCovered', 'water')).toBe('stable');
    for (const from of COMMON_CLASSES) {
      expect(transitionEffect(from, from)).toBe('stable');
      expect(transitionEffect('water', from)).toBe('stable');
    }
  });
});
