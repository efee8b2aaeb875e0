import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { biodiversityMsaTool } from '../../src/biodiversity/biodiversity-msa.tool.js';
import type { BiodiversityMsaValues } from '../../src/biodiversity/biodiversity-values.js';
import { TERRESTRIAL_MSA_ACTIVITIES } from '../../src/biodiversity/msa-activities.js';
import { createSyntheticSource } from '../../src/sources/synthetic/synthetic-source.js';
import { GOLDEN_AREA_HA, grid, rasterSource, toolContext } from '../carbon/fixtures.js';
import { reference } from './msa-reference.js';

/**
 * The constructed case of msa-reference.py on the carbon fixtures' 4 x 4 square (0.001° pixels on
 * the equator): Esri codes trees 2, crops 5, rangeland 11, built 7; a road along column 2; the top
 * two rows in a tropical shrubland zone (14: tropical, not forest), the others temperate steppe.
 */
const landCover = grid([2, 2, 5, 11, 2, 2, 5, 11, 2, 2, 5, 11, 2, 2, 5, 7]);
const roadDistance = grid(Array.from({ length: 16 }, (_, i) => [2, 1, 0, 1][i % 4] as number));
const settlementDistance = grid(Array.from({ length: 16 }, (_, i) => (i % 4 === 0 ? 10 : 5)));
const ecologicalZone = grid(Array.from({ length: 16 }, (_, i) => (i < 8 ? 14 : 33)));

const run = (
  inputs: Record<string, unknown>,
  rasters = { landCover, roadDistance, settlementDistance, ecologicalZone },
) => biodiversityMsaTool.run(toolContext(rasterSource(rasters), inputs));

describe('biodiversityMsa on hand-made rasters', () => {
  it('matches the independent reference before and after 30 years of reforestation', async () => {
    const result = await run({ projectDuration: 30, msaActivityType: 'reforestation' });
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(values.studyAreaHa).toBeCloseTo(GOLDEN_AREA_HA, 3);
    expect(values.activityType).toBe('reforestation');
    for (const [pressure, mean] of Object.entries(reference.tool.before))
      expect(values.msaMeanBefore[pressure as keyof typeof values.msaMeanBefore]).toBeCloseTo(
        mean,
        5,
      );
    for (const [pressure, mean] of Object.entries(reference.tool.after))
      expect(values.msaMeanAfter[pressure as keyof typeof values.msaMeanAfter]).toBeCloseTo(
        mean,
        5,
      );
    expect(values.msaLossHaBefore).toBeCloseTo(reference.tool.lossHaBefore, 3);
    expect(values.msaLossHaAfter).toBeCloseTo(reference.tool.lossHaAfter, 3);
    expect(result.synthetic).toBe(false);
    expect(result.methods.map((method) => method.name)).toEqual([
      'msaMethods.methods.landUse',
      'msaMethods.methods.infrastructure',
      'msaMethods.methods.fragmentation',
      'msaMethods.methods.encroachment',
    ]);
    expect(result.methods[0]?.citation).toContain('Ecosystems 12, 374');
    expect(result.lineage.map((entry) => entry.role).sort()).toEqual([
      'ecologicalZone',
      'landCover',
      'roadDistance',
      'settlementDistance',
    ]);
    expect(result.warnings[0]?.key).toBe('msaMethods.warnings.unverifiedConstants');
  });

  it('half-way through the recovery time, half the land-use gain', async () => {
    const result = await run({ projectDuration: 15, msaActivityType: 'reforestation' });
    const values = result.values as unknown as BiodiversityMsaValues;
    // 4 of 16 pixels go from 0.1 towards 0.5: + 0.4 x 0.5 x 4 / 16.
    expect(values.msaMeanAfter.landCover).toBeCloseTo(
      (reference.tool.before.landCover as number) + 0.05,
      6,
    );
  });

  it('with no duration nothing changes', async () => {
    const result = await run({ projectDuration: 0, msaActivityType: 'reforestation' });
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(values.msaMeanAfter).toEqual(values.msaMeanBefore);
  });

  it('draws the before and after layers, the after one active, on a 0..1 gradient', async () => {
    const result = await run({ projectDuration: 30, msaActivityType: 'reforestation' });
    expect(result.layers.map((layer) => [layer.id, layer.initialActive])).toEqual([
      ['msaBefore', false],
      ['msaAfter', true],
    ]);
    const layer = result.layers[1];
    if (layer?.kind !== 'raster') throw new Error('raster layer expected');
    expect(layer.legend.gradient).toMatchObject({ min: 0, max: 1 });
    expect(layer.raster.width).toBe(4);
    expect(layer.raster.data[2]).toBeCloseTo(
      0.5 * 0.5 * (reference.logistics.encroachment['5'] as number),
      5,
    );
  });

  it('leaves hunting out without an ecological zone map, and says so', async () => {
    const result = await run({ projectDuration: 30 }, {
      landCover,
      roadDistance,
      settlementDistance,
    } as never);
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(values.msaMeanBefore.humanEncroachment).toBeNull();
    expect(result.warnings.map((warning) => warning.key)).toContain(
      'msaMethods.warnings.noEcologicalZone',
    );
  });

  it('fails plainly without a road distance map', async () => {
    await expect(
      run({}, { landCover, settlementDistance, ecologicalZone } as never),
    ).rejects.toThrow(/roadDistance/);
  });
});

const WYOMING: MultiPolygon = {
  type: 'MultiPolygon',
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

describe('biodiversityMsa on the synthetic source over the Wyoming square', () => {
  const context = (inputs: Record<string, unknown>) => ({
    ...toolContext(createSyntheticSource(), inputs),
    shape: WYOMING,
  });

  it('computes every pressure, labelled synthetic', async () => {
    const result = await biodiversityMsaTool.run(context({ projectDuration: 30 }));
    const values = result.values as unknown as BiodiversityMsaValues;
    expect(result.synthetic).toBe(true);
    expect(values.studyAreaHa).toBeGreaterThan(35_000);
    for (const pressure of [
      'landCover',
      'infrastructure',
      'habitatFragmentation',
      'total',
    ] as const) {
      expect(values.msaMeanBefore[pressure]).toBeGreaterThan(0);
      expect(values.msaMeanBefore[pressure]).toBeLessThanOrEqual(1);
    }
    // Temperate: no hunting pressure.
    expect(values.msaMeanBefore.humanEncroachment).toBeNull();
    expect(values.msaLossHaBefore).toBeGreaterThan(0);
    expect(values.msaLossHaBefore).toBeLessThan(values.studyAreaHa);
    const total = values.msaMeanBefore.total as number;
    expect(values.msaLossHaBefore).toBeCloseTo(
      (1 - total) * (result.values.computedHa as number),
      0,
    );
  });

  it.each(TERRESTRIAL_MSA_ACTIVITIES.filter((activity) => activity !== 'afforestation'))(
    'after >= before for %s',
    async (activity) => {
      const result = await biodiversityMsaTool.run(
        context({ projectDuration: 30, msaActivityType: activity }),
      );
      const values = result.values as unknown as BiodiversityMsaValues;
      expect(values.msaMeanAfter.total as number).toBeGreaterThanOrEqual(
        values.msaMeanBefore.total as number,
      );
      expect(values.msaLossHaAfter).toBeLessThanOrEqual(values.msaLossHaBefore);
    },
  );
});
