import { describe, expect, it } from 'vitest';
import {
  LAND_USES,
  type MsaPixels,
  msaPressures,
  summariseMsa,
} from '../../src/biodiversity/msa-compute.js';
import type { GlobioLandUse } from '../../src/biodiversity/msa-land-use.js';
import {
  encroachmentMsa,
  fragmentationMsa,
  infrastructureMsa,
  labelPatches,
} from '../../src/biodiversity/msa-pressures.js';
import { reference } from './msa-reference.js';

/** Reference numbers: msa-reference.py (numpy + scipy.ndimage.label, as GLOBIO4's code). */
describe('GLOBIO4 logistic relationships', () => {
  it.each(Object.entries(reference.logistics.infrastructure))(
    'infrastructure at %s km',
    (distance, expected) => {
      expect(infrastructureMsa(Number(distance))).toBeCloseTo(expected, 12);
    },
  );
  it.each(Object.entries(reference.logistics.fragmentation))(
    'fragmentation of a %s km² patch',
    (area, expected) => {
      expect(fragmentationMsa(Number(area))).toBeCloseTo(expected, 12);
    },
  );
  it.each(Object.entries(reference.logistics.encroachment))(
    'human encroachment at %s km',
    (distance, expected) => {
      expect(encroachmentMsa(Number(distance))).toBeCloseTo(expected, 12);
    },
  );

  it('is 0.5 on the road and at the settlement (the weighted half of taxa unaffected)', () => {
    expect(infrastructureMsa(0)).toBe(0.5);
    expect(encroachmentMsa(0)).toBe(0.5);
  });

  it('by hand: infrastructure at 1 km is 0.5 / (1 + exp(1.772 − 3 × 1.391)) + 0.5', () => {
    expect(infrastructureMsa(1)).toBeCloseTo(0.5 / (1 + Math.exp(1.772 - 4.173)) + 0.5, 14);
    expect(fragmentationMsa(1)).toBeCloseTo(0.5 / (1 + Math.exp(0.774 - 1.188)) + 0.5, 14);
    expect(encroachmentMsa(1)).toBeCloseTo(0.5 / (1 + Math.exp(0.223)) + 0.5, 14);
  });
});

describe('natural patches delimited by roads', () => {
  // A 5 x 5 grid cut by a road along column 2, except a gap in row 4; a diagonal link at the
  // corner of two patches (8-connected) joins them, as scipy.ndimage.label with a 3x3 structure.
  const width = 5;
  const height = 5;
  const natural = Uint8Array.from([
    1, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0,
  ]);
  const road = Uint8Array.from([
    0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
  ]);

  it('labels 8-connected patches and sums their areas', () => {
    const { labels, areas } = labelPatches(width, height, natural, road, (row) => row + 1);
    // Top-left patch: (0,0) (0,1) (1,0) and, diagonally, (2,1): rows 1 + 1 + 2 + 3 = 7.
    expect(labels[0]).toBe(labels[1]);
    expect(labels[0]).toBe(labels[5]);
    expect(labels[11]).toBe(labels[0]);
    // Bottom patch joins (3,0) (4,0..3) and (3,3) (3,4) through (4,2) where the road stops.
    expect(labels[15]).toBe(labels[20]);
    expect(labels[18]).toBe(labels[22]);
    expect(labels[15]).toBe(labels[18]);
    // Top-right patch: (0,3) (0,4) (1,4).
    expect(labels[3]).toBe(labels[9]);
    expect(labels[3]).not.toBe(labels[0]);
    // The bottom patch reaches (2,1) diagonally from (3,0): one patch with the top-left.
    expect(labels[15]).toBe(labels[0]);
    expect(areas.length).toBe(3);
    const top = areas[labels[3] as number];
    expect(top).toBe(1 + 1 + 2);
    const big = areas[labels[0] as number];
    expect(big).toBe(1 + 1 + 2 + 3 + 4 + 5 + 5 + 5 + 5 + 4 + 4);
    expect(labels[2]).toBe(0);
  });
});

describe('MSA of a constructed 4 x 4 case', () => {
  // Land use P P I G / P P I G / P P I G / S S I B, a road along column 2 (0 km), roads at 2, 1 and
  // 1 km elsewhere, settlements 10 km (column 0) and 5 km away, the top two rows tropical,
  // 0.1 km pixels (msa-reference.py builds the same case independently).
  const code: Record<string, GlobioLandUse> = {
    P: 'primaryVegetation',
    S: 'secondaryForest',
    G: 'livestockGrazing',
    I: 'intensiveAgriculture',
    B: 'builtUp',
  };
  const letters = 'PPIGPPIGPPIGSSIB'.split('');
  const msa = { P: 1, S: 0.5, G: 0.7, I: 0.1, B: 0.05 } as Record<string, number>;
  const pixels: MsaPixels = {
    width: 4,
    height: 4,
    landUse: Int8Array.from(letters, (letter) => LAND_USES.indexOf(code[letter] as GlobioLandUse)),
    landUseMsa: Float64Array.from(letters, (letter) => msa[letter] as number),
    roadKm: Float64Array.from({ length: 16 }, (_, i) => [2, 1, 0, 1][i % 4] as number),
    settlementKm: Float64Array.from({ length: 16 }, (_, i) => (i % 4 === 0 ? 10 : 5)),
    tropical: Uint8Array.from({ length: 16 }, (_, i) => (i < 8 ? 1 : 0)),
    rowAreaKm2: Float64Array.from([0.01, 0.01, 0.01, 0.01]),
    roadPixelKm: 0.05,
  };
  const rasters = msaPressures(pixels);
  const grid = reference.grid;

  it.each(['landCover', 'infrastructure', 'habitatFragmentation', 'humanEncroachment'] as const)(
    'per pixel: %s',
    (pressure) => {
      Array.from(rasters[pressure]).forEach((value, index) => {
        expect(value).toBeCloseTo(grid[pressure][index] as number, 6);
      });
    },
  );

  it('total = the per-pixel product of the pressures', () => {
    for (let index = 0; index < 16; index++) {
      const product =
        (rasters.landCover[index] as number) *
        (rasters.infrastructure[index] as number) *
        (rasters.habitatFragmentation[index] as number) *
        (rasters.humanEncroachment[index] as number);
      expect(rasters.total[index]).toBeCloseTo(product, 6);
      expect(rasters.total[index]).toBeCloseTo(grid.total[index] as number, 6);
    }
  });

  it('hand-computed: the primary-vegetation pixel at row 0, column 1', () => {
    // Patch of 8 pixels (0.08 km²), road 1 km, settlement 5 km, tropical.
    const expected = 1 * infrastructureMsa(1) * fragmentationMsa(0.08) * encroachmentMsa(5);
    expect(rasters.total[1]).toBeCloseTo(expected, 6);
    // Cropland and built-up: the direct land-use impact only (no road or hunting pressure).
    expect(rasters.total[2]).toBeCloseTo(0.1, 6);
    expect(rasters.total[15]).toBeCloseTo(0.05, 6);
  });

  it('area-weighted means and the MSA-loss area', () => {
    const cells = Int32Array.from({ length: 16 }, (_, i) => i);
    const areas = new Float64Array(16).fill(1);
    const summary = summariseMsa(rasters, cells, areas, pixels.tropical);
    for (const [pressure, mean] of Object.entries(grid.means))
      expect(summary.means[pressure as keyof typeof summary.means]).toBeCloseTo(mean, 6);
    expect(summary.lossHa).toBeCloseTo(grid.lossHa, 5);
    // Unequal areas weigh the pixels: only pixel 0 counts when the others have no area.
    const weighted = summariseMsa(
      rasters,
      cells,
      Float64Array.from({ length: 16 }, (_, i) => (i === 0 ? 2 : 0)),
      pixels.tropical,
    );
    expect(weighted.means.total).toBeCloseTo(grid.total[0] as number, 6);
  });

  it('human encroachment is not applicable outside the tropics', () => {
    const cells = Int32Array.from([8, 9, 10, 11]);
    const summary = summariseMsa(rasters, cells, new Float64Array(4).fill(1), pixels.tropical);
    expect(summary.means.humanEncroachment).toBeNull();
  });
});
