import { describe, expect, it } from 'vitest';
import type { CarbonValues } from '../../src/carbon/carbon-values.js';
import {
  dailyConsumption,
  dailyRespiration,
  grazingSeason,
  growingSeason,
  maxProduction,
  maxStockingDensity,
  socTrajectory,
} from '../../src/carbon/snapgraze.js';
import { snapgrazeCarbonTool, snapgrazeInputs } from '../../src/carbon/snapgraze-carbon.tool.js';
import { rasterSource, toolContext } from './fixtures.js';

const defaults = snapgrazeInputs({}, 40);

describe('SNAPGRAZE (Ritchie 2020) with the spec defaults', () => {
  it('Eq. 15, Table 2 and Eq. 7 by hand', () => {
    // MAT 18, MAP 600, SAND 60.
    const anpp =
      Math.exp(12.039 + 0.718 * Math.log(600) - 25.18 / (0.00834 * (273.15 + 18))) *
      (1.33 - 0.0075 * 60);
    expect(maxProduction(defaults)).toBeCloseTo(anpp, 9);
    expect(anpp).toBeCloseTo(461.4, 0);
    expect(growingSeason(18, 600)).toBeCloseTo(22.99 * 18 - 0.94 * 18 * 18 + 0.073 * 600, 9);
    expect(dailyConsumption(300)).toBeCloseTo(2 * (5300 + 770 * Math.log(300)), 9);
  });

  it('Eq. 20 above 4600 gC/m2, Eq. 21 below', () => {
    expect(dailyRespiration(5000, 0.00044)).toBeCloseTo(-0.579 + 0.00044 * 5000, 12);
    expect(dailyRespiration(4000, 0.00044)).toBeCloseTo(Math.exp(-10.872) * 4000 ** 1.296, 12);
  });

  it('Eq. 13: the sustainable density leaves 0.1 S_K after the dormant season', () => {
    const continuous = { ...defaults, pastures: 1 };
    const density = maxStockingDensity(continuous);
    expect(density).toBeGreaterThan(0);
    const season = grazingSeason(continuous, density);
    expect(season.endOfSeason - season.dormantLoss).toBeCloseTo(0.1 * season.steadyBiomass, 3);
    const over = grazingSeason(continuous, density * 1.01);
    expect(over.endOfSeason - over.dormantLoss).toBeLessThan(0.1 * over.steadyBiomass);
  });

  it('the yearly balance (Eq. 24) converges to the closed-form equilibrium of Eq. 25', () => {
    const inputs = { ...defaults, years: 2000 };
    const density = maxStockingDensity({ ...inputs, pastures: 1 });
    const season = grazingSeason(inputs, density);
    const access = 0.7 + (0.3 * 60) / 100;
    // Eq. 25 (linear respiration, SOC > 4600 gC/m2), with the slope 0.00044 of Eq. 20.
    const equilibrium =
      ((season.plantInput + season.dungInput) / (season.wetDays * access) + 0.579) / 0.00044;
    expect(equilibrium).toBeGreaterThan(4600);
    const series = socTrajectory(inputs, density);
    expect((series[2000] as number) * 100).toBeCloseTo(equilibrium, 1);
    // First year by hand (SOC_0 = 40 tC/ha = 4000 gC/m2, below 4600: Eq. 21).
    const first =
      4000 +
      season.plantInput +
      season.dungInput -
      season.wetDays * access * Math.exp(-10.872) * 4000 ** 1.296;
    expect((series[1] as number) * 100).toBeCloseTo(first, 6);
  });

  it('rotating the herd through more pastures stores more carbon than continuous grazing', () => {
    const density = maxStockingDensity({ ...defaults, pastures: 1 });
    const continuous = socTrajectory({ ...defaults, pastures: 1 }, density);
    const rotated = socTrajectory(defaults, density);
    expect(rotated[40] as number).toBeGreaterThan(continuous[40] as number);
  });

  it('the tool reports the chosen scenario over the intervention area', async () => {
    const source = rasterSource({});
    const project = await snapgrazeCarbonTool.run(toolContext(source, { projectDuration: 40 }));
    const values = project.values as unknown as CarbonValues & {
      snapgraze: { projectSoc: number[]; baselineSoc: number[] };
    };
    const [dataset] = values.carbonChangeDatasets;
    expect(dataset?.type).toBe('sgm');
    expect(dataset?.areaHa).toBe(8000);
    const last = values.snapgraze.projectSoc[40] as number;
    expect(dataset?.totalCarbonChange).toBeCloseTo((last - 40) * 8000, 2);
    expect(values.baselineCarbon.soilOrganicCarbon).toBe(40 * 8000);
    expect(source.requests).toEqual([]);
    const baseline = await snapgrazeCarbonTool.run(
      toolContext(source, { projectDuration: 40, scenario: 'Baseline' }),
    );
    const baselineValues = baseline.values as unknown as CarbonValues & {
      snapgraze: { baselineSoc: number[] };
    };
    expect(baselineValues.totalCarbonChange).toBeCloseTo(
      ((baselineValues.snapgraze.baselineSoc[40] as number) - 40) * 8000,
      2,
    );
    expect(project.methods[0]?.citation).toContain('Resources 9(4), 49');
  });
});
