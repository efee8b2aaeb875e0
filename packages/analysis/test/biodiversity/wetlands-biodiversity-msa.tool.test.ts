import { describe, expect, it } from 'vitest';
import type { BiodiversityMsaValues } from '../../src/biodiversity/biodiversity-values.js';
import { neighbourhoodShare, wetlandMsa } from '../../src/biodiversity/msa-wetlands.js';
import { wetlandsBiodiversityMsaTool } from '../../src/biodiversity/wetlands-biodiversity-msa.tool.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import { grid, rasterSource, toolContext } from '../carbon/fixtures.js';

/**
 * Esri codes: flooded vegetation 4, crops 5, trees 2, built 7, rangeland 11. The wetland extent
 * of 2000 covers rows 0 and 1, so the crops of row 1 are wetlands lost to farming. The 5 km
 * catchment covers the whole 4 x 4 square (0.001° pixels): 6 of 16 pixels are farmland or built.
 */
const landCover = grid([4, 4, 4, 4, 5, 5, 4, 4, 5, 5, 2, 2, 7, 7, 11, 11]);
const wetlandExtent = grid([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
const mangroveExtent = grid(Array.from({ length: 16 }, () => 0));

describe('GLOBIO-Aquatic wetland relationships', () => {
  it('MSA = 1 − 0.87 FRHLU, by hand', () => {
    expect(wetlandMsa(0)).toBe(1);
    expect(wetlandMsa(0.5)).toBeCloseTo(0.565, 12);
    expect(wetlandMsa(1)).toBeCloseTo(0.13, 12);
  });

  it('neighbourhood shares by summed-area table match a direct count', () => {
    const human = Uint8Array.from([1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0]);
    const share = neighbourhoodShare(4, 3, human, 1);
    // Pixel (1,1): the 3 x 3 block rows 0-2, columns 0-2: 1+0+0+0+1+0+1+1+0 = 4 of 9.
    expect(share[5]).toBeCloseTo(4 / 9, 12);
    // Corner (0,0): rows 0-1, columns 0-1: 1+0+0+1 = 2 of 4.
    expect(share[0]).toBeCloseTo(2 / 4, 12);
    // Corner (2,3): rows 1-2, columns 2-3: 0+0+0+0 = 0.
    expect(share[11]).toBe(0);
  });
});

describe('wetlandsBiodiversityMsa on hand-made rasters', () => {
  const run = (
    inputs: Record<string, unknown>,
    rasters: Record<string, unknown> = { landCover, wetlandExtent, mangroveExtent },
  ) => wetlandsBiodiversityMsaTool.run(toolContext(rasterSource(rasters as never), inputs));

  it('before: 6 wetlands at 1 − 0.87 × 6/16 and 2 lost at 0.1; after restoring: 8 at 1 − 0.87 × 4/16', async () => {
    const result = await run({ projectDuration: 30, msaActivityType: 'wetlandRestoration' });
    const values = result.values as unknown as BiodiversityMsaValues;
    const before = (6 * (1 - 0.87 * 0.375) + 2 * 0.1) / 8;
    const after = 1 - 0.87 * 0.25;
    expect(values.msaMeanBefore.landCover).toBeCloseTo(before, 5);
    expect(values.msaMeanBefore.total).toBeCloseTo(before, 5);
    expect(values.msaMeanAfter.total).toBeCloseTo(after, 5);
    expect(values.msaMeanBefore.infrastructure).toBeNull();
    expect(values.msaMeanBefore.habitatFragmentation).toBeNull();
    expect(values.msaMeanBefore.humanEncroachment).toBeNull();
    const pixelHa = values.studyAreaHa / 16;
    expect(values.msaLossHaBefore).toBeCloseTo(pixelHa * 8 * (1 - before), 4);
    expect(values.msaLossHaAfter).toBeCloseTo(pixelHa * 8 * (1 - after), 4);
    expect(result.values.lostWetlandHa).toBeCloseTo(2 * pixelHa, 4);
    expect(result.values.restoredWetlandHa).toBeCloseTo(2 * pixelHa, 4);
    expect(result.methods[0]?.citation).toContain('Environmental Science & Policy 48');
    expect(result.layers.map((layer) => layer.id)).toEqual(['wetlandMsaBefore', 'wetlandMsaAfter']);
  });

  it('half the recovery time: restored wetlands half-way from 0.1', async () => {
    const result = await run({ projectDuration: 10, msaActivityType: 'wetlandRestoration' });
    const values = result.values as unknown as BiodiversityMsaValues;
    const restored = 0.1 + (1 - 0.87 * 0.25 - 0.1) * 0.5;
    expect(values.msaMeanAfter.total).toBeCloseTo((6 * (1 - 0.87 * 0.25) + 2 * restored) / 8, 6);
  });

  it('mangrove restoration leaves non-mangrove wetlands as they are', async () => {
    const result = await run({ projectDuration: 30, msaActivityType: 'mangroveRestoration' });
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(values.msaMeanAfter).toEqual(values.msaMeanBefore);
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'msaMethods.warnings.noEligibleLand',
    );
  });

  it('without extent maps, counts today’s wetlands only and says so', async () => {
    const result = await run({ projectDuration: 30 }, { landCover });
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(values.msaMeanBefore.total).toBeCloseTo(1 - 0.87 * 0.375, 6);
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'msaMethods.warnings.noWetlandExtent',
    );
  });
});

describe('wetlandsBiodiversityMsa on the synthetic source', () => {
  // A synthetic place with wetlands (some lost to farming since 2000); the Wyoming square has none.
  const shape = {
    type: 'MultiPolygon' as const,
    coordinates: [
      [
        [
          [10, 50],
          [10.2, 50],
          [10.2, 50.2],
          [10, 50.2],
          [10, 50],
        ],
      ],
    ],
  };

  it('finds wetlands, some lost, and restoring them raises their MSA', async () => {
    const result = await wetlandsBiodiversityMsaTool.run({
      ...toolContext(createSyntheticSource(), { projectDuration: 30 }),
      shape,
    });
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(result.synthetic).toBe(true);
    expect(result.values.wetlandHa as number).toBeGreaterThan(0);
    expect(result.values.lostWetlandHa as number).toBeGreaterThan(0);
    expect(values.msaMeanAfter.total as number).toBeGreaterThan(
      values.msaMeanBefore.total as number,
    );
    expect(values.msaLossHaAfter).toBeLessThan(values.msaLossHaBefore);
  });

  it('finds no wetland in the Wyoming square, and says so', async () => {
    const wyoming = {
      type: 'MultiPolygon' as const,
      coordinates: [
        [
          [
            [-107.5, 44.4],
            [-107.3, 44.4],
            [-107.3, 44.6],
            [-107.5, 44.6],
            [-107.5, 44.4],
          ],
        ],
      ],
    };
    const result = await wetlandsBiodiversityMsaTool.run({
      ...toolContext(createSyntheticSource(), { projectDuration: 30 }),
      shape: wyoming,
    });
    expect((result.values as unknown as BiodiversityMsaValues).msaMeanBefore.total).toBeNull();
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'msaMethods.warnings.noWetlands',
    );
  });
});
