import type { CarbonChangeDataset } from '@ecotone/analysis';
import { describe, expect, it } from 'vitest';
import {
  inMass,
  isCarbonScriptType,
  parseCarbonValues,
  percentOf,
  pieSlices,
  poolRows,
  rangeInMass,
  reportedPools,
  showsDetailsToggle,
  stockSeries,
  visibleChangeDatasets,
} from './carbon-model.js';
import {
  baselineOnlyCarbonValues,
  reforestationCarbonValues,
  twoActivitiesCarbonValues,
} from './carbon-values.fixture.js';

const dataset = (type: CarbonChangeDataset['type'], total: number): CarbonChangeDataset => ({
  type,
  areaHa: 10,
  changeTimeSeries: [],
  pools: { aboveGroundBiomass: total, totalCarbon: total },
  totalCarbonChange: total,
  totalUnitCarbonChange: total / 10,
  averageAnnualCarbonChange: total / 30,
  averageAnnualUnitCarbonChange: total / 300,
  percent: 0,
});

describe('tC and tCO2', () => {
  it('multiplies by 44/12 for tCO2 and keeps tC', () => {
    expect(inMass(12, 'tCO2')).toBeCloseTo(44, 12);
    expect(inMass(3, 'tCO2')).toBeCloseTo(11, 12);
    expect(inMass(12, 'tC')).toBe(12);
    expect(rangeInMass({ low: 6, high: 12 }, 'tCO2')).toEqual({ low: 22, high: 44 });
  });
});

describe('datasets shown in charts', () => {
  it('hides datasets with zero total change, and those that would read 0 (below 0.0001)', () => {
    const shown = visibleChangeDatasets([
      dataset('reforestation', 500),
      dataset('afforestation', 0),
      dataset('ifm', 0.00005),
      dataset('sgm', -20),
    ]);
    expect(shown.map((d) => d.type)).toEqual(['reforestation', 'sgm']);
  });

  it('offers the details toggle from two datasets with change, not for one or none', () => {
    expect(showsDetailsToggle([])).toBe(false);
    expect(showsDetailsToggle([dataset('reforestation', 5)])).toBe(false);
    expect(showsDetailsToggle([dataset('reforestation', 5), dataset('ifm', -2)])).toBe(true);
    // The fixture's second dataset has no change, so no toggle; the two-activity one has it.
    expect(
      showsDetailsToggle(visibleChangeDatasets(reforestationCarbonValues.carbonChangeDatasets)),
    ).toBe(false);
    expect(
      showsDetailsToggle(visibleChangeDatasets(twoActivitiesCarbonValues.carbonChangeDatasets)),
    ).toBe(true);
  });
});

describe('percentages and pie slices', () => {
  it('gives a share of a total, or null for a zero total', () => {
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('slices the non-zero entries with shares summing to 100', () => {
    const slices = pieSlices([
      { id: 'a', value: 30 },
      { id: 'b', value: 0 },
      { id: 'c', value: 90 },
    ]);
    expect(slices).toEqual([
      { id: 'a', value: 30, percent: 25 },
      { id: 'c', value: 90, percent: 75 },
    ]);
  });

  it('shows losses only by their size, and no pie for mixed gains and losses or nothing', () => {
    expect(
      pieSlices([
        { id: 'a', value: -10 },
        { id: 'b', value: -30 },
      ]),
    ).toEqual([
      { id: 'a', value: 10, percent: 25 },
      { id: 'b', value: 30, percent: 75 },
    ]);
    expect(
      pieSlices([
        { id: 'a', value: 10 },
        { id: 'b', value: -30 },
      ]),
    ).toBeNull();
    expect(pieSlices([{ id: 'a', value: 0 }])).toBeNull();
  });
});

describe('the reforestation fixture through the model (hand-computed)', () => {
  const values = reforestationCarbonValues;
  const shown = visibleChangeDatasets(values.carbonChangeDatasets);

  it('has the baseline of 1,200 ha at 51 tC/ha and the change of 800 ha over 30 years', () => {
    expect(values.baselineCarbon.totalCarbon).toBeCloseTo(61_200, 6); // 1200 x 51
    // 800 ha x 30 yr x (3 + 0.72 + 0.15 + 0.1) tC/ha/yr = 95,280 tC
    expect(values.totalCarbonChange).toBeCloseTo(95_280, 6);
    expect(inMass(values.totalCarbonChange, 'tCO2')).toBeCloseTo(349_360, 6);
    expect(values.averageAnnualCarbonChange).toBeCloseTo(3_176, 6);
  });

  it('lists the pools it reports in the spec order, then the total', () => {
    expect(reportedPools(values.baselineCarbon, shown)).toEqual([
      'aboveGroundBiomass',
      'belowGroundBiomass',
      'deadwoodAndLitter',
      'soilOrganicCarbon',
    ]);
    const rows = poolRows(values.baselineCarbon, shown);
    expect(rows.map((row) => row.pool)).toEqual([
      'aboveGroundBiomass',
      'belowGroundBiomass',
      'deadwoodAndLitter',
      'soilOrganicCarbon',
      'totalCarbon',
    ]);
    const above = rows[0];
    expect(above?.baseline).toBeCloseTo(4_800, 6); // 1200 x 4
    expect(above?.change).toBeCloseTo(72_000, 6); // 800 x 30 x 3
    expect(rows.at(-1)?.change).toBeCloseTo(95_280, 6);
  });

  it('stacks the yearly stock by pool, in tCO2 when asked', () => {
    const chart = stockSeries(values, 'tCO2');
    expect(chart.years).toHaveLength(31);
    const above = chart.series.find((series) => series.pool === 'aboveGroundBiomass');
    // year 10: (4,800 + 800 x 10 x 3) tC x 44/12 = 28,800 x 44/12 = 105,600 tCO2
    expect(above?.data[10]).toBeCloseTo(105_600, 6);
  });
});

describe('parseCarbonValues', () => {
  it('reads a stored result as it was written', () => {
    const stored = JSON.parse(JSON.stringify(twoActivitiesCarbonValues)) as Record<string, unknown>;
    expect(parseCarbonValues(stored)).toEqual(twoActivitiesCarbonValues);
  });

  it('gives null without the essentials, and drops a malformed dataset', () => {
    expect(parseCarbonValues({ studyAreaHa: 10 })).toBeNull();
    const stored = JSON.parse(JSON.stringify(reforestationCarbonValues)) as Record<string, unknown>;
    stored.carbonChangeDatasets = [{ type: 'unknown' }, ...(stored.carbonChangeDatasets as [])];
    expect(parseCarbonValues(stored)?.carbonChangeDatasets).toHaveLength(2);
  });

  it('reads a baseline-only result with no change dataset', () => {
    const parsed = parseCarbonValues(
      JSON.parse(JSON.stringify(baselineOnlyCarbonValues)) as Record<string, unknown>,
    );
    expect(parsed?.carbonChangeDatasets).toEqual([]);
    expect(parsed?.totalCarbonChange).toBe(0);
  });

  it('knows the carbon tools', () => {
    expect(isCarbonScriptType('forestCarbon')).toBe(true);
    expect(isCarbonScriptType('carbonInputs')).toBe(true);
    expect(isCarbonScriptType('context')).toBe(false);
  });
});
